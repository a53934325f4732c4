/**
 * The cart a checkout's order summary (and receipt) shows, loaded through the API cache. The last
 * cart stays when the cart id goes away, as it does the moment a payment is captured.
 */
import { atom } from 'jotai/vanilla';
import type { PrimitiveAtom } from 'jotai/vanilla';
import type { OrderSummaryCartAtoms, OrderSummaryCartState, LoadCartInput } from './checkoutTypes';
import { loadCheckoutFlow } from '../loadCheckoutFlow';

/** Build a checkout scope's summary atoms. */
export function createOrderSummaryCartAtoms(): OrderSummaryCartAtoms {
  const orderSummaryCartAtom: PrimitiveAtom<OrderSummaryCartState> = atom<OrderSummaryCartState>({
    cart: null,
    failedId: null,
  });
  const loadCart = atom(
    null,
    async (get, set, { http, cartId, signal, refresh = false }: LoadCartInput) => {
      if (get(orderSummaryCartAtom).failedId !== null)
        set(orderSummaryCartAtom, { ...get(orderSummaryCartAtom), failedId: null });
      try {
        // The payment page loads the checkout flow anyway; the cart schema rides with it.
        const { getCart } = await loadCheckoutFlow();
        const cart = await getCart(http, cartId, { refresh, ...(signal ? { signal } : {}) });
        if (!cart) return false;
        set(orderSummaryCartAtom, { cart, failedId: null });
        return true;
      } catch {
        if (!signal?.aborted)
          set(orderSummaryCartAtom, { ...get(orderSummaryCartAtom), failedId: cartId });
        return false;
      }
    },
  );
  return { orderSummaryCartAtom, loadCart };
}
