/**
 * Looking a cart up by id with the lifecycle rules every cart and checkout route shares:
 * unknown → 404, past its expiry → 410, already paid → 409 (when the caller wants to change it).
 * A completion has its own 409s (`cartToComplete`, `ORDER_CHANGED`).
 */
import type { Cart } from '../../src/api/schemas';
import { cartTotals } from './cartTotals';
import type { DemoCart, DemoState } from './DemoState';
import { HttpProblem } from './HttpProblem';

/** Detail of the 410 for an expired cart. */
export const CART_EXPIRED = 'Your cart has expired. Please start again.';
/** Detail of the 409 for a cart that has been paid. */
export const ALREADY_PAID = 'This order has already been paid.';
/**
 * Detail of the 409 for a completion that is not for the order the buyer saw: the cart's balance
 * is not `expectedTotalInCents`, or it was paid or deleted meanwhile (docs/product-rules.md §7.10).
 */
export const ORDER_CHANGED = 'The order changed. Check the new total and pay again.';

/** The cart `id` if it exists and has not expired; `forChange` also refuses a paid cart. */
export function openCart(state: DemoState, id: string, now: number, forChange: boolean): DemoCart {
  const cart = state.carts.get(id);
  if (!cart) throw new HttpProblem(404, `There is no cart with id "${id}".`);
  if (now >= cart.expiresAt && cart.paidAt === undefined) throw new HttpProblem(410, CART_EXPIRED);
  if (forChange && cart.paidAt !== undefined) throw new HttpProblem(409, ALREADY_PAID);
  return cart;
}

/**
 * The cart a completion is for: unknown → 404 and expired (unpaid) → 410 as for every call, but a
 * paid cart is returned, and a deleted one is `undefined`; the completion refuses both with
 * `ORDER_CHANGED` once its body is known to be well formed (docs/product-rules.md §7.10).
 */
export function cartToComplete(state: DemoState, id: string, now: number): DemoCart | undefined {
  if (!state.carts.has(id) && state.deletedCartIds.has(id)) return undefined;
  return openCart(state, id, now, false);
}

/** The public JSON of a cart (openapi.yaml `Cart`): server-only fields stay behind. */
export function cartView(cart: DemoCart): Cart {
  const { totalInCents, bookingFeeInCents } = cartTotals(cart);
  return {
    id: cart.id,
    expiry: new Date(cart.expiresAt).toISOString(),
    totalInCents,
    bookingFeeInCents,
    concessions: cart.concessions.map(({ id, name, priceInCents, quantity, recipient }) =>
      // To whom and on which day a gift card by e-mail is sent (product-rules §15.2).
      recipient
        ? {
            id,
            name,
            priceInCents,
            quantity,
            recipient: {
              name: recipient.name,
              email: recipient.email,
              sendDate: recipient.sendDate,
            },
          }
        : { id, name, priceInCents, quantity },
    ),
    sessions: cart.sessions.map(({ id, filmTitle, date, endDate, tickets }) => ({
      id,
      filmTitle,
      date,
      endDate,
      tickets: tickets.map((ticket) => ({ ...ticket })),
    })),
  };
}
