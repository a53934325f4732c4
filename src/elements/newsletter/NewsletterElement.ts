import { lazyElementTree } from '../../react/lazyElementTree';
import { cinemaElement } from '../cinemaElement';
import type { CinemaEventMap } from '../elementTypes';

/** The tag name of the newsletter sign-up. */
export const NEWSLETTER_TAG = 'cinema-newsletter';

/** The events `<cinema-newsletter>` emits, by name (product-rules §3.1). */
export type NewsletterEventMap = CinemaEventMap<'cinema-error' | 'cinema-analytics'>;

/** The properties of `<cinema-newsletter>`, each mirroring its attribute. */
export interface NewsletterProperties {
  /** `data-recaptcha-key`: the reCAPTCHA v3 site key. Required. */
  dataRecaptchaKey: string | undefined;
  /** `api-base`: the cinema API's base, a path or an http(s) URL. Default `/api/`. */
  apiBase: string | undefined;
  /** `time-zone`: the cinema's IANA time zone; every date and time is in it. Default `Australia/Sydney`. */
  timeZone: string | undefined;
  /** `data-type-id`: a newsletter type such as `JIF`; without it, the cinema's own newsletter. */
  dataTypeId: string | undefined;
}

/**
 * Newsletter sign-up for visitors (product-rules §12.1): given names, surname and e-mail. Without
 * `data-type-id` it signs up to the cinema's newsletter (`POST member/subscribe-newsletter`);
 * with one it saves that subscription (`POST subscribe`).
 *
 * @tag cinema-newsletter
 * @summary A newsletter sign-up form.
 *
 * @attr data-recaptcha-key - reCAPTCHA v3 site key for the bot check. Required.
 * @attr api-base - Base URL of the cinema API: a path or an http(s) URL. Default `/api/`.
 * @attr time-zone - The cinema's IANA time zone, e.g. `Australia/Perth`: every date, time and "today" is computed in it. Default `Australia/Sydney`.
 * @attr analytics - `datalayer` pushes the funnel's GA4 e-commerce events to `window.dataLayer`, for every element of the page (README "Analytics"). Optional.
 * @attr data-type-id - A newsletter type, e.g. `JIF`. Without it, the cinema's own newsletter.
 *
 * @event cinema-error - The sign-up failed or an attribute is invalid; `detail: { message }`.
 * @event cinema-analytics - A funnel step (sign_up (`method: 'newsletter'`)); `detail: { name, params }`, never personal data.
 *
 * @csspart base - The form's outer box.
 * @csspart config-error - The message shown when an attribute is missing or invalid.
 * @csspart button - Every button, primary or not.
 * @csspart button-primary - The step's main action (also `button`), e.g. 'Sign up'.
 * @csspart input - Text inputs, selects, text areas and checkboxes.
 * @csspart label - The labels of the inputs.
 * @csspart heading - Headings.
 * @csspart error - An error message: a field's, an alert, the error summary, the configuration message.
 * @csspart notice - The confirmation (polite).
 *
 * @cssproperty --cinema-color-accent - The button.
 * @cssproperty --cinema-color-error - Error text.
 * @cssproperty --cinema-color-success - The confirmation.
 */
export class NewsletterElement extends cinemaElement<NewsletterEventMap, NewsletterProperties>(
  // The form's own tree loads the first time a <cinema-newsletter> renders.
  lazyElementTree(
    () => import('../../react/newsletter/Newsletter').then((module) => module.Newsletter),
    'Loading the newsletter sign-up',
  ),
  ['dataRecaptchaKey', 'apiBase', 'dataTypeId', 'timeZone'],
) {}

declare global {
  interface HTMLElementTagNameMap {
    'cinema-newsletter': NewsletterElement;
  }
}
