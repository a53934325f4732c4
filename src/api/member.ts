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
import type { Http } from './http';
import { postCall, request, requestOutcome } from './request';
import type { CachedCallOptions, CallOptions } from './request';

interface KnownMember {
  member: Member;
  at: number;
  /** The payment count when it was asked: a payment can change the member's type. */
  payments: number;
  /** The page's `clearPersonalData()` count then: a clear forgets the member (product-rules §4.4). */
  clears: number;
}

// Per client (one per API base on a page): the confirmed member, and the question in flight.
const known = new WeakMap<Http, KnownMember>();
const asking = new WeakMap<Http, Promise<Member | undefined>>();
// A payment (a renewal, an upgrade) can change the member: what was known before it is stale.
let payments = 0;
onClearAfterPayment(() => {
  payments += 1;
});

async function askWhoIsSignedIn(http: Http, signal?: AbortSignal): Promise<Member | undefined> {
  try {
    const answer = await request(http, { method: 'get', path: 'member', signal }, Member);
    if (answer) {
      setCachedMember(http, answer.id);
      const clears = http.storage.personalDataClears;
      known.set(http, { member: answer, at: Date.now(), payments, clears });
    }
    return answer;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      setCachedMember(http, null);
      known.delete(http);
    }
    throw error;
  }
}

/**
 * `GET member`: the signed-in member, as the server says; `ApiError` 401 when signed out (every
 * cache of the previous member is dropped then). One request per page and client while fresh
 * ({@link MEMBER_TTL_SECONDS}); `refresh` asks again, as an element does when it mounts, so a
 * sign-out in a single-page host shows at once. Concurrent callers share one request.
 */
export async function member(
  http: Http,
  options: CachedCallOptions = {},
): Promise<Member | undefined> {
  const hit = known.get(http);
  const fresh =
    hit &&
    hit.payments === payments &&
    hit.clears === http.storage.personalDataClears &&
    Date.now() - hit.at < MEMBER_TTL_SECONDS * 1000;
  if (!options.refresh && fresh) return hit.member;
  if (!options.signal) {
    let pending = asking.get(http);
    if (!pending) {
      pending = askWhoIsSignedIn(http).finally(() => asking.delete(http));
      asking.set(http, pending);
    }
    return pending;
  }
  return askWhoIsSignedIn(http, options.signal);
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
  if (saved) known.delete(http);
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
