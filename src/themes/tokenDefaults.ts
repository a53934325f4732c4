/**
 * How a page's tokens win over the theme (product-rules §1.3). A theme cannot set
 * `--cinema-color-bg` on `:host`: that would hide the value the host inherits from an ancestor
 * (`body { … }`). So the themes set private defaults, `--cinema-theme-color-bg`, and every read of
 * a token in the elements' CSS falls back to its default: `var(--cinema-color-bg)` becomes
 * `var(--cinema-color-bg,var(--cinema-theme-color-bg))`. The page's value, on the element or on any
 * ancestor, is then used whenever there is one.
 */

/** The theme's private default behind the public token `name` (`--cinema-x` → `--cinema-theme-x`). */
export const themeDefault = (name: string): string => name.replace(/^--cinema-/, '--cinema-theme-');

/** `css` with every plain `var(--cinema-x)` falling back to the theme's default for it. */
export const withTokenDefaults = (css: string): string =>
  css.replace(/var\(--cinema-([a-z-]+)\)/g, 'var(--cinema-$1,var(--cinema-theme-$1))');

/** The colour roles the contrast check measures (contrastFailures.ts). */
const CHECKED = ['text', 'bg', 'surface', 'border', 'focus', 'accent', 'accent-text'];

/** Whether the page sets, on `host` or an ancestor, a colour token the contrast check measures. */
export function setsColourTokens(host: Element): boolean {
  const style = getComputedStyle(host);
  return CHECKED.some((role) => style.getPropertyValue(`--cinema-color-${role}`).trim() !== '');
}

/**
 * The value of token `name` that applies to `element`: the page's (its own or inherited), else
 * the theme's default; '' when neither is set (no theme CSS adopted yet).
 */
export function readToken(element: Element, name: string): string {
  const style = getComputedStyle(element);
  return style.getPropertyValue(name).trim() || style.getPropertyValue(themeDefault(name)).trim();
}
