/**
 * The CDN entry, `dist/cdn/cinema-elements.js` (product-rules §2.1): the one script tag a site puts
 * in its template. It is a loader of a few KB: it defines nothing and downloads nothing more until
 * the page holds a `cinema-*` element, in its markup or added later; then it loads React and the
 * element runtime together with that element's own code (src/dom/autoload.ts). A host that needs
 * an element's API waits for its definition: `await customElements.whenDefined('cinema-shop-cart')`,
 * or `await defineAll()` from this module; a host's sign-out calls `clearPersonalData()` from it.
 */
import { loadRuntime, startAutoload } from './dom/autoload';
import type { Runtime } from './dom/autoload';
import { registerElementChunks as registerChunks } from './dom/elementChunks';

/**
 * A host's own sign-out (product-rules §4.4), from the loader itself: it needs no element on the
 * page, and the runtime's storage helper hears it (the loader's copy of personalData.ts, tsup's
 * `loaderCopies`, sends the same page-wide signal).
 */
export { clearPersonalData } from './storage/personalData';

const importRuntime = (): Promise<Runtime> => import('./cdnRuntime');

/** The package version, baked in at build time. */
export const VERSION: string = __CINEMA_VERSION__;

/**
 * Load the element runtime now, whatever the page holds: every tag is defined once it resolves
 * (a class is then `customElements.get(tag)`). Rejects when the runtime cannot be fetched; a later
 * call tries again.
 */
export function defineAll(): Promise<void> {
  return loadRuntime(importRuntime).then(() => undefined);
}

/**
 * For the build, not for pages: the entry ends with a call naming each tag's chunks
 * (scripts/lib/modulePreloads.mjs), which also starts the watch for elements.
 */
export function registerElementChunks(
  table: Readonly<Record<string, string>>,
  entryUrl: string,
): void {
  registerChunks(table, entryUrl);
  startAutoload(importRuntime);
}
