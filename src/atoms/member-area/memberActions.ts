/**
 * What the member area does with the API (product-rules §10), as the React layer needs it: each
 * read resolves to data or throws for the view to say it failed; each change takes a fresh
 * bot-check token where product-rules §13 names an action, and resolves to `{ ok }` or the message
 * to show (the server's detail, or the given default), never throwing.
 */
import {
  activateMember,
  addVoucher,
  memberActivity,
  memberBookings,
  memberDetails,
  memberSubscriptions,
  memberVouchers,
  updateMemberDetails,
  updateMemberSubscriptions,
  verifyEmail,
} from '../../api/member';
import type { Http } from '../../api/http';
import { deletePasskey, passkeys } from '../../api/passkeys';
import type {
  Booking,
  MemberActivation,
  MemberDetails,
  MemberDetailsUpdate,
  MemberSubscription,
  Voucher,
} from '../../api/schemas';
import { botCheckToken } from '../../botcheck/botCheckToken';
import { detailOr, isBotCheckError } from '../../errors/errors';
import { withLeftOut } from '../../config/leftOut';

/** How a change ended: what the server answered, or the message to show. */
export type ActionResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

/** What every call needs. */
export interface MemberCallContext {
  http: Http;
  recaptchaKey: string;
}

const failure = (error: unknown, fallback: string): { ok: false; message: string } => ({
  ok: false,
  message: isBotCheckError(error) ? error.message : detailOr(error, fallback),
});

export { whoIsSignedIn } from '../signedIn';

/** The reads, each aborted with the view that asked. */
export const memberReads = {
  details: (http: Http, signal: AbortSignal) => memberDetails(http, { signal }),
  activity: (http: Http, signal: AbortSignal) => memberActivity(http, { signal }),
  vouchers: (http: Http, signal: AbortSignal) => memberVouchers(http, { signal }),
  subscriptions: (http: Http, signal: AbortSignal) => memberSubscriptions(http, { signal }),
  passkeys: (http: Http, signal: AbortSignal) => passkeys(http, { signal }),
  /**
   * Bookings split at `now` (product-rules §10.2): upcoming (not yet over) soonest first, so the
   * next one leads, and past newest first.
   */
  bookings: async (http: Http, signal: AbortSignal, now = Date.now()) => {
    const list = await memberBookings(http, { signal });
    if (!list) return undefined;
    const sorted = [...list].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    const upcoming: Booking[] = sorted
      .filter((booking) => Date.parse(booking.endDate) >= now)
      .reverse();
    const past: Booking[] = sorted.filter((booking) => Date.parse(booking.endDate) < now);
    // What the list left out, for the admin's line (product-rules §14).
    return withLeftOut(list, { upcoming, past });
  },
};

/** Save the member's details (action `memberDetails`). */
export async function saveDetails(
  { http, recaptchaKey }: MemberCallContext,
  details: Omit<MemberDetailsUpdate, 'recaptchaToken'>,
  fallback: string,
): Promise<ActionResult<MemberDetails>> {
  try {
    const recaptchaToken = await botCheckToken(recaptchaKey, 'memberDetails');
    const saved = await updateMemberDetails(http, { ...details, recaptchaToken });
    return saved ? { ok: true, value: saved } : { ok: false, message: fallback };
  } catch (error) {
    return failure(error, fallback);
  }
}

/** Add a voucher by barcode (action `voucher`); the answer is the new list. */
export async function addVoucherByBarcode(
  { http, recaptchaKey }: MemberCallContext,
  barcode: string,
  fallback: string,
): Promise<ActionResult<Voucher[]>> {
  try {
    const recaptchaToken = await botCheckToken(recaptchaKey, 'voucher');
    const vouchers = await addVoucher(http, { barcode, recaptchaToken });
    return vouchers ? { ok: true, value: vouchers } : { ok: false, message: fallback };
  } catch (error) {
    return failure(error, fallback);
  }
}

/** Save the newsletter choices; a failure is `false` (product-rules §9.3), said with `fallback`. */
export async function saveSubscriptions(
  { http }: MemberCallContext,
  choices: readonly MemberSubscription[],
  fallback: string,
): Promise<ActionResult> {
  const saved = await updateMemberSubscriptions(http, {
    subscriptions: choices.map(({ typeId, subscribed }) => ({ typeId, subscribed })),
  }).catch(() => false);
  return saved ? { ok: true, value: undefined } : { ok: false, message: fallback };
}

/** Delete a passkey; a failure is `false` (product-rules §9.3), said with `fallback`. */
export async function removePasskey(
  { http }: MemberCallContext,
  passkeyId: string,
  fallback: string,
): Promise<ActionResult> {
  const deleted = await deletePasskey(http, passkeyId);
  return deleted ? { ok: true, value: undefined } : { ok: false, message: fallback };
}

/** Ask for a verification e-mail (action `verifyEmail`); success only on a 200. */
export async function sendVerification(
  { http, recaptchaKey }: MemberCallContext,
  email: string,
  fallback: string,
): Promise<ActionResult> {
  try {
    const recaptchaToken = await botCheckToken(recaptchaKey, 'verifyEmail');
    const sent = await verifyEmail(http, { email, recaptchaToken });
    return sent ? { ok: true, value: undefined } : { ok: false, message: fallback };
  } catch (error) {
    return failure(error, fallback);
  }
}

/** Activate a membership card (action `activate`). */
export async function activateCard(
  { http, recaptchaKey }: MemberCallContext,
  activation: Omit<MemberActivation, 'recaptchaToken'>,
  fallback: string,
): Promise<ActionResult> {
  try {
    const recaptchaToken = await botCheckToken(recaptchaKey, 'activate');
    const activated = await activateMember(http, { ...activation, recaptchaToken });
    return activated ? { ok: true, value: undefined } : { ok: false, message: fallback };
  } catch (error) {
    return failure(error, fallback);
  }
}
