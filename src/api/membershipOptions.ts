/**
 * Membership options (openapi.yaml, operation membershipOptions): the anonymous list cached
 * 300 s, a member's per type (product-rules §11.1, §4.3).
 */
import { MembershipOptionList } from './schemas';
import type { MembershipOption } from './schemas';
import { CACHE_TTL_SECONDS, cached, readCache, writeCache } from './cache';
import type { Http } from './http';
import { answeredAhead } from './answeredAhead';
import { request } from './request';
import type { CachedCallOptions } from './request';

/** Options of {@link membershipOptions}. */
export interface MembershipOptionsOptions extends CachedCallOptions {
  /** A member's type: asks for the options open to that type (not cached). */
  memberType?: string | undefined;
}

/**
 * `GET shop/membership-options`: memberships on sale. With `memberType` (a member) the server's
 * per-type list, fetched each time; without (a visitor) the general list, cached 300 s.
 */
export async function membershipOptions(
  http: Http,
  options: MembershipOptionsOptions = {},
): Promise<MembershipOption[] | undefined> {
  const { memberType, signal } = options;
  if (memberType) {
    return request(
      http,
      { method: 'get', path: 'shop/membership-options', searchParams: { memberType }, signal },
      MembershipOptionList,
    );
  }
  return cached(
    http,
    'membershipOptions',
    CACHE_TTL_SECONDS,
    MembershipOptionList,
    () =>
      request(
        http,
        { method: 'get', path: 'shop/membership-options', signal },
        MembershipOptionList,
      ),
    options,
  );
}

/**
 * The options {@link membershipOptions} would give, when known without waiting: a visitor's cached
 * list, or the loader's answer read ahead (src/dom/prefetch.ts), cached as the call would cache it.
 * Undefined otherwise.
 */
export function membershipOptionsNow(
  http: Http,
  memberType?: string,
): MembershipOption[] | undefined {
  const path = 'shop/membership-options';
  if (memberType) {
    const ahead = answeredAhead(http, { path, searchParams: { memberType } }, MembershipOptionList);
    return ahead && 'value' in ahead ? ahead.value : undefined;
  }
  const hit = readCache(http, 'membershipOptions', MembershipOptionList);
  if (hit !== undefined) return hit;
  const ahead = answeredAhead(http, { path }, MembershipOptionList);
  if (!ahead || !('value' in ahead)) return undefined;
  writeCache(http, 'membershipOptions', ahead.value, CACHE_TTL_SECONDS);
  return ahead.value;
}
