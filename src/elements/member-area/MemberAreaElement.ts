import { lazyElementTree } from '../../react/lazyElementTree';
import { cinemaElement } from '../cinemaElement';
import type { CinemaEventMap } from '../elementTypes';

/** The tag name of the member area. */
export const MEMBER_AREA_TAG = 'cinema-member-area';

/** The events `<cinema-member-area>` emits, by name (product-rules §3.1). */
export type MemberAreaEventMap = CinemaEventMap<
  'cinema-sign-in-required' | 'cinema-error' | 'cinema-analytics'
>;

/** The properties of `<cinema-member-area>`, each mirroring its attribute. */
export interface MemberAreaProperties {
  /** `data-cinema-id`: the cinema's id, sent when a card is activated. Required. */
  dataCinemaId: string | undefined;
  /** `data-recaptcha-key`: the reCAPTCHA v3 site key. Required. */
  dataRecaptchaKey: string | undefined;
  /** `api-base`: the cinema API's base, a path or an http(s) URL. Default `/api/`. */
  apiBase: string | undefined;
  /** `time-zone`: the cinema's IANA time zone; every date and time is in it. Default `Australia/Sydney`. */
  timeZone: string | undefined;
  /** `sign-in-url`: the cinema's sign-in page, linked when nobody is signed in. */
  signInUrl: string | undefined;
}

/**
 * A member's own corner of the cinema's site (product-rules §10). Signed in: details (view and
 * edit), activity, bookings, vouchers with their barcodes, newsletters, passkeys, membership and
 * the wallet passes. Signed out: a sign-in link, verifying an e-mail address and activating a
 * membership card.
 *
 * @tag cinema-member-area
 * @summary The member's account: details, activity, bookings, vouchers, newsletters, passkeys.
 *
 * @attr data-cinema-id - The cinema's id, sent when a membership card is activated. Required.
 * @attr data-recaptcha-key - reCAPTCHA v3 site key for the bot check. Required.
 * @attr api-base - Base URL of the cinema API: a path or an http(s) URL. Default `/api/`.
 * @attr time-zone - The cinema's IANA time zone, e.g. `Australia/Perth`: every date, time and "today" is computed in it. Default `Australia/Sydney`.
 * @attr analytics - `datalayer` pushes the funnel's GA4 e-commerce events to `window.dataLayer`, for every element of the page (README "Analytics"). Optional.
 * @attr sign-in-url - The cinema's sign-in page, linked for a visitor who is not signed in.
 *
 * @event cinema-sign-in-required - Nobody is signed in (`GET member` answered 401); `detail: {}`.
 * @event cinema-error - Something failed or is misconfigured; `detail: { message }`.
 * @event cinema-analytics - A funnel step (its Membership section's view_item_list, select_item, begin_checkout, add_payment_info, purchase, sign_up); `detail: { name, params }`, never personal data.
 *
 * @slot membership-options - Where the member's renewal and upgrade options go (a later release).
 *
 * @csspart base - The member area's outer box.
 * @csspart config-error - The message shown when an attribute is missing or invalid.
 * @csspart button - Every button, primary or not.
 * @csspart button-primary - The step's main action (also `button`), e.g. 'Save', 'Edit', 'Sign in'.
 * @csspart input - Text inputs, selects, text areas and checkboxes.
 * @csspart label - The labels of the inputs.
 * @csspart heading - Headings.
 * @csspart card - Raised boxes: the signed-out cards, vouchers, the order summary of a renewal.
 * @csspart total - The order summary's total of a renewal or upgrade.
 * @csspart error - An error message: a field's, an alert, the error summary, the configuration message.
 * @csspart notice - A saved change or a sent e-mail (polite).
 *
 * @cssproperty --cinema-color-bg - Background.
 * @cssproperty --cinema-color-surface - Background of raised areas and inputs.
 * @cssproperty --cinema-color-text - Body text.
 * @cssproperty --cinema-color-accent - Buttons, the selected tab.
 * @cssproperty --cinema-color-border - Borders.
 * @cssproperty --cinema-color-focus - Focus ring.
 * @cssproperty --cinema-color-error - Error text.
 */
export class MemberAreaElement extends cinemaElement<MemberAreaEventMap, MemberAreaProperties>(
  // The member area's own tree loads the first time a <cinema-member-area> renders, with the
  // sign-in view's code when the loader already knows the visitor is signed out.
  lazyElementTree(
    () =>
      import('../../react/member-area/MemberArea').then(async ({ MemberArea, signedOutHere }) => {
        await signedOutHere();
        return MemberArea;
      }),
    'Loading your account',
  ),
  ['dataCinemaId', 'dataRecaptchaKey', 'apiBase', 'signInUrl', 'timeZone'],
) {}

declare global {
  interface HTMLElementTagNameMap {
    'cinema-member-area': MemberAreaElement;
  }
}
