/**
 * GA4's items and totals (product-rules §15.3): a product as an item, a session's ticket type as
 * one, and a list of items with its worth. Products, prices and ids only: never a person.
 */
import type { AnalyticsItem, AnalyticsItemCategory, AnalyticsParams } from './analyticsTypes';

/** Cents as GA4's dollars: `1250` → `12.5`. */
export const dollars = (cents: number): number => cents / 100;

/** `items` with their total, as GA4's e-commerce events carry them. */
export function withValue(items: AnalyticsItem[]): AnalyticsParams {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return { currency: 'AUD', value: dollars(cents), items };
}

/** A product as an item of `category`: its id, name and price; one unless `quantity` says more. */
export const itemOf = (
  product: { id: string; name: string; priceInCents: number },
  category: AnalyticsItemCategory,
  quantity = 1,
): AnalyticsItem => ({
  item_id: product.id,
  item_name: product.name,
  item_category: category,
  price: dollars(product.priceInCents),
  quantity,
});

/** A session's ticket type as an item: `<session>/<ticket>`, named '<film>: <ticket>' (§15.3). */
export const ticketItem = (
  session: { id: string; filmTitle: string },
  ticket: { id: string; name: string; priceInCents: number },
  quantity: number,
): AnalyticsItem =>
  itemOf(
    {
      id: `${session.id}/${ticket.id}`,
      name: `${session.filmTitle}: ${ticket.name}`,
      priceInCents: ticket.priceInCents,
    },
    'Ticket',
    quantity,
  );
