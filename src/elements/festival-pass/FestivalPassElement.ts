import { lazyElementTree } from '../../react/lazyElementTree';
import { cinemaElement } from '../cinemaElement';
import type { CinemaEventMap } from '../elementTypes';

/** The events `<cinema-festival-pass>` emits, by name (product-rules §3.1). */
export type FestivalPassEventMap = CinemaEventMap<
  'cinema-page-change' | 'cinema-payment-captured' | 'cinema-error' | 'cinema-analytics'
>;

/**
 * The properties of `<cinema-festival-pass>`, each mirroring its attribute: setting one sets the
 * attribute, `undefined` removes it, and the element re-renders.
 */
export interface FestivalPassProperties {
  /** `data-cinema-id`: the cinema's id, sent with every order. Required. */
  dataCinemaId: string | undefined;
  /** `data-cinema-name`: the cinema's name, shown as the heading. Required. */
  dataCinemaName: string | undefined;
  /** `data-recaptcha-key`: the reCAPTCHA v3 site key. Required. */
  dataRecaptchaKey: string | undefined;
  /** `data-festival-id`: the festival's id, e.g. `jiff`; `RET` sells multi-film passes. Required. */
  dataFestivalId: string | undefined;
  /** `api-base`: the cinema API's base, a path or an http(s) URL. Default `/api/`. */
  apiBase: string | undefined;
  /** `time-zone`: the cinema's IANA time zone; every date and time is in it. Default `Australia/Sydney`. */
  timeZone: string | undefined;
  /** `terms-url`: the cinema's terms-of-use page. Default `/terms-of-use` on the API's site. */
  termsUrl: string | undefined;
}

/** The tag name of the festival-pass widget. */
export const FESTIVAL_PASS_TAG = 'cinema-festival-pass';

/**
 * Festival-pass purchase widget for one cinema and one festival (product-rules §6): checkout,
 * payment, thanks. Themed by the page root's class (`ritz`, `cameo`, `classic`, `lido`).
 *
 * @tag cinema-festival-pass
 * @summary Sells festival passes for one cinema and one festival.
 *
 * @attr data-cinema-id - The cinema's id, sent with every order. Required.
 * @attr data-cinema-name - The cinema's name, shown as the heading. Required.
 * @attr data-recaptcha-key - reCAPTCHA v3 site key for the bot check. Required.
 * @attr data-festival-id - The festival's id, e.g. `jiff`; `RET` sells multi-film passes. Required.
 * @attr api-base - Base URL of the cinema API: a path or an http(s) URL. Default `/api/`.
 * @attr time-zone - The cinema's IANA time zone, e.g. `Australia/Perth`: every date, time and "today" is computed in it. Default `Australia/Sydney`.
 * @attr terms-url - The cinema's terms-of-use page, linked from the terms: a path or an http(s) URL. Default `/terms-of-use` on the site of `api-base`.
 * @attr analytics - `datalayer` pushes the funnel's GA4 e-commerce events to `window.dataLayer`, for every element of the page (README "Analytics"). Optional.
 *
 * @event cinema-page-change - The widget moved to another page; `detail: { page }`.
 * @event cinema-payment-captured - Payment went through; `detail: { orderType, paymentType }`.
 * @event cinema-error - Something failed or is misconfigured; `detail: { message }`.
 * @event cinema-analytics - A funnel step (view_item_list, select_item, begin_checkout, add_payment_info, purchase); `detail: { name, params }`, never personal data.
 *
 * @slot card-number - Filled by the payment provider: the hosted card-number field (never page content).
 * @slot card-name - Filled by the payment provider: the hosted name-on-card field.
 * @slot card-expiry - Filled by the payment provider: the hosted expiry (MM/YYYY) field.
 * @slot card-cvv - Filled by the payment provider: the hosted security-code field.
 * @slot google-pay - Filled by the payment provider: the Google Pay button.
 * @slot paypal-button - Filled by the payment provider: the PayPal button.
 *
 * @csspart base - The widget's outer box.
 * @csspart config-error - The message shown when an attribute is missing or invalid.
 * @csspart button - Every button, primary or not.
 * @csspart button-primary - The step's main action (also `button`), e.g. 'Next', 'Process Payment'.
 * @csspart input - Text inputs, selects, text areas and checkboxes.
 * @csspart label - The labels of the inputs (the card fields' too).
 * @csspart heading - Headings.
 * @csspart card - Raised boxes: the order summary, the thanks page.
 * @csspart total - The amount to pay: the order summary's total, the amount above 'Process Payment'.
 * @csspart error - An error message: a field's, an alert, the error summary, the configuration message.
 * @csspart notice - A polite notice on the payment page (a PayPal note, an order that changed).
 *
 * @cssproperty --cinema-color-bg - Background.
 * @cssproperty --cinema-color-surface - Background of raised areas and inputs.
 * @cssproperty --cinema-color-text - Body text.
 * @cssproperty --cinema-color-muted - Secondary text.
 * @cssproperty --cinema-color-accent - Buttons and highlights.
 * @cssproperty --cinema-color-accent-text - Text on the accent colour.
 * @cssproperty --cinema-color-link - Links.
 * @cssproperty --cinema-color-border - Borders of inputs and cards.
 * @cssproperty --cinema-color-focus - Focus ring.
 * @cssproperty --cinema-color-error - Error text.
 * @cssproperty --cinema-color-success - Confirmation text.
 * @cssproperty --cinema-font-family - Body font.
 * @cssproperty --cinema-font-family-heading - Heading font.
 * @cssproperty --cinema-font-size - Base font size.
 * @cssproperty --cinema-radius - Corner radius.
 * @cssproperty --cinema-min-height - Minimum height of the widget, so the page does not jump.
 */
export class FestivalPassElement extends cinemaElement<
  FestivalPassEventMap,
  FestivalPassProperties
>(
  // The widget's own tree loads the first time a <cinema-festival-pass> renders.
  lazyElementTree(
    () => import('../../react/festival-pass/FestivalPass').then((module) => module.FestivalPass),
    'Loading the festival pass',
  ),
  [
    'dataCinemaId',
    'dataCinemaName',
    'dataRecaptchaKey',
    'dataFestivalId',
    'apiBase',
    'timeZone',
    'termsUrl',
  ],
) {}

declare global {
  interface HTMLElementTagNameMap {
    'cinema-festival-pass': FestivalPassElement;
  }
}
