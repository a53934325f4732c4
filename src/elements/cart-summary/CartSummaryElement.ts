import { lazyElementTree } from '../../react/lazyElementTree';
import { cinemaElement } from '../cinemaElement';
import type { CinemaEventMap } from '../elementTypes';

/** The tag name of the cart summary. */
export const CART_SUMMARY_TAG = 'cinema-cart-summary';

/** The events `<cinema-cart-summary>` emits, by name (product-rules §3.1). */
export type CartSummaryEventMap = CinemaEventMap<'cinema-error' | 'cinema-analytics'>;

/**
 * The properties of `<cinema-cart-summary>`, each mirroring its attribute: setting one sets the
 * attribute, `undefined` removes it, and the element re-renders.
 */
export interface CartSummaryProperties {
  /** `api-base`: the cinema API's base, a path or an http(s) URL. Default `/api/`. */
  apiBase: string | undefined;
  /** `time-zone`: the cinema's IANA time zone; every date and time is in it. Default `Australia/Sydney`. */
  timeZone: string | undefined;
  /** `href`: the cart page. Without it the summary takes the buyer to the page's shop. */
  href: string | undefined;
}

/**
 * A small live view of the page's one cart (product-rules §5.7): the number of items and their
 * total, as a link to the cart page, or a button that scrolls to and focuses the page's
 * `<cinema-shop-cart>`. Count changes are announced politely; it never takes focus by itself.
 *
 * @tag cinema-cart-summary
 * @summary The page's cart at a glance: items and total.
 *
 * @attr api-base - Base URL of the cinema API: a path or an http(s) URL. Default `/api/`.
 * @attr time-zone - The cinema's IANA time zone, e.g. `Australia/Perth`: every date, time and "today" is computed in it. Default `Australia/Sydney`.
 * @attr analytics - `datalayer` pushes the funnel's GA4 e-commerce events to `window.dataLayer`, for every element of the page (README "Analytics"). Optional.
 * @attr href - The cart page, e.g. `/cart`. Without it, a button to the page's `cinema-shop-cart`.
 *
 * @event cinema-error - An attribute is missing or invalid; `detail: { message }`.
 * @event cinema-analytics - A funnel step (view_cart when the buyer opens the cart from it); `detail: { name, params }`, never personal data.
 *
 * @csspart base - The summary's outer box.
 * @csspart config-error - The message shown when an attribute is invalid.
 * @csspart button - Every button, primary or not.
 * @csspart total - The cart's total in the pill.
 * @csspart error - An error message: a field's, an alert, the error summary, the configuration message.
 *
 * @cssproperty --cinema-color-surface - Background of the pill.
 * @cssproperty --cinema-color-border - Its border.
 * @cssproperty --cinema-color-accent - The count badge, and the border on hover.
 * @cssproperty --cinema-color-accent-text - The count on the badge.
 * @cssproperty --cinema-color-focus - Focus ring.
 */
export class CartSummaryElement extends cinemaElement<CartSummaryEventMap, CartSummaryProperties>(
  // The summary's own tree loads the first time a <cinema-cart-summary> renders.
  lazyElementTree(
    () => import('../../react/cart-summary/CartSummary').then((module) => module.CartSummary),
    'Loading the cart summary',
  ),
  ['apiBase', 'href', 'timeZone'],
) {}

declare global {
  interface HTMLElementTagNameMap {
    'cinema-cart-summary': CartSummaryElement;
  }
}
