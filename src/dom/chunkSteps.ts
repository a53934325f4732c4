/**
 * The steps after a details form whose chunks the CDN loader can ask for in one go (its table,
 * src/dom/elementChunks.ts), called from the element runtime's side. The runtime reaches the
 * loader's preloader through a registered symbol rather than an import: a module both the loader
 * and the lazy chunks import would become a file of its own, one more round trip before any
 * element shows. Without the loader (the npm build) there is no preloader, and nothing happens.
 */

/** The table's key for the order calls' chunks (the checkout flow and the checkout's atoms). */
export const CHECKOUT_STEP = 'checkout';

/** The table's key for the payment step's chunks (the payment page and the provider). */
export const PAYMENT_STEP = 'payment';

/** Where the CDN loader leaves its preloader (the same key as in src/dom/elementChunks.ts). */
const PRELOADER = Symbol.for('cinema-elements.preload');

/**
 * Ask the loader for every chunk of `step` at once (fetched and compiled, not run), if a loader is
 * on the page; false when there is none. Never throws.
 */
export function preloadStep(step: string): boolean {
  const preload = (globalThis as { [PRELOADER]?: unknown })[PRELOADER];
  if (typeof preload !== 'function') return false;
  preload(step);
  return true;
}
