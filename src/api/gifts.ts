/**
 * The shop's gift catalogue (openapi.yaml, operations giftsByEmail and giftsByPost).
 */
import { ShopItemList } from './schemas';
import type { ShopListItem } from './schemas';
import type { Http } from './http';
import { request } from './request';
import type { CallOptions } from './request';

/** `GET shop/gifts-by-email`: gift cards sent by e-mail. */
export async function giftsByEmail(
  http: Http,
  options: CallOptions = {},
): Promise<ShopListItem[] | undefined> {
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
): Promise<ShopListItem[] | undefined> {
  return request(
    http,
    { method: 'get', path: 'shop/gifts-by-post', signal: options.signal },
    ShopItemList,
  );
}
