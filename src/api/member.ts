/**
 * Member-area calls (openapi.yaml, the `member…` operations), all riding on the cinema's session
 * cookie.
 *
 * Personal data on a shared computer: `GET member` is asked of the server once per page (kept in
 * memory for {@link MEMBER_TTL_SECONDS}, one request for every element of the page) and its
 * answer decides whose caches may be read — a 401 or another member's id drops the previous
 * member's caches first. Activity, bookings and vouchers are cached 300 s per member id
 * (product-rules §4.3); a change we make ourselves refreshes or drops the copy it makes stale.
 */
import {
  ActivityList,
  BookingList,
  Member,
  MemberDetails,
  MemberActivation,
  MemberDetailsUpdate,
  MemberSubscriptionList,
  MemberSubscriptionsUpdate,
  NewsletterSignup,
  VerifyEmail,
  VoucherAdd,
  VoucherList,
} from './schemas';
import type { Activity, Booking, MemberSubscription, Voucher } from './schemas';
import {
  CACHE_TTL_SECONDS,
  MEMBER_TTL_SECONDS,
  cached,
  invalidate,
  onClearAfterPayment,
  setCachedMember,
  writeCache,
} from './cache';
import { isApiError } from '../errors/errors';
import { pageReturns } from './pageReturns';
import type { Http } from './http';
import { postCall, request, requestOutcome } from './request';
import type { CachedCallOptions, CallOptions } from './request';

// A payment (a renewal, an upgrade) can change the member: what was known before it is stale.
let payments = 0;
onClearAfterPayment(() => {
  payments += 1;
});

/**
 * The round an answer belongs to: it holds until a payment on the page, the host's
 * `clearPersonalData()` (product-rules §4.4) or the page coming back into view.
 */
export const roundOf = (http: Http): string =>
  `${payments}:${http.storage.personalDataClears}:${pageReturns()}`;

async function askWhoIsSignedIn(http: Http): Promise<Member | undefined> {
  try {
    const answer = await request(http, { method: 'get', path: 'member' }, Member);
    if (answer) setCachedMember(http, answer.id);
    return answer;
  } catch (error) {
    if (isApiError(error) && error.status === 401) setCachedMember(http, null);
    throw error;
  }
}

/**
 * `promise`, or undefined as soon as `signal` aborts, as every cancelled call answers
 * (request.ts); the promise itself goes on for the page's other callers.
 */
function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T | undefined> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const abort = () => resolve(undefined);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** How `member()` may answer. */
export interface MemberCallOptions {
  /** Stop waiting (the shared request goes on for the page's other callers). */
  signal?: AbortSignal | undefined;
  /** Ask the server again even if this round has an answer: after a change we made. */
  again?: boolean;
}

/**
 * `GET member`: the signed-in member, as the server says; `ApiError` 401 when signed out (every
 * cache of the previous member is dropped then). One request per page and API base, shared by
 * every element and every caller at once, kept for the round ({@link roundOf}: until a payment,
 * a clear or the page coming back into view) and at most {@link MEMBER_TTL_SECONDS}; `again`
 * starts a new request (after the member changed).
 */
export async function member(
  http: Http,
  options: MemberCallOptions = {},
): Promise<Member | undefined> {
  const slot = http.signedIn;
  const round = roundOf(http);
  let asked = slot.current;
  const holds = asked?.round === round && Date.now() - asked.at < MEMBER_TTL_SECONDS * 1000;
  if (!asked || !holds || options.again) {
    const question = { answer: askWhoIsSignedIn(http), round, at: Date.now() };
    slot.current = question;
    // A failure that says nothing of who is signed in (the network, a 5xx) is not kept.
    question.answer.catch((error: unknown) => {
      const said = isApiError(error) && error.status === 401;
      if (!said && slot.current === question) slot.current = undefined;
    });
    asked = question;
  }
  return untilAborted(asked.answer, options.signal);
}

/**
 * Forget the page's answer for `http`, so the next question asks the server: an element that asked
 * has been taken off the page, which is how a host says its visitor signed in or out (the demo page
 * mounts its member area and membership sale again after its sign-in switch).
 */
export function askAgainNextTime(http: Http): void {
  http.signedIn.current = undefined;
}

/** A member cache read: only after the server has said who is signed in. */
async function memberCached<S extends Parameters<typeof cached>[3]>(
  http: Http,
  name: 'activity' | 'bookings' | 'vouchers',
  schema: S,
  path: string,
  options: CachedCallOptions,
) {
  await member(http, options.signal ? { signal: options.signal } : {});
  return cached(
    http,
    name,
    CACHE_TTL_SECONDS,
    schema,
    () => request(http, { method: 'get', path, signal: options.signal }, schema),
    options,
  );
}

/** `GET member/details`: the member's editable details (not cached: the edit form wants them fresh). */
export async function memberDetails(
  http: Http,
  options: CallOptions = {},
): Promise<MemberDetails | undefined> {
  return request(
    http,
    { method: 'get', path: 'member/details', signal: options.signal },
    MemberDetails,
  );
}

/**
 * `POST member/details`: save the member's details; resolves to the details as saved. The cached
 * `GET member` copy is dropped, since it shows the same names.
 */
export async function updateMemberDetails(
  http: Http,
  payload: MemberDetailsUpdate,
  options: CallOptions = {},
): Promise<MemberDetails | undefined> {
  const saved = await request(
    http,
    postCall('member/details', MemberDetailsUpdate, payload, 'member details', options),
    MemberDetails,
  );
  // The member's names changed: the page's copy of `GET member` must be asked again.
  if (saved) http.signedIn.current = undefined;
  return saved;
}

/** `GET member/activity`: points and purchases (cached 300 s). */
export async function memberActivity(
  http: Http,
  options: CachedCallOptions = {},
): Promise<Activity[] | undefined> {
  return memberCached(http, 'activity', ActivityList, 'member/activity', options);
}

/** `GET member/bookings`: the member's bookings (cached 300 s). */
export async function memberBookings(
  http: Http,
  options: CachedCallOptions = {},
): Promise<Booking[] | undefined> {
  return memberCached(http, 'bookings', BookingList, 'member/bookings', options);
}

/** `GET member/vouchers`: the member's vouchers (cached 300 s). */
export async function memberVouchers(
  http: Http,
  options: CachedCallOptions = {},
): Promise<Voucher[] | undefined> {
  return memberCached(http, 'vouchers', VoucherList, 'member/vouchers', options);
}

/**
 * `POST member/vouchers`: add a voucher by barcode; resolves to the member's vouchers, which also
 * replace the cached list (else the new voucher would stay hidden for up to 300 s).
 */
export async function addVoucher(
  http: Http,
  payload: VoucherAdd,
  options: CallOptions = {},
): Promise<Voucher[] | undefined> {
  const vouchers = await request(
    http,
    postCall('member/vouchers', VoucherAdd, payload, 'voucher', options),
    VoucherList,
  );
  if (vouchers) writeCache(http, 'vouchers', vouchers, CACHE_TTL_SECONDS);
  return vouchers;
}

/** `GET member/subscriptions`: the member's newsletter subscriptions. */
export async function memberSubscriptions(
  http: Http,
  options: CallOptions = {},
): Promise<MemberSubscription[] | undefined> {
  return request(
    http,
    { method: 'get', path: 'member/subscriptions', signal: options.signal },
    MemberSubscriptionList,
  );
}

/**
 * `POST member/subscriptions`: subscribe or unsubscribe per newsletter type. Resolves to `true`
 * once saved (`false` if the server answered `{ success: false }`), `undefined` when aborted;
 * throws `ApiError` with the server's detail on failure.
 */
export async function updateMemberSubscriptions(
  http: Http,
  payload: MemberSubscriptionsUpdate,
  options: CallOptions = {},
): Promise<boolean | undefined> {
  const outcome = await requestOutcome(
    http,
    postCall('member/subscriptions', MemberSubscriptionsUpdate, payload, 'subscriptions', options),
  );
  if (outcome?.success) invalidate(http, 'subscriptions');
  return outcome?.success;
}

/**
 * `POST member/verify-email` (visitors): ask the cinema to verify an address. Success is
 * a 200 answer (product-rules §14), so this resolves to `true` only for 200; throws `ApiError` for
 * a non-2xx answer.
 */
export async function verifyEmail(
  http: Http,
  payload: VerifyEmail,
  options: CallOptions = {},
): Promise<boolean | undefined> {
  const outcome = await requestOutcome(
    http,
    postCall('member/verify-email', VerifyEmail, payload, 'e-mail verification', options),
  );
  return outcome && outcome.status === 200 && outcome.success;
}

/** `POST member/subscribe-newsletter` (visitors): sign up to the cinema's newsletter; `true` once saved. */
export async function subscribeNewsletter(
  http: Http,
  payload: NewsletterSignup,
  options: CallOptions = {},
): Promise<boolean | undefined> {
  const outcome = await requestOutcome(
    http,
    postCall(
      'member/subscribe-newsletter',
      NewsletterSignup,
      payload,
      'newsletter sign-up',
      options,
    ),
  );
  return outcome?.success;
}

/**
 * `POST member/activate` (visitors): activate a membership card bought in the cinema; `true` once
 * activated. Throws `ApiError` with the server's detail (e.g. an unknown card number).
 */
export async function activateMember(
  http: Http,
  payload: MemberActivation,
  options: CallOptions = {},
): Promise<boolean | undefined> {
  const outcome = await requestOutcome(
    http,
    postCall('member/activate', MemberActivation, payload, 'membership activation', options),
  );
  return outcome?.success;
}
