/**
 * Member-area calls (spec 7 rows `member…`), all riding on the cinema's session cookie. `GET
 * member`, activity, bookings and vouchers are cached per API base (spec 9); a change we make
 * ourselves refreshes or drops the copy it makes stale.
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
import { CACHE_TTL_SECONDS, MEMBER_TTL_SECONDS, cached, invalidate, writeCache } from './cache';
import type { Http } from './http';
import { postCall, request, requestOutcome } from './request';
import type { CachedCallOptions, CallOptions } from './request';

/** `GET member`: the signed-in member (cached {@link MEMBER_TTL_SECONDS}); `ApiError` 401 when signed out. */
export async function member(
  http: Http,
  options: CachedCallOptions = {},
): Promise<Member | undefined> {
  return cached(
    http,
    'member',
    MEMBER_TTL_SECONDS,
    Member,
    () => request(http, { method: 'get', path: 'member', signal: options.signal }, Member),
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
  if (saved) invalidate(http, 'member');
  return saved;
}

/** `GET member/activity`: points and purchases (cached 300 s). */
export async function memberActivity(
  http: Http,
  options: CachedCallOptions = {},
): Promise<Activity[] | undefined> {
  return cached(
    http,
    'activity',
    CACHE_TTL_SECONDS,
    ActivityList,
    () =>
      request(
        http,
        { method: 'get', path: 'member/activity', signal: options.signal },
        ActivityList,
      ),
    options,
  );
}

/** `GET member/bookings`: the member's bookings (cached 300 s). */
export async function memberBookings(
  http: Http,
  options: CachedCallOptions = {},
): Promise<Booking[] | undefined> {
  return cached(
    http,
    'bookings',
    CACHE_TTL_SECONDS,
    BookingList,
    () =>
      request(
        http,
        { method: 'get', path: 'member/bookings', signal: options.signal },
        BookingList,
      ),
    options,
  );
}

/** `GET member/vouchers`: the member's vouchers (cached 300 s). */
export async function memberVouchers(
  http: Http,
  options: CachedCallOptions = {},
): Promise<Voucher[] | undefined> {
  return cached(
    http,
    'vouchers',
    CACHE_TTL_SECONDS,
    VoucherList,
    () =>
      request(
        http,
        { method: 'get', path: 'member/vouchers', signal: options.signal },
        VoucherList,
      ),
    options,
  );
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
 * `POST member/verify-email` (visitors): ask the cinema to verify an address. Spec 7: success is
 * a 200 answer, so this resolves to `true` only for 200; throws `ApiError` for a non-2xx answer.
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
