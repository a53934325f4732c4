/** The four cinema themes of spec 1, in the order the product lists them. */
export const THEME_NAMES = ['ritz', 'cameo', 'classic', 'lido'] as const;

/** A cinema theme name, as the page root's class spells it. */
export type ThemeName = (typeof THEME_NAMES)[number];

/** The theme used when the page names none (spec 9: default Classic). */
export const DEFAULT_THEME: ThemeName = 'classic';

/** True when `value` is one of {@link THEME_NAMES}. */
export function isThemeName(value: string): value is ThemeName {
  return (THEME_NAMES as readonly string[]).includes(value);
}
