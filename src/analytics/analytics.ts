/**
 * The funnel as the cinema's marketing team sees it (product-rules §15.3): every element reports
 * its steps as one bubbling, composed `cinema-analytics` event (`{ name, params }`), and, when the
 * page opts in with `analytics="datalayer"` on any element, as Google Analytics 4's recommended
 * e-commerce events in `window.dataLayer`, each after `{ ecommerce: null }`. Nothing is sent
 * anywhere by us: what the page does with the events is the page's (and its consent's) business.
 *
 * Only products, prices and ids go in: never a name, e-mail, address, recipient or message.
 */
import { emit } from '../events/events';
import type {
  AnalyticsEventName,
  AnalyticsItem,
  AnalyticsItemCategory,
  AnalyticsParams,
} from './analyticsTypes';

export type * from './analyticsTypes';

/** The `analytics` attribute's value that turns the data layer on (product-rules §15.3). */
export const DATA_LAYER = 'datalayer';

/** Set once any element of the page has asked for the data layer: then it is on for all. */
let pageOptedIn = false;

/** Whether the page opted in: this element, or any element of the page, has `analytics="datalayer"`. */
function dataLayerOn(host: Element): boolean {
  pageOptedIn ||=
    host.getAttribute('analytics') === DATA_LAYER ||
    document.querySelector(`[analytics="${DATA_LAYER}"]`) !== null;
  return pageOptedIn;
}

/** Cents as GA4's dollars: `1250` → `12.5`. */
export const dollars = (cents: number): number => cents / 100;

/**
 * Report the funnel step `name` from `host`: the `cinema-analytics` event always, the data layer
 * when the page opted in. Never throws into the element: a data layer the page broke is skipped.
 */
export function track(host: Element | null, name: AnalyticsEventName, params: AnalyticsParams) {
  if (!host) return;
  emit(host, 'cinema-analytics', { name, params });
  if (!dataLayerOn(host)) return;
  try {
    const page = window as { dataLayer?: unknown[] };
    const layer = (page.dataLayer ??= []);
    layer.push({ ecommerce: null });
    layer.push({ event: name, ecommerce: params });
  } catch {
    // A page whose dataLayer is not an array (or throws) keeps its own; the element goes on.
  }
}

/** `items` with their total, as GA4's e-commerce events carry them. */
export function withValue(items: AnalyticsItem[]): AnalyticsParams {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return { currency: 'AUD', value: dollars(cents), items };
}

/** Forget the page's opt-in (tests only: each test is a page of its own). */
export function resetAnalyticsForTests(): void {
  pageOptedIn = false;
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
