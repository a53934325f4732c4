/**
 * The shop's gift catalogue (openapi.yaml, operations giftsByEmail and giftsByPost).
 */
import { ShopItemList } from './schemas';
import type { ShopListItem } from './schemas';
import type { Http } from './http';
import { answeredAhead, takeAhead } from './answeredAhead';
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

/**
 * Both lists at once, when the loader has read both answers ahead (src/dom/prefetch.ts): taken
 * together or not at all, so a list is never asked for again while the other waits. Undefined
 * otherwise: {@link giftsByEmail} and {@link giftsByPost} then ask.
 */
export function giftListsNow(http: Http): [ShopListItem[], ShopListItem[]] | undefined {
  const look = (path: string) => {
    const ahead = answeredAhead(http, { path }, ShopItemList, [], false);
    return ahead && 'value' in ahead ? ahead.value : undefined;
  };
  const byEmail = look('shop/gifts-by-email');
  const byPost = byEmail && look('shop/gifts-by-post');
  if (!byEmail || !byPost) return undefined;
  takeAhead(http, { path: 'shop/gifts-by-email' });
  takeAhead(http, { path: 'shop/gifts-by-post' });
  return [byEmail, byPost];
}
