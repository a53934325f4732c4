/**
 * The shapes of the funnel's events (product-rules §15.3), apart from the code that sends them so
 * the events' own types (src/events/events.ts) can name them without importing that code.
 */
import type { Cart, OrderType } from '../api/schemas';

/** The GA4 recommended events the elements report (product-rules §15.3). */
export type AnalyticsEventName =
  | 'view_item_list'
  | 'select_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase'
  | 'sign_up';

/** What an item is, as the report groups them (product-rules §15.3). */
export type AnalyticsItemCategory =
  'Festival pass' | 'Gift card' | 'Gift by post' | 'Membership' | 'Ticket';

/** One item of an event: a product, never a person (product-rules §15.3). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category: AnalyticsItemCategory;
  /** Dollars, e.g. `50` or `12.5`. */
  price: number;
  quantity: number;
}

/** An event's parameters: GA4's names; `value` in dollars, always with `currency: 'AUD'`. */
export interface AnalyticsParams {
  items?: AnalyticsItem[];
  item_list_name?: string;
  currency?: 'AUD';
  value?: number;
  transaction_id?: string;
  payment_type?: string;
  method?: 'newsletter' | 'membership';
}

/** A product as an element knows it, with what the report files it under (product-rules §15.3). */
export interface StepProduct {
  id: string;
  name: string;
  priceInCents: number;
  /** How many; 1 when left out. */
  quantity?: number;
  category: AnalyticsItemCategory;
}

/** A line of the shop's cart, as the shop keeps it; 1 of it when `quantity` is left out. */
export interface StepLine {
  id: string;
  name: string;
  type: string;
  priceInCents: number;
  quantity?: number;
}

/** A session with tickets, as the server cart has it: each ticket type becomes an item. */
export interface StepSession {
  id: string;
  filmTitle: string;
  tickets: ReadonlyArray<{ id: string; name: string; priceInCents: number; quantity: number }>;
}

/**
 * A funnel step's raw facts, as the element hands them to `report()` (report.ts): the analytics
 * code turns them into GA4's parameters.
 */
export interface AnalyticsStep {
  products?: readonly StepProduct[];
  /**
   * Lines of the shop's cart (or its catalogue): a gift card by e-mail or a gift by post each. Only
   * their product and price are read: a recipient never reaches a report (product-rules §15.2).
   */
  lines?: readonly StepLine[];
  sessions?: readonly StepSession[];
  /** The list the products were shown in (`item_list_name`). */
  list?: string;
  payment_type?: string;
  method?: 'newsletter' | 'membership';
  /** The order paid, for `purchase`: the cart as the buyer saw it, and what it was. */
  paid?: { cart: Cart; orderType: OrderType };
}
