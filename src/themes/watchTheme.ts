import { readTheme } from './readTheme';
import type { ThemeName } from './themeNames';

/**
 * Call `onChange` with the new theme whenever the class of `root` (the page root by default)
 * selects a different theme. Returns a function that stops watching; safe to call twice.
 */
export function watchTheme(
  onChange: (theme: ThemeName) => void,
  root: Element | null = typeof document === 'undefined' ? null : document.documentElement,
): () => void {
  if (!root || typeof MutationObserver === 'undefined') return () => {};
  let current = readTheme(root);
  const observer = new MutationObserver(() => {
    const next = readTheme(root);
    // A class change that keeps the theme (e.g. a page adding "menu-open") is not a theme change.
    if (next === current) return;
    current = next;
    onChange(next);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
