/**
 * The steps after a details form whose chunks the CDN loader can ask for in one go (its table,
 * src/dom/elementChunks.ts), called from the element runtime's side. The runtime reaches the
 * loader's prefetcher through a registered symbol rather than an import: a module both the loader
 * and the lazy chunks import would become a file of its own, one more round trip before any
 * element shows. Without the loader (the npm build) there is no prefetcher, and nothing happens.
 */

/** The products whose details form leads to the payment page, each with its own order calls. */
export type OrderProduct = 'festival-pass' | 'shop' | 'membership';

/**
 * The table's key for one product's order calls' chunks (its order calls, the checkout's atoms and
 * ky, which sends them).
 */
export const checkoutStep = (product: OrderProduct): string => `checkout:${product}`;

/**
 * The table's key for the payment step's chunks (the payment page, its calls and the provider).
 */
export const PAYMENT_STEP = 'payment';

/** Where the CDN loader leaves its prefetcher (the same key as in src/dom/elementChunks.ts). */
const PREFETCHER = Symbol.for('cinema-elements.chunks');

/**
 * Ask the loader for every chunk of `step` (fetched and compiled, not run), if a loader is on the
 * page; false when there is none. At once, or with `inBackground` (a step fetched while something else
 * the buyer waits for runs) a few at a time, leaving connections for the API. Never throws.
 */
export function prefetchStep(step: string, inBackground = false): boolean {
  const prefetch = (globalThis as { [PREFETCHER]?: unknown })[PREFETCHER];
  if (typeof prefetch !== 'function') return false;
  prefetch(step, inBackground);
  return true;
}
