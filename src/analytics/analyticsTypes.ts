/**
 * The shapes of the funnel's events (product-rules §15.3), apart from the code that sends them so
 * the events' own types (src/events/events.ts) can name them without importing that code.
 */

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
