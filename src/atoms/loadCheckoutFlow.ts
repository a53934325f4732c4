import type * as checkoutFlow from './checkoutFlow';

/** The payment page's calls: the payment store's and the order summary's cart read. */
export type CheckoutFlow = typeof checkoutFlow;

/**
 * Load the payment page's calls on first use (one chunk, preloaded with the payment step), so no
 * element's first view carries them. Rejects when the chunk cannot be fetched; callers turn that
 * into a clear message.
 */
export function loadCheckoutFlow(): Promise<CheckoutFlow> {
  return import('./checkoutFlow');
}
