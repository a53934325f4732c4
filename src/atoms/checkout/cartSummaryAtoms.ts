/**
 * The cart a checkout's order summary (and receipt) shows, loaded through the API cache. The last
 * cart stays when the cart id goes away, as it does the moment a payment is captured.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, PrimitiveAtom, WritableAtom } from 'jotai/vanilla';
import type { Http } from '../../api/http';
import type { Cart } from '../../api/schemas';
import { loadCheckoutFlow } from '../loadCheckoutFlow';

/** Where loading the summary's cart stands. */
export interface CartSummaryState {
  /** The last cart loaded for this checkout, kept after payment. */
  cart: Cart | null;
  /** The cart id whose last load failed, or null. */
  failedId: string | null;
}

/** What loading the cart needs. */
export interface LoadCartInput {
  http: Http;
  cartId: string;
  signal?: AbortSignal;
}

/** The summary's atoms. */
export interface CartSummaryAtoms {
  cartSummaryAtom: Atom<CartSummaryState>;
  /** `GET cart/{id}` (cached until the cart's expiry); resolves whether it loaded. Never throws. */
  loadCart: WritableAtom<null, [LoadCartInput], Promise<boolean>>;
}

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
