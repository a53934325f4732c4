/**
 * The cart a checkout's order summary (and receipt) shows, loaded through the API cache. The last
 * cart stays when the cart id goes away, as it does the moment a payment is captured.
 */
import { atom } from 'jotai/vanilla';
import type { PrimitiveAtom } from 'jotai/vanilla';
import type { CartSummaryAtoms, CartSummaryState, LoadCartInput } from './checkoutTypes';
import { loadCheckoutFlow } from '../loadCheckoutFlow';

/** Build a checkout scope's summary atoms. */
export function createCartSummaryAtoms(): CartSummaryAtoms {
  const cartSummaryAtom: PrimitiveAtom<CartSummaryState> = atom<CartSummaryState>({
    cart: null,
    failedId: null,
  });
  const loadCart = atom(null, async (get, set, { http, cartId, signal }: LoadCartInput) => {
    if (get(cartSummaryAtom).failedId !== null)
      set(cartSummaryAtom, { ...get(cartSummaryAtom), failedId: null });
    try {
      // The payment page loads the checkout flow anyway; the cart schema rides with it.
      const { getCart } = await loadCheckoutFlow();
      const cart = await getCart(http, cartId, signal ? { signal } : {});
      if (!cart) return false;
      set(cartSummaryAtom, { cart, failedId: null });
      return true;
    } catch {
      if (!signal?.aborted) set(cartSummaryAtom, { ...get(cartSummaryAtom), failedId: cartId });
      return false;
    }
  });
  return { cartSummaryAtom, loadCart };
}
