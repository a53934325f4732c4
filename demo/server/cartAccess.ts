/**
 * Looking a cart up by id with the lifecycle rules every cart and checkout route shares:
 * unknown → 404, past its expiry → 410, already paid → 409 (when the caller wants to change it).
 */
import type { Cart } from '../../src/api/schemas';
import { cartTotals } from './cartTotals';
import type { DemoCart, DemoState } from './DemoState';
import { HttpProblem } from './HttpProblem';

/** Detail of the 410 for an expired cart. */
export const CART_EXPIRED = 'Your cart has expired. Please start again.';
/** Detail of the 409 for a cart that has been paid. */
export const ALREADY_PAID = 'This order has already been paid.';

/** The cart `id` if it exists and has not expired; `forChange` also refuses a paid cart. */
export function openCart(state: DemoState, id: string, now: number, forChange: boolean): DemoCart {
  const cart = state.carts.get(id);
  if (!cart) throw new HttpProblem(404, `There is no cart with id "${id}".`);
  if (now >= cart.expiresAt && cart.paidAt === undefined) throw new HttpProblem(410, CART_EXPIRED);
  if (forChange && cart.paidAt !== undefined) throw new HttpProblem(409, ALREADY_PAID);
  return cart;
}

/** The public JSON of a cart (CONTRACT §4): server-only fields stay behind. */
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
