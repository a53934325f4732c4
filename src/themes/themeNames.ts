/** The four cinema themes (product-rules §1.3), in the order the product lists them. */
export const THEME_NAMES = ['ritz', 'cameo', 'classic', 'lido'] as const;

/** A cinema theme name, as the page root's class spells it. */
export type ThemeName = (typeof THEME_NAMES)[number];

/** The theme used when the page names none (product-rules §1.3: Classic). */
export const DEFAULT_THEME: ThemeName = 'classic';

/** True when `value` is one of {@link THEME_NAMES}. */
export function isThemeName(value: string): value is ThemeName {
  return (THEME_NAMES as readonly string[]).includes(value);
}
