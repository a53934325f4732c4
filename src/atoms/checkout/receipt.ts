/**
 * The receipt the thanks page shows: what was bought, what was paid, how, for whom and when. Kept
 * in memory only (it is personal data), built from the cart paid for as the server last answered
 * it and from what the checkout holds.
 */
import type { Address, Cart, GiftCard, OrderType, PaymentType } from '../../api/schemas';

/** A card as the provider described it after tokenizing. */
export interface CardSummary {
  /** e.g. `Visa`, `Mastercard`, `American Express`. */
  brand: string;
  lastFour: string;
}

/** Where and when a gift card by e-mail is sent (product-rules §15.2), as the server cart says. */
export interface ReceiptRecipient {
  name: string;
  email: string;
  /** The day it is sent, `YYYY-MM-DD` in Sydney time. */
  sendDate: string;
}

/** One line of the receipt. */
export interface ReceiptLine {
  label: string;
  amountInCents: number;
  /** A gift card by e-mail's recipient and send date (product-rules §15.2). */
  recipient?: ReceiptRecipient;
  /** On the first ticket line of a session: when it starts and ends, ISO 8601 (§5.5). */
  session?: { date: string; endDate: string };
}

/** A completed order, as the buyer's receipt shows it. */
export interface Receipt {
  /** The order's reference: the id of the cart paid for, as the server knows it. */
  reference: string;
  orderType: OrderType;
  lines: readonly ReceiptLine[];
  bookingFeeInCents: number;
  /** The order's total; gift cards and the rest together paid this. */
  totalInCents: number;
  /** How it was paid, in words: `Visa ending 1111`, `Gift card ending 0001 and PayPal`. */
  method: string;
  /** Where the confirmation goes. */
  email: string;
  /** When it was paid, ISO 8601. */
  paidAt: string;
  /** Where the gifts by post go (the shop's delivery address), when the order has any. */
  deliveryAddress?: Address;
}

const WALLET_NAMES: Partial<Record<PaymentType, string>> = {
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  payPal: 'PayPal',
};

/** The last four characters of a card number, for showing it masked. */
export const lastFourOf = (cardNumber: string): string => cardNumber.replace(/\s+/g, '').slice(-4);

/** How the order was paid, in words. */
export function describeMethod(
  paymentType: PaymentType,
  giftCards: readonly GiftCard[],
  card?: CardSummary,
): string {
  const parts = giftCards.map((giftCard) => `Gift card ending ${lastFourOf(giftCard.cardNumber)}`);
  const cardText = card ? `${card.brand} ending ${card.lastFour}` : undefined;
  const wallet = WALLET_NAMES[paymentType];
  if (wallet) parts.push(cardText ? `${wallet} (${cardText})` : wallet);
  else if (paymentType === 'braintree') parts.push(cardText ?? 'Card');
  else if (paymentType === 'free') parts.push('No payment needed');
  return parts.join(' and ');
}

/**
 * Every priced line of the cart: products (a gift card by e-mail with its recipient and send date,
 * product-rules §15.2), then each session's tickets, the first with the session's times.
 */
export function receiptLines(cart: Cart | null): ReceiptLine[] {
  if (!cart) return [];
  const products = cart.concessions.map((line): ReceiptLine => {
    const receiptLine: ReceiptLine = {
      label: `${line.name} × ${line.quantity}`,
      amountInCents: line.priceInCents * line.quantity,
    };
    if (line.recipient) receiptLine.recipient = { ...line.recipient };
    return receiptLine;
  });
  const tickets = cart.sessions.flatMap((session) =>
    session.tickets.map((ticket, index): ReceiptLine => ({
      label: `${session.filmTitle}: ${ticket.name} × ${ticket.quantity}`,
      amountInCents: ticket.priceInCents * ticket.quantity,
      ...(index === 0 ? { session: { date: session.date, endDate: session.endDate } } : {}),
    })),
  );
  return [...products, ...tickets];
}
