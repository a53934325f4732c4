import type * as checkoutFlow from './checkoutFlow';

/** The checkout flow's code: the festival-pass submit and the payment store's calls. */
export type CheckoutFlow = typeof checkoutFlow;

/**
 * Load the checkout flow on first use: one chunk for everything that runs after a details form
 * has shown (Next, the payment page's calls), so no element's first view carries it. Rejects when
 * the chunk cannot be fetched; callers turn that into a clear message.
 */
export function loadCheckoutFlow(): Promise<CheckoutFlow> {
  return import('./checkoutFlow');
}
