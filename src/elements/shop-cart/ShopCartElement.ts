import type { Cart } from '../../api/schemas';
import { lazyElementTree } from '../../react/lazyElementTree';
import { cinemaElement } from '../cinemaElement';
import type { CinemaEventMap } from '../elementTypes';

/** The tag name of the shop. */
export const SHOP_CART_TAG = 'cinema-shop-cart';

/** The events `<cinema-shop-cart>` emits, by name (product-rules §3.1). */
export type ShopCartEventMap = CinemaEventMap<
  | 'cinema-page-change'
  | 'cinema-payment-captured'
  | 'cinema-error'
  | 'cinema-cart-change'
  | 'cinema-cart-expired'
  | 'cinema-analytics'
>;

/** The properties of `<cinema-shop-cart>`, each mirroring its attribute. */
export interface ShopCartProperties {
  /** `data-cinema-id`: the cinema's id, sent with every order. Required. */
  dataCinemaId: string | undefined;
  /** `data-recaptcha-key`: the reCAPTCHA v3 site key. Required. */
  dataRecaptchaKey: string | undefined;
  /** `api-base`: the cinema API's base, a path or an http(s) URL. Default `/api/`. */
  apiBase: string | undefined;
  /** `time-zone`: the cinema's IANA time zone; every date and time is in it. Default `Australia/Sydney`. */
  timeZone: string | undefined;
  /** `terms-url`: the cinema's terms-of-use page. Default `/terms-of-use` on the API's site. */
  termsUrl: string | undefined;
}

/** What a host page's seat map hands `addTickets()` (product-rules §5.5). */
export interface TicketOrder {
  /** The session (screening) the tickets are for. */
  sessionId: string;
  /** Ticket types and how many of each, e.g. `[{ id: 'adult', quantity: 2 }]`. */
  tickets: ReadonlyArray<{ id: string; quantity: number }>;
  /** The seats chosen, one per ticket, e.g. `['F7', 'F8']`. */
  seats?: readonly string[];
}

/**
 * The shop (product-rules §2.2, §5): gift cards by e-mail and gifts by post, the page's one cart
 * (with any session tickets the host page added through `addTickets()`), and its checkout: details,
 * payment, thanks. Every shop and cart summary on the page shows the same cart, live, and so do
 * other tabs.
 *
 * @tag cinema-shop-cart
 * @summary The shop, the page's cart and its checkout.
 *
 * @attr data-cinema-id - The cinema's id, sent with every order. Required.
 * @attr data-recaptcha-key - reCAPTCHA v3 site key for the bot check. Required.
 * @attr api-base - Base URL of the cinema API: a path or an http(s) URL. Default `/api/`.
 * @attr time-zone - The cinema's IANA time zone, e.g. `Australia/Perth`: every date, time and "today" is computed in it. Default `Australia/Sydney`.
 * @attr terms-url - The cinema's terms-of-use page, linked from the terms: a path or an http(s) URL. Default `/terms-of-use` on the site of `api-base`.
 * @attr analytics - `datalayer` pushes the funnel's GA4 e-commerce events to `window.dataLayer`, for every element of the page (README "Analytics"). Optional.
 *
 * @event cinema-page-change - The shop moved to another page; `detail: { page }`.
 * @event cinema-payment-captured - Payment went through; `detail: { orderType, paymentType }`.
 * @event cinema-error - Something failed or is misconfigured; `detail: { message }`.
 * @event cinema-cart-change - The page's cart changed; `detail: { items }`.
 * @event cinema-cart-expired - The server cart expired; `detail: { cartId }`.
 * @event cinema-analytics - A funnel step (view_item_list, add_to_cart, remove_from_cart, begin_checkout, add_payment_info, purchase); `detail: { name, params }`, never personal data.
 *
 * @slot card-number - Filled by the payment provider: the hosted card-number field (never page content).
 * @slot card-name - Filled by the payment provider: the hosted name-on-card field.
 * @slot card-expiry - Filled by the payment provider: the hosted expiry (MM/YYYY) field.
 * @slot card-cvv - Filled by the payment provider: the hosted security-code field.
 * @slot google-pay - Filled by the payment provider: the Google Pay button.
 * @slot paypal-button - Filled by the payment provider: the PayPal button.
 *
 * @csspart base - The shop's outer box.
 * @csspart config-error - The message shown when an attribute is missing or invalid.
 * @csspart button - Every button, primary or not.
 * @csspart button-primary - The step's main action (also `button`), e.g. 'Add to cart', 'Checkout', 'Process Payment'.
 * @csspart input - Text inputs, selects, text areas and checkboxes.
 * @csspart label - The labels of the inputs (the card fields' too).
 * @csspart heading - Headings.
 * @csspart card - Raised boxes: each product, the cart, the order aside and summary, the thanks page.
 * @csspart total - The cart's total, the order aside's and summary's total, the amount to pay.
 * @csspart error - An error message: a field's, an alert, the error summary, the configuration message.
 * @csspart notice - A polite notice on the payment page.
 *
 * @cssproperty --cinema-color-bg - Background.
 * @cssproperty --cinema-color-surface - Background of product cards, the cart and inputs.
 * @cssproperty --cinema-color-text - Body text.
 * @cssproperty --cinema-color-muted - Secondary text.
 * @cssproperty --cinema-color-accent - Buttons and highlights.
 * @cssproperty --cinema-color-accent-text - Text on the accent colour.
 * @cssproperty --cinema-color-border - Borders of cards and inputs.
 * @cssproperty --cinema-color-focus - Focus ring.
 * @cssproperty --cinema-color-error - Error text, and the time left in its last minute.
 * @cssproperty --cinema-radius - Corner radius.
 */
export class ShopCartElement extends cinemaElement<ShopCartEventMap, ShopCartProperties>(
  // The shop's own tree loads the first time a <cinema-shop-cart> renders, with its pictures.
  lazyElementTree(
    () =>
      import('../../react/shop-cart/ShopCart').then(async ({ ShopCart, artHere }) => {
        await artHere;
        return ShopCart;
      }),
    'Loading the shop',
  ),
  ['dataCinemaId', 'dataRecaptchaKey', 'apiBase', 'timeZone', 'termsUrl'],
) {
  /**
   * Add session tickets to the page's cart (product-rules §5.5), as a cinema's seat map would:
   * creates the server cart when there is none, then orders the tickets. Resolves with the server
   * cart; rejects with an `Error` whose message is the server's detail or 'Failed to update ticket
   * order', which the element shows too.
   *
   * @example
   * await document.querySelector('cinema-shop-cart').addTickets({
   *   sessionId: 'S-1001', tickets: [{ id: 'adult', quantity: 2 }], seats: ['F7', 'F8'],
   * });
   */
  addTickets(order: TicketOrder): Promise<Cart> {
    return import('./addTicketsFrom').then(({ addTicketsFrom }) => addTicketsFrom(this, order));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cinema-shop-cart': ShopCartElement;
  }
}
