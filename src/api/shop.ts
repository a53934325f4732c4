/**
 * Shop catalogue calls (spec 7 rows `shop/…`): gifts by e-mail and by post, festival passes, and
 * membership options (the anonymous list cached 300 s, spec 6 and 9).
 */
import { FestivalPassList, MembershipOptionList, ShopItemList } from './schemas';
import type { FestivalPass, MembershipOption, ShopItem } from './schemas';
import { CACHE_TTL_SECONDS, cached } from './cache';
import type { Http } from './http';
import { request } from './request';
import type { CachedCallOptions, CallOptions } from './request';
import { SchemaError } from '../errors/errors';

/** `GET shop/gifts-by-email`: gift cards sent by e-mail. */
export async function giftsByEmail(
  http: Http,
  options: CallOptions = {},
): Promise<ShopItem[] | undefined> {
  return request(
    http,
    { method: 'get', path: 'shop/gifts-by-email', signal: options.signal },
    ShopItemList,
  );
}

/** `GET shop/gifts-by-post`: gifts sent by post. */
export async function giftsByPost(
  http: Http,
  options: CallOptions = {},
): Promise<ShopItem[] | undefined> {
  return request(
    http,
    { method: 'get', path: 'shop/gifts-by-post', signal: options.signal },
    ShopItemList,
  );
}

/**
 * `GET shop/festival-passes?festivalId={id}`: the passes on sale for one festival; an empty list
 * means "not on sale yet". Throws {@link SchemaError} (field `festivalId`) for an empty id.
 */
export async function festivalPasses(
  http: Http,
  festivalId: string,
  options: CallOptions = {},
): Promise<FestivalPass[] | undefined> {
  if (typeof festivalId !== 'string' || festivalId.trim() === '') {
    throw new SchemaError('festivalId is required to load festival passes.', 'festivalId');
  }
  return request(
    http,
    {
      method: 'get',
      path: 'shop/festival-passes',
      searchParams: { festivalId },
      signal: options.signal,
    },
    FestivalPassList,
  );
}

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
