/**
 * The API cache (product-rules §4.3), kept in browser storage through the storage helper so it
 * survives reloads and is shared by every element on the page. Keys carry the API base: a partner
 * page may talk to two cinemas, and one cinema's member or cart must never answer for the other.
 *
 * Personal data is cached per member: a member's lists live under `member/<id>/<name>` and are
 * dropped as soon as `GET member` answers 401 or names someone else (see member.ts). Everything
 * here is written with a TTL.
 */
import * as v from 'valibot';
import type { StorageHelper } from '../storage/storage';
import type { Http } from './http';
import type { CachedCallOptions } from './request';

/** Member activity, bookings, vouchers and membership options live 300 seconds. */
export const CACHE_TTL_SECONDS = 300;

/**
 * `GET member` (product-rules §4.3): the answer is kept in memory for the page, 300 s
 * like the member's other data, and never written to storage — each page load asks the server who
 * is signed in before any cached personal data is shown.
 */
export const MEMBER_TTL_SECONDS = 300;

/** A member's own data, cached under their id. */
export type MemberCacheName =
  'details' | 'activity' | 'bookings' | 'vouchers' | 'giftCards' | 'subscriptions';

/** What is cached per API base for everyone (no personal data). */
export type SharedCacheName = 'cart' | 'membershipOptions';

/** What the API layer caches, and what other layers may cache under the same per-base keys. */
export type CacheName = SharedCacheName | MemberCacheName;

/** Every member cache, dropped together when the member signs out or changes. */
export const MEMBER_CACHES: readonly MemberCacheName[] = [
  'details',
  'activity',
  'bookings',
  'vouchers',
  'giftCards',
  'subscriptions',
];

/**
 * What a successful payment clears: the stored cart and the member's changed lists
 * (product-rules §4.3).
 */
export const CLEARED_AFTER_PAYMENT: readonly CacheName[] = [
  'cart',
  'activity',
  'bookings',
  'giftCards',
  'subscriptions',
  'vouchers',
];

/**
 * Who the member caches of a base belong to: `{ id }` only, under `api:<base>member`, kept a
 * little longer than any member cache so the next answer can always find what to drop.
 */
export const MEMBER_POINTER_TTL_SECONDS = 2 * CACHE_TTL_SECONDS;

const isMemberCache = (name: CacheName): name is MemberCacheName =>
  (MEMBER_CACHES as readonly string[]).includes(name);

const pointerKey = (base: string): string => `api:${base}member`;

/** The member the member caches of `base` belong to now, or null. */
function memberIdIn(store: StorageHelper, base: string): string | null {
  const pointer = store.get<{ id?: unknown }>(pointerKey(base));
  return typeof pointer?.id === 'string' ? pointer.id : null;
}

const keyFor = (base: string, name: CacheName, memberId: string | null): string | null => {
  if (!isMemberCache(name)) return `api:${base}${name}`;
  return memberId === null ? null : `api:${base}member/${memberId}/${name}`;
};

/**
 * The storage key of a cached value for this client's API base; a member cache is keyed by the
 * current member's id, and has no key while no member is known.
 */
export function cacheKey(http: Http, name: CacheName): string | null {
  return keyFor(http.base, name, memberIdIn(http.storage, http.base));
}

/**
 * Record who is signed in, per the server's answer: another member than before, or nobody
 * (`null`), drops every cache of the previous member first.
 */
export function setCachedMember(http: Http, memberId: string | null): void {
  const previous = memberIdIn(http.storage, http.base);
  if (previous !== null && previous !== memberId) {
    for (const name of MEMBER_CACHES) {
      const key = keyFor(http.base, name, previous);
      if (key) http.storage.remove(key);
    }
  }
  if (memberId === null) http.storage.remove(pointerKey(http.base));
  else http.storage.set(pointerKey(http.base), { id: memberId }, MEMBER_POINTER_TTL_SECONDS);
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
  if (key === null) return undefined;
  const value = http.storage.get<unknown>(key);
  if (value === null) return undefined;
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  http.storage.remove(key);
  return undefined;
}

/** Store a value for this base for `ttlSeconds` (a member cache only while a member is known). */
export function writeCache(http: Http, name: CacheName, value: unknown, ttlSeconds: number): void {
  const key = cacheKey(http, name);
  if (key !== null) http.storage.set(key, value, ttlSeconds);
}

/** Drop cached values for this base, e.g. after a change that makes them stale. */
export function invalidate(http: Http, ...names: CacheName[]): void {
  for (const name of names) {
    const key = cacheKey(http, name);
    if (key !== null) http.storage.remove(key);
  }
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

const afterPayment = new Set<(http: Http) => void>();

/**
 * Run `hook` whenever {@link clearAfterPayment} runs, for what lives outside storage (the member
 * `GET member` answered, kept in memory). Returns the way to stop.
 */
export function onClearAfterPayment(hook: (http: Http) => void): () => void {
  afterPayment.add(hook);
  return () => afterPayment.delete(hook);
}

/**
 * On a successful payment, remove the client's stored cart and its cached member activity,
 * bookings, gift cards, subscriptions and vouchers, for its API base.
 */
export function clearAfterPayment(http: Http): void {
  for (const hook of afterPayment) hook(http);
  const memberId = memberIdIn(http.storage, http.base);
  for (const name of CLEARED_AFTER_PAYMENT) {
    const key = keyFor(http.base, name, memberId);
    if (key !== null) http.storage.remove(key);
  }
}
