/**
 * `addTickets()` of one `<cinema-shop-cart>` (product-rules §5.5) as the element calls it: the
 * tickets go into the page's server cart and the element's notice says how it went — cleared on
 * success, 'expired' when the old cart was gone on the way (that stays said: its tickets are
 * lost), the failure's own words otherwise. Loaded with the first `addTickets()` call only.
 */
import { atom } from 'jotai/vanilla';
import type { Cart } from '../../api/schemas';
import { addTicketsToCart } from './shopCartActions';
import { shopCartFor } from './shopCartAtoms';
import type { ShopCartItem } from './shopCartRules';
import { shopElementAtoms } from './shopElementAtoms';
import type { ShopSubmitContext } from './shopFormAtoms';
import { CART_EXPIRED_MESSAGE, TICKET_ORDER_ERROR_MESSAGE } from './shopServerCart';

/** One element's ticket order. */
export interface ElementTicketOrder {
  /** The element: whose notice tells the buyer. */
  element: object;
  context: ShopSubmitContext;
  /** The host page's order, checked by the shop's calls. */
  order: unknown;
}

/** What the element hears back: the server cart and the browser cart's items after it. */
export interface TicketsAdded {
  cart: Cart;
  items: readonly ShopCartItem[];
}

/** Tell the buyer, in the element's notice, why `addTickets()` failed (a bad attribute, say). */
export const showTicketOrderError = atom(
  null,
  (_get, set, { element, message }: { element: object; message: string }) => {
    set(shopElementAtoms(element).noticeAtom, { kind: 'error', message });
  },
);

/**
 * Add the tickets and keep the element's notice in step. Rejects with an `Error` whose message is
 * what the buyer was shown (and the host page is told).
 */
export const addTicketsForElement = atom(
  null,
  async (get, set, { element, context, order }: ElementTicketOrder): Promise<TicketsAdded> => {
    const { noticeAtom } = shopElementAtoms(element);
    let expired = false;
    try {
      const cart = await set(addTicketsToCart, {
        context: {
          ...context,
          onExpired: (cartId) => {
            expired = true;
            set(noticeAtom, { kind: 'expired', message: CART_EXPIRED_MESSAGE });
            context.onExpired?.(cartId);
          },
        },
        order,
      });
      if (!expired) set(noticeAtom, null);
      return { cart, items: get(shopCartFor(context.http.base).itemsAtom) };
    } catch (error) {
      const message = error instanceof Error ? error.message : TICKET_ORDER_ERROR_MESSAGE;
      set(noticeAtom, { kind: 'error', message });
      throw new Error(message, { cause: error });
    }
  },
);
