/**
 * Each element's space on the page from before its code arrives to its loaded view, so the host's
 * content around it does not move (docs/theming.md "Reserved space"). One page-level constructable
 * stylesheet, made at build time from the elements' descriptors (`reservedSpace`,
 * src/elements/elementDefines.ts), adopted by the document: a strict `style-src` does not block it
 * (docs/content-security-policy.md). Its rules are `:where(<tag>)`, so any rule of the page's own
 * wins, and each height is `var(--cinema-min-height, …)`, so a page sets its own on the element.
 * The element's shadow root fills the space (`.base { min-height: inherit }`, src/themes/baseCss.ts)
 * in its loading, error and loaded states alike.
 */

/** Adopt the reserved-space sheet into `doc`, once. Never throws: a page that refuses it only loses the reservation. */
export function reserveSpace(doc: Document | undefined = globalThis.document): void {
  // Marks our sheet, so any copy of the code on the page (the CDN's, the npm package's) adopts it
  // once. (Made here, not at the module's top, so a build that never calls this drops the module.)
  const RESERVED = Symbol.for('cinema-elements.reserved-space');
  try {
    if (!doc || typeof CSSStyleSheet === 'undefined') return;
    if (doc.adoptedStyleSheets.some((sheet) => RESERVED in sheet)) return;
    const sheet = Object.assign(new CSSStyleSheet(), { [RESERVED]: true });
    sheet.replaceSync(__CINEMA_RESERVED_SPACE__);
    // First, so the page's own adopted sheets come after it in the cascade.
    doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
  } catch {
    // A frozen or patched adoptedStyleSheets: the elements still work, only without the reservation.
  }
}
