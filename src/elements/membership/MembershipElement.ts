import { lazyElementTree } from '../../react/lazyElementTree';
import { cinemaElement } from '../cinemaElement';
import type { CinemaEventMap } from '../elementTypes';

/** The tag name of the membership sale. */
export const MEMBERSHIP_TAG = 'cinema-membership';

/** The events `<cinema-membership>` emits, by name (product-rules §3.1). */
export type MembershipEventMap = CinemaEventMap<
  'cinema-page-change' | 'cinema-payment-captured' | 'cinema-error' | 'cinema-analytics'
>;

/** The properties of `<cinema-membership>`, each mirroring its attribute. */
export interface MembershipProperties {
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
  /** `data-cinema-name`: optional; the cinema's name, in the welcome and on the payment page. */
  dataCinemaName: string | undefined;
}

/**
 * Membership sales (product-rules §11): new memberships for visitors, renewals and upgrades for a
 * signed-in member, as cards; the applicant's details; a free membership completes from 'Join',
 * a paid one on the shared payment page; then a welcome.
 *
 * @tag cinema-membership
 * @summary Sells memberships: new, renewal and upgrade, free and paid.
 *
 * @attr data-cinema-id - The cinema's id, sent with every order. Required.
 * @attr data-recaptcha-key - reCAPTCHA v3 site key for the bot check. Required.
 * @attr api-base - Base URL of the cinema API: a path or an http(s) URL. Default `/api/`.
 * @attr time-zone - The cinema's IANA time zone, e.g. `Australia/Perth`: every date, time and "today" is computed in it. Default `Australia/Sydney`.
 * @attr terms-url - The cinema's terms-of-use page, linked from the terms: a path or an http(s) URL. Default `/terms-of-use` on the site of `api-base`.
 * @attr analytics - `datalayer` pushes the funnel's GA4 e-commerce events to `window.dataLayer`, for every element of the page (README "Analytics"). Optional.
 * @attr data-cinema-name - Optional: the cinema's name, in the welcome and on the payment page.
 *
 * @event cinema-page-change - Moved to another page (`options`, `checkout`, `payment`, `thanks`); `detail: { page }`.
 * @event cinema-payment-captured - The membership is paid for (or joined, free); `detail: { orderType, paymentType }`.
 * @event cinema-error - Something failed or is misconfigured; `detail: { message }`.
 * @event cinema-analytics - A funnel step (view_item_list, select_item, begin_checkout, add_payment_info, purchase, sign_up); `detail: { name, params }`, never personal data.
 *
 * @slot card-number - Filled by the payment provider: the hosted card-number field (never page content).
 * @slot card-name - Filled by the payment provider: the hosted name-on-card field.
 * @slot card-expiry - Filled by the payment provider: the hosted expiry (MM/YYYY) field.
 * @slot card-cvv - Filled by the payment provider: the hosted security-code field.
 * @slot google-pay - Filled by the payment provider: the Google Pay button.
 * @slot paypal-button - Filled by the payment provider: the PayPal button.
 *
 * @csspart base - The element's outer box.
 * @csspart config-error - The message shown when an attribute is missing or invalid.
 * @csspart button - Every button, primary or not.
 * @csspart button-primary - The step's main action (also `button`), e.g. 'Join', 'Next', 'Process Payment'.
 * @csspart input - Text inputs, selects, text areas and checkboxes.
 * @csspart label - The labels of the inputs (the card fields' too).
 * @csspart heading - Headings.
 * @csspart card - Raised boxes: each membership option, the order summary, the thanks page.
 * @csspart total - The order summary's total, the amount to pay.
 * @csspart error - An error message: a field's, an alert, the error summary, the configuration message.
 * @csspart notice - A polite notice on the payment page.
 *
 * @cssproperty --cinema-color-surface - Background of the cards and inputs.
 * @cssproperty --cinema-color-accent - Buttons and the cards' top edge.
 * @cssproperty --cinema-color-border - Borders of cards and inputs.
 * @cssproperty --cinema-color-focus - Focus ring.
 * @cssproperty --cinema-color-error - Error text.
 * @cssproperty --cinema-radius - Corner radius.
 */
export class MembershipElement extends cinemaElement<MembershipEventMap, MembershipProperties>(
  // The sale's own tree loads the first time a <cinema-membership> renders.
  lazyElementTree(
    () => import('../../react/membership/Membership').then((module) => module.Membership),
    'Loading the memberships',
  ),
  ['dataCinemaId', 'dataRecaptchaKey', 'apiBase', 'dataCinemaName', 'timeZone', 'termsUrl'],
) {}

declare global {
  interface HTMLElementTagNameMap {
    'cinema-membership': MembershipElement;
  }
}
