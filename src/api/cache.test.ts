// @vitest-environment node
import { CACHE_TTL_SECONDS, cacheKey, clearAfterPayment, readCache, writeCache } from './cache';
import { addProductOrder, createCart, deleteCart, getCart, storedCart } from './cart';
import { createHttp } from './http';
import { askAgainNextTime, member, memberActivity, memberBookings, memberVouchers } from './member';
import { ActivityList, GiftCardList } from './schemas';
import { membershipOptions } from './membershipOptions';
import { startReferenceServer } from '../../test/support/referenceServer';
import { giftRecipient } from './testing/giftRecipient';
import type { ReferenceServer } from '../../test/support/referenceServer';

let api: ReferenceServer;
beforeEach(async () => {
  api = await startReferenceServer();
  await api.signIn();
});
afterEach(async () => {
  await api.close();
});

describe('member data cached 300 s (product-rules §4.3)', () => {
  it.each([
    ['/api/member/activity', () => memberActivity(api.http)],
    ['/api/member/bookings', () => memberBookings(api.http)],
    ['/api/member/vouchers', () => memberVouchers(api.http)],
    ['/api/shop/membership-options', () => membershipOptions(api.http)],
  ])('%s: a second call within the TTL makes no request, one after it does', async (path, call) => {
    const first = await call();
    expect(first).toBeDefined();
    api.advance(CACHE_TTL_SECONDS - 1);
    await expect(call()).resolves.toEqual(first);
    expect(api.count('GET', path)).toBe(1);
    api.advance(2);
    await expect(call()).resolves.toEqual(first);
    expect(api.count('GET', path)).toBe(2);
  });

  it('refresh: true skips the cached copy', async () => {
    await memberActivity(api.http);
    await memberActivity(api.http, { refresh: true });
    expect(api.count('GET', '/api/member/activity')).toBe(2);
  });

  it('membership options for a member type are fetched each time (product-rules §4.3)', async () => {
    await membershipOptions(api.http, { memberType: 'adult' });
    await membershipOptions(api.http, { memberType: 'adult' });
    expect(api.count('GET', '/api/shop/membership-options')).toBe(2);
  });

  it('a cached copy of a shape this version does not know is dropped and refetched', async () => {
    writeCache(api.http, 'activity', [{ id: 'A-9', date: 'not a date' }], 300);
    expect(readCache(api.http, 'activity', ActivityList)).toBeUndefined();
    await expect(memberActivity(api.http)).resolves.toHaveLength(3);
    expect(api.count('GET', '/api/member/activity')).toBe(1);
  });

  it('a failed call caches nothing', async () => {
    await api.fetch(`${api.server.url}/demo/session`, { method: 'DELETE' });
    await expect(memberActivity(api.http)).rejects.toMatchObject({ status: 401 });
    expect(readCache(api.http, 'activity', ActivityList)).toBeUndefined();
  });
});

describe('the cart cached until its expiry (product-rules §4.3, §5.2)', () => {
  it('answers GET cart/{id} from the stored copy, without a request', async () => {
    const cart = await createCart(api.http);
    await expect(getCart(api.http, cart!.id)).resolves.toEqual(cart);
    expect(api.count('GET', `/api/cart/${cart!.id}`)).toBe(0);
  });

  it('forgets the cart once it has expired (15 minutes on the reference server)', async () => {
    const cart = await createCart(api.http);
    api.advance(14 * 60);
    expect(storedCart(api.http)?.id).toBe(cart!.id);
    api.advance(61 + 2);
    expect(storedCart(api.http)).toBeNull();
    await getCart(api.http, cart!.id);
    expect(api.count('GET', `/api/cart/${cart!.id}`)).toBe(1);
  });

  it('an order refreshes the stored cart', async () => {
    const cart = await createCart(api.http);
    await addProductOrder(api.http, cart!.id, {
      cinemaId: 'c1',
      products: [{ id: 'egift-50', quantity: 2, recipient: giftRecipient() }],
    });
    const stored = await getCart(api.http, cart!.id);
    expect(stored?.concessions).toEqual([expect.objectContaining({ id: 'egift-50', quantity: 2 })]);
    expect(api.count('GET', `/api/cart/${cart!.id}`)).toBe(0);
  });

  it('DELETE removes the stored copy', async () => {
    const cart = await createCart(api.http);
    await deleteCart(api.http, cart!.id);
    expect(storedCart(api.http)).toBeNull();
  });
});

describe('keys separate API bases', () => {
  it('a second base on the same storage does not answer from the first one cache', async () => {
    const other = createHttp(`http://localhost:${api.server.port}/api/`, {
      fetch: api.fetch,
      storage: api.storage,
    });
    expect(cacheKey(other, 'membershipOptions')).not.toBe(cacheKey(api.http, 'membershipOptions'));
    await memberActivity(api.http);
    await memberActivity(other).catch(() => undefined);
    expect(cacheKey(other, 'activity')).not.toBe(cacheKey(api.http, 'activity'));
    expect(api.count('GET', '/api/member/activity')).toBe(2);
  });
});

describe('clearAfterPayment (product-rules §4.2)', () => {
  async function fill(): Promise<void> {
    await createCart(api.http);
    await Promise.all([
      memberActivity(api.http),
      memberBookings(api.http),
      memberVouchers(api.http),
      member(api.http),
    ]);
    await membershipOptions(api.http);
    writeCache(
      api.http,
      'giftCards',
      [{ cardNumber: '1', balanceInCents: 1, cardExpiry: '2030-01-01' }],
      300,
    );
    writeCache(api.http, 'subscriptions', [], 300);
  }
  const held = (http = api.http) =>
    (
      [
        'cart',
        'activity',
        'bookings',
        'vouchers',
        'giftCards',
        'subscriptions',
        'membershipOptions',
      ] as const
    ).filter((name) => {
      const key = cacheKey(http, name);
      return key !== null && http.storage.get(key) !== null;
    });

  it('removes the stored cart and the cached activity, bookings, gift cards, subscriptions and vouchers', async () => {
    await fill();
    expect(held()).toHaveLength(7);
    clearAfterPayment(api.http);
    expect(held()).toEqual(['membershipOptions']);
    expect(readCache(api.http, 'giftCards', GiftCardList)).toBeUndefined();
    await memberActivity(api.http);
    expect(api.count('GET', '/api/member/activity')).toBe(2);
  });
});

describe('personal data is cached per member (product-rules §4.3)', () => {
  it('asks the server who is signed in once per page, for every caller at once', async () => {
    const [a, b] = await Promise.all([member(api.http), member(api.http)]);
    expect(a).toEqual(b);
    await member(api.http);
    expect(api.count('GET', '/api/member')).toBe(1);
    // Nothing of it is written to storage: only the id the caches belong to.
    const key = `api:${api.http.base}member`;
    expect(api.storage.get(key)).toEqual({ id: 'M-100245' });
  });

  it('shares one request among elements that each ask with their own signal, and one that stops waiting stops no one else', async () => {
    const first = new AbortController();
    const second = new AbortController();
    const asked = [
      member(api.http, { signal: first.signal }),
      member(api.http, { signal: second.signal }),
      member(api.http),
    ];
    first.abort();
    const [gone, ...answers] = await Promise.all(asked);
    expect(gone).toBeUndefined();
    expect(answers.map((answer) => answer?.id)).toEqual(['M-100245', 'M-100245']);
    expect(api.count('GET', '/api/member')).toBe(1);
  });

  it('asks again after a payment on the page, or when asked to after a change', async () => {
    await member(api.http);
    clearAfterPayment(api.http);
    await Promise.all([member(api.http), member(api.http)]);
    expect(api.count('GET', '/api/member')).toBe(2);
    await member(api.http, { again: true });
    expect(api.count('GET', '/api/member')).toBe(3);
    await member(api.http);
    expect(api.count('GET', '/api/member')).toBe(3);
  });

  it('asks again after an element that asked is taken off the page (a host showing its sign-in)', async () => {
    await member(api.http);
    await member(api.http);
    expect(api.count('GET', '/api/member')).toBe(1);
    askAgainNextTime(api.http);
    await member(api.http);
    expect(api.count('GET', '/api/member')).toBe(2);
  });

  it("drops everything of the member's once the server says nobody is signed in", async () => {
    await memberActivity(api.http);
    await memberBookings(api.http);
    const activityKey = cacheKey(api.http, 'activity');
    expect(activityKey).toContain('member/M-100245/activity');
    await api.signOut();
    await expect(member(api.http, { again: true })).rejects.toMatchObject({ status: 401 });
    expect(api.storage.get(activityKey ?? '')).toBeNull();
    expect(cacheKey(api.http, 'activity')).toBeNull();
    expect(readCache(api.http, 'bookings', ActivityList)).toBeUndefined();
  });
});
