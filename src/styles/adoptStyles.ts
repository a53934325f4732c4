/**
 * Styles for shadow roots that survive a strict Content-Security-Policy: a page served with
 * `style-src 'self'` blocks style elements, but not constructable stylesheets. Each CSS text
 * becomes one `CSSStyleSheet`, made once per page on first use and shared by every element, and
 * is adopted by each shadow root that needs it. No React here: `useStyles` is the React face.
 * Constructable stylesheets are in every browser the product supports (Chrome 73, Firefox 101,
 * Safari 16.4 and later); there is deliberately no style-element fallback, which a strict CSP
 * would block anyway.
 */
import { withTokenDefaults } from '../themes/tokenDefaults';

/** Where a sheet goes in a root's cascade: lower first. Themes and base CSS come first. */
export const STYLE_ORDER = { base: 0, element: 1, page: 2, print: 3 } as const;

/** A cascade position from {@link STYLE_ORDER}, or any number between. */
export type StyleOrder = number;

/** What can hold adopted sheets: a shadow root, or the document for an element outside one. */
export type StyleRoot = ShadowRoot | Document;

interface Adoption {
  sheet: CSSStyleSheet;
  order: StyleOrder;
  users: number;
}

const sheets = new Map<string, CSSStyleSheet>();
const adoptions = new WeakMap<StyleRoot, Map<string, Adoption>>();

/**
 * The page's one sheet for `css`, made on first use. Every `var(--cinema-x)` in it falls back to
 * the theme's default (themes/tokenDefaults.ts), so a token the page sets on any ancestor wins.
 */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(withTokenDefaults(css));
    sheets.set(css, sheet);
  }
  return sheet;
}

function applyOrder(root: StyleRoot, mine: Map<string, Adoption>, released?: CSSStyleSheet): void {
  const ours = new Set([...mine.values()].map((adoption) => adoption.sheet));
  if (released) ours.add(released);
  // Keep sheets someone else adopted (a host page may style its own shadow roots), ours after them.
  const others = root.adoptedStyleSheets.filter((sheet) => !ours.has(sheet));
  const sorted = [...mine.values()].sort((a, b) => a.order - b.order).map((a) => a.sheet);
  root.adoptedStyleSheets = [...others, ...sorted];
}

/**
 * Adopt `css` into `root` at cascade position `order`; returns the release function. Adopting
 * the same CSS twice into one root counts users and adds it once; the last release removes it.
 */
export function adoptStyles(root: StyleRoot, css: string, order: StyleOrder): () => void {
  let mine = adoptions.get(root);
  if (!mine) {
    mine = new Map();
    adoptions.set(root, mine);
  }
  const known = mine.get(css);
  if (known) known.users += 1;
  else {
    mine.set(css, { sheet: sheetFor(css), order, users: 1 });
    applyOrder(root, mine);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const adoption = mine.get(css);
    if (!adoption) return;
    adoption.users -= 1;
    if (adoption.users > 0) return;
    mine.delete(css);
    applyOrder(root, mine, adoption.sheet);
  };
}
