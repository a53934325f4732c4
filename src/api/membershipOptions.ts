/**
 * Membership options (openapi.yaml, operation membershipOptions): the anonymous list cached
 * 300 s, a member's per type (product-rules §11.1, §4.3).
 */
import { MembershipOptionList } from './schemas';
import type { MembershipOption } from './schemas';
import { CACHE_TTL_SECONDS, cached } from './cache';
import type { Http } from './http';
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
