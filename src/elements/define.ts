import { reserveSpace } from '../dom/reserveSpace';
import { missingFeatures, unsupportedBrowserElement } from './browserSupport';

/**
 * Register `tag` with `ctor`, safely: does nothing when the tag is already defined (a second
 * import, or the npm and CDN builds on one page), warns only when a different constructor holds
 * it, and never throws into the host page (like Shoelace's `define()`). In a browser below the
 * floor (./browserSupport.ts) the tag shows a message saying so instead.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  // The npm package has no loader: the space is kept from the definition on (src/dom/reserveSpace.ts).
  // The CDN's loader has kept it since it ran, so that build leaves this out (tsup.config.ts).
  if (__CINEMA_DEFINE_RESERVES__) reserveSpace();
  const missing = missingFeatures();
  const ctor = missing.length === 0 ? element : unsupportedBrowserElement(missing);
  const existing = customElements.get(tag);
  if (existing) {
    if (missing.length === 0 && existing !== element) {
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
