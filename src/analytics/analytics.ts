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
import type { AnalyticsEventName, AnalyticsParams, AnalyticsStep } from './analyticsTypes';
import { itemOf, ticketItem, withValue } from './items';
import { firstReportOf, purchaseParams } from './purchase';

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

/** Forget the page's opt-in (tests only: each test is a page of its own). */
export function resetAnalyticsForTests(): void {
  pageOptedIn = false;
}

/** The steps that carry the cart's worth (`currency`, `value`); a list or a choice does not. */
const VALUED: ReadonlySet<AnalyticsEventName> = new Set([
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
]);

/** The step `name`'s raw facts as GA4's parameters, reported from `host` (report.ts). */
export function reportStep(host: Element, name: AnalyticsEventName, step: AnalyticsStep) {
  // A purchase: its own parameters, once per order whatever calls it again (purchase.ts).
  if (name === 'purchase') {
    const { paid } = step;
    if (paid && firstReportOf(paid.cart.id))
      track(host, name, purchaseParams(paid.cart, paid.orderType));
    return;
  }
  const { products = [], lines = [], sessions = [], list, payment_type, method } = step;
  const items = [
    ...products.map((product) => itemOf(product, product.category, product.quantity)),
    ...lines.map((line) =>
      itemOf(line, line.type === 'giftByPost' ? 'Gift by post' : 'Gift card', line.quantity),
    ),
    ...sessions.flatMap((session) =>
      session.tickets.map((ticket) => ticketItem(session, ticket, ticket.quantity)),
    ),
  ];
  const params: AnalyticsParams = VALUED.has(name) ? withValue(items) : {};
  if (items.length > 0) params.items = items;
  if (list) params.item_list_name = list;
  if (payment_type) params.payment_type = payment_type;
  if (method) params.method = method;
  track(host, name, params);
}
