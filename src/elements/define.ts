/**
 * Register `tag` with `ctor`, safely: does nothing when the tag is already defined (a second
 * import, or the npm and CDN builds on one page), warns only when a different constructor holds
 * it, and never throws into the host page (STYLE point 1, like Shoelace's `define()`).
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag);
  if (existing) {
    if (existing !== ctor) {
      console.warn(`<${tag}> is already defined by another script; keeping that definition.`);
    }
    return;
  }
  try {
    customElements.define(tag, ctor);
  } catch (error) {
    console.warn(`Could not define <${tag}>:`, error);
  }
}
