import { DEFAULT_THEME, isThemeName } from './themeNames';
import type { ThemeName } from './themeNames';

/** The page root, or null where there is no DOM (server rendering, workers). */
function pageRoot(): Element | null {
  return typeof document === 'undefined' ? null : document.documentElement;
}

/**
 * The theme the page asks for (product-rules §1.3): the first class on `root` that is `ritz`,
 * `cameo`, `classic` or `lido`, or the same with a `theme-` prefix; anything else is Classic.
 */
export function readTheme(root: Element | null = pageRoot()): ThemeName {
  if (!root) return DEFAULT_THEME;
  for (const className of Array.from(root.classList)) {
    const name = className.toLowerCase().replace(/^theme-/, '');
    if (isThemeName(name)) return name;
  }
  return DEFAULT_THEME;
}
