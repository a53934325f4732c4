/**
 * What a product's purchase loads on its first send: its own order calls (a chunk per product, so a
 * festival pass never downloads the shop's) and the checkout's atoms, fetched in parallel. The
 * payment page's calls load with the payment page (loadCheckoutFlow). The order calls never import
 * the atoms: this module is the only one that brings the two together.
 */
import { prefetchStep } from '../dom/chunkSteps';
import type { CheckoutAtoms, PurchaseCode } from './checkout/checkoutTypes';
import type { StoredCartAtoms } from './checkout/storedCart';
import { prepareToSend } from './httpFor';

/** A product's order calls: how to import their chunk, and the loader's step that prefetches it. */
export interface OrderCode<Order> {
  load(): Promise<Order>;
  /** The CDN loader's step (`checkoutStep(product)` in src/dom/chunkSteps.ts). */
  step: string;
  /**
   * The stored cart every checkout of the product in `scope` shares, when it keeps one per page
   * (the shop, one per API).
   */
  storedCart?(order: Order, scope: string): StoredCartAtoms;
}

/** A product's order calls, and how to make a purchase's checkout atoms with them. */
export interface Checkout<Order> {
  order: Order;
  createCheckoutAtoms(scope: string): CheckoutAtoms;
}

/** Load the checkout of one product; rejects when a chunk cannot be fetched (callers use `loadChunk`). */
export async function loadCheckout<Order>(code: OrderCode<Order>): Promise<Checkout<Order>> {
  const [order, state] = await Promise.all([code.load(), import('./checkout/checkoutAtoms')]);
  return {
    order,
    createCheckoutAtoms: (scope) =>
      state.createCheckoutAtoms(scope, code.storedCart?.(order, scope)),
  };
}

/**
 * Fetch a product's checkout for a buyer who has started on its form: its chunks (and ky's, which
 * sends the order) then download and run while they type, not after they press the button. From
 * the CDN every chunk of it is asked for at once (the step in the entry's table). Resolves when it
 * is here or could not be fetched (never rejects: the send's own `loadChunk` reports a failure), so
 * what comes after the order calls can be fetched next without taking their bandwidth.
 */
function prefetchCheckout(code: OrderCode<unknown>): Promise<void> {
  prefetchStep(code.step);
  prepareToSend();
  return loadCheckout(code).then(
    () => undefined,
    () => undefined,
  );
}

/** What a purchase's checkout session needs of a product's order calls (`OrderCode`). */
export function purchaseCode<Order>(code: OrderCode<Order>): PurchaseCode {
  return {
    prefetch: () => prefetchCheckout(code),
    checkout: async (scope) => (await loadCheckout(code)).createCheckoutAtoms(scope),
  };
}
