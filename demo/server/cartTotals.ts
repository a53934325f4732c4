/**
 * Cart arithmetic, in whole cents.
 *
 * - Booking fee: $1.50 per admission, i.e. per unit of a festival or multi-film pass and per ticket
 *   (a 2-ticket line costs $3.00 in fees). Gifts and memberships carry no booking fee.
 * - `totalInCents` is every line's price × quantity plus the booking fee.
 * - Gift cards pay first; the balance is what is left for another method, never below 0.
 * - PayPal adds $0.25 per admission on top (product-rules §7.1's PayPal notice), only when
 *   something is left to pay.
 */
import type { DemoCart } from './DemoState';

/** Booking fee per admission (pass or ticket), in cents. */
export const BOOKING_FEE_PER_ADMISSION_IN_CENTS = 150;
/** PayPal surcharge per admission, in cents (product-rules §7.1). */
export const PAYPAL_SURCHARGE_PER_ADMISSION_IN_CENTS = 25;

/** The money of one cart. */
export interface CartTotals {
  /** Passes plus tickets, counted by quantity. */
  admissions: number;
  bookingFeeInCents: number;
  totalInCents: number;
  /** What the applied gift cards cover (at most the total). */
  giftCardsInCents: number;
  /** What is left for a card or wallet. */
  balanceInCents: number;
  /** What PayPal would charge: the balance plus its surcharge, 0 when nothing is left. */
  payPalBalanceInCents: number;
}

/** Work out the totals of `cart`. */
export function cartTotals(cart: DemoCart): CartTotals {
  let lines = 0;
  let admissions = 0;
  for (const line of cart.concessions) {
    lines += line.priceInCents * line.quantity;
    if (line.kind === 'pass') admissions += line.quantity;
  }
  for (const session of cart.sessions) {
    for (const ticket of session.tickets) {
      lines += ticket.priceInCents * ticket.quantity;
      admissions += ticket.quantity;
    }
  }
  const bookingFeeInCents = admissions * BOOKING_FEE_PER_ADMISSION_IN_CENTS;
  const totalInCents = lines + bookingFeeInCents;
  const applied = cart.giftCards.reduce((sum, card) => sum + card.amountInCents, 0);
  const giftCardsInCents = Math.min(applied, totalInCents);
  const balanceInCents = Math.max(0, totalInCents - applied);
  const payPalBalanceInCents =
    balanceInCents === 0
      ? 0
      : balanceInCents + admissions * PAYPAL_SURCHARGE_PER_ADMISSION_IN_CENTS;
  return {
    admissions,
    bookingFeeInCents,
    totalInCents,
    giftCardsInCents,
    balanceInCents,
    payPalBalanceInCents,
  };
}

/** True when `cart` has nothing in it. */
export function isEmptyCart(cart: DemoCart): boolean {
  return cart.concessions.length === 0 && cart.sessions.length === 0;
}
