/**
 * `addTickets()` of `<cinema-shop-cart>` (product-rules §5.5), loaded on its first call: the
 * element's attributes say which API and cinema, the shop's flow does the calls, and the element
 * shows a failure in words as well as rejecting with it.
 */
import type { Cart } from '../../api/schemas';
import { httpFor } from '../../atoms/httpFor';
import { addTicketsToCart } from '../../atoms/shop-cart/shopCartActions';
import { shopCart } from '../../atoms/shop-cart/shopCartAtoms';
import { shopElementAtoms } from '../../atoms/shop-cart/shopElementAtoms';
import {
  CART_EXPIRED_MESSAGE,
  TICKET_ORDER_ERROR_MESSAGE as TICKET_ORDER_FAILED,
} from '../../atoms/shop-cart/shopServerCart';
import { cinemaStore } from '../../atoms/store';
import { API_BASE_HINT, parseApiBase } from '../../config/apiBase';
import { emit } from '../../events/events';

/** Add the tickets of `order` to the page's server cart, for `element`. */
export async function addTicketsFrom(element: HTMLElement, order: unknown): Promise<Cart> {
  const atoms = shopElementAtoms(element);
  const fail = (message: string, cause?: unknown): Error => {
    cinemaStore.set(atoms.noticeAtom, { kind: 'error', message });
    emit(element, 'cinema-error', { message });
    return new Error(message, cause === undefined ? undefined : { cause });
  };
  const cinemaId = element.getAttribute('data-cinema-id')?.trim();
  if (!cinemaId) throw fail(`${TICKET_ORDER_FAILED}: the element needs its data-cinema-id.`);
  const apiBase = parseApiBase(element.getAttribute('api-base'));
  if (!apiBase) throw fail(`${TICKET_ORDER_FAILED}: api-base ${API_BASE_HINT}`);
  let expired = false;
  try {
    const cart = await cinemaStore.set(addTicketsToCart, {
      context: {
        http: httpFor(apiBase),
        cinemaId,
        onExpired: (cartId) => {
          expired = true;
          emit(element, 'cinema-cart-expired', { cartId });
          cinemaStore.set(atoms.noticeAtom, { kind: 'expired', message: CART_EXPIRED_MESSAGE });
        },
      },
      order,
    });
    // An expiry on the way stays said: the tickets of the old cart are gone.
    if (!expired) cinemaStore.set(atoms.noticeAtom, null);
    emit(element, 'cinema-cart-change', { items: cinemaStore.get(shopCart.itemsAtom) });
    return cart;
  } catch (error) {
    throw fail(error instanceof Error ? error.message : TICKET_ORDER_FAILED, error);
  }
}
