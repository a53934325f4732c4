/**
 * Spec 9's cache, kept in browser storage through the storage helper so it survives reloads and is
 * shared by every element on the page. Keys carry the API base: a partner page may talk to two
 * cinemas, and one cinema's member or cart must never answer for the other.
 */
import * as v from 'valibot';
import type { StorageHelper } from '../storage/storage';
import type { Http } from './http';
import type { CachedCallOptions } from './request';

/** Spec 9: member activity, bookings, vouchers and membership options live 300 seconds. */
export const CACHE_TTL_SECONDS = 300;

/**
 * `GET member` (spec 7: "cached"; no TTL given). 300 s like the member's other data: the only
 * change we make ourselves (`POST member/details`) drops the copy at once, and a session that ends
 * elsewhere shows up within five minutes.
 */
export const MEMBER_TTL_SECONDS = 300;

/** What the API layer caches, and what other layers may cache under the same per-base keys. */
export type CacheName =
  | 'cart'
  | 'member'
  | 'activity'
  | 'bookings'
  | 'vouchers'
  | 'membershipOptions'
  | 'giftCards'
  | 'subscriptions';

/** Spec 4: what a successful payment clears (the stored cart and the member's changed lists). */
export const CLEARED_AFTER_PAYMENT: readonly CacheName[] = [
  'cart',
  'activity',
  'bookings',
  'giftCards',
  'subscriptions',
  'vouchers',
];

// Every (storage, base) pair a client was created for on this page, so clearAfterPayment() with no
// argument reaches all of them.
const clients = new Map<StorageHelper, Set<string>>();

/** Remember a client so {@link clearAfterPayment} without an argument clears its base too. */
export function trackClient(http: Http): void {
  const bases = clients.get(http.storage) ?? new Set<string>();
  bases.add(http.base);
  clients.set(http.storage, bases);
}

const keyFor = (base: string, name: CacheName): string => `api:${base}${name}`;

/** The storage key of a cached value for this client's API base. */
export function cacheKey(http: Http, name: CacheName): string {
  return keyFor(http.base, name);
}

/**
 * A cached value, checked against `schema`; `undefined` when absent, expired or of a shape this
 * version does not know (such a copy is dropped).
 */
export function readCache<S extends v.GenericSchema<unknown, unknown>>(
  http: Http,
  name: CacheName,
  schema: S,
): v.InferOutput<S> | undefined {
  const key = cacheKey(http, name);
  const value = http.storage.get<unknown>(key);
  if (value === null) return undefined;
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  http.storage.remove(key);
  return undefined;
}

/** Store a value for this base, for `ttlSeconds` (or until removed). */
export function writeCache(http: Http, name: CacheName, value: unknown, ttlSeconds?: number): void {
  http.storage.set(cacheKey(http, name), value, ttlSeconds);
}

/** Drop cached values for this base, e.g. after a change that makes them stale. */
export function invalidate(http: Http, ...names: CacheName[]): void {
  for (const name of names) http.storage.remove(cacheKey(http, name));
}

/**
 * Answer from the cache when it holds a valid copy, else `load` and cache the answer for
 * `ttlSeconds`. Nothing is written when the call was aborted.
 */
export async function cached<S extends v.GenericSchema<unknown, unknown>>(
  http: Http,
  name: CacheName,
  ttlSeconds: number,
  schema: S,
  load: () => Promise<v.InferOutput<S> | undefined>,
  options: CachedCallOptions = {},
): Promise<v.InferOutput<S> | undefined> {
  if (!options.refresh) {
    const hit = readCache(http, name, schema);
    if (hit !== undefined) return hit;
  }
  const value = await load();
  if (value === undefined || options.signal?.aborted) return undefined;
  writeCache(http, name, value, ttlSeconds);
  return value;
}

/**
 * Spec 4: on successful payment, remove the stored cart and the cached member activity, bookings,
 * gift cards, subscriptions and vouchers. With a client, for its API base; without, for every
 * base a client was created for on this page.
 */
export function clearAfterPayment(http?: Http): void {
  const targets: Array<[StorageHelper, string]> = http
    ? [[http.storage, http.base]]
    : [...clients].flatMap(([store, bases]) =>
        [...bases].map((base): [StorageHelper, string] => [store, base]),
      );
  for (const [store, base] of targets) {
    for (const name of CLEARED_AFTER_PAYMENT) store.remove(keyFor(base, name));
  }
}
