/**
 * The funnel's last step (product-rules §15.3): `purchase`, exactly once per order whatever the
 * double clicks, reloads or elements on the page: `transaction_id` is the cart id, `value` the
 * order's total in dollars. Loaded with the analytics code (analytics.ts reports it).
 */
import type { Cart, OrderType } from '../api/schemas';
import { storage } from '../storage/storage';
import type { AnalyticsItem, AnalyticsItemCategory, AnalyticsParams } from './analyticsTypes';
import { dollars, itemOf, ticketItem } from './items';

/** The carts already reported, kept a day so a reload or another tab does not report one again. */
export const REPORTED_PURCHASES_KEY = 'analytics/purchases';
const REPORTED_FOR_SECONDS = 24 * 60 * 60;
/** The most cart ids kept: enough for any visitor's day, never a growing list. */
const MOST_KEPT = 20;

/** The carts reported in this page (when storage is broken, the page still reports once). */
const reported = new Set<string>();

/** What a line of a paid cart is, by what was bought (product-rules §15.2, §15.3). */
function categoryOf(orderType: OrderType, hasRecipient: boolean): AnalyticsItemCategory {
  if (orderType === 'festivalPass') return 'Festival pass';
  if (orderType === 'registration' || orderType === 'renewal') return 'Membership';
  // A gift card by e-mail always has its recipient by checkout (§15.2); a gift by post never.
  return hasRecipient ? 'Gift card' : 'Gift by post';
}

/** Every line of `cart` as an item: its products, then each session's tickets. */
export function cartItems(cart: Cart, orderType: OrderType): AnalyticsItem[] {
  const products = cart.concessions.map((line) =>
    itemOf(line, categoryOf(orderType, line.recipient !== undefined), line.quantity),
  );
  const tickets = cart.sessions.flatMap((session) =>
    session.tickets.map((ticket) => ticketItem(session, ticket, ticket.quantity)),
  );
  return [...products, ...tickets];
}

/**
 * Whether the order `cartId` is reported for the first time: then it is remembered (in this page,
 * and for a day in storage, so a reload or another tab does not report it again).
 */
export function firstReportOf(cartId: string): boolean {
  if (reported.has(cartId)) return false;
  reported.add(cartId);
  const before = storage.get<unknown>(REPORTED_PURCHASES_KEY);
  const ids = Array.isArray(before) ? before.filter((id) => typeof id === 'string') : [];
  if (ids.includes(cartId)) return false;
  storage.set(REPORTED_PURCHASES_KEY, [...ids, cartId].slice(-MOST_KEPT), REPORTED_FOR_SECONDS);
  return true;
}

/** The paid `cart` as `purchase`'s parameters: the cart id, its total in dollars, its items. */
export const purchaseParams = (cart: Cart, orderType: OrderType): AnalyticsParams => ({
  transaction_id: cart.id,
  currency: 'AUD',
  value: dollars(cart.totalInCents),
  items: cartItems(cart, orderType),
});

/** Forget what this page reported (tests only). */
export function resetPurchasesForTests(): void {
  reported.clear();
}
