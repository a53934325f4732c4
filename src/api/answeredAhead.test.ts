/**
 * Answers the CDN loader has read ahead (src/dom/prefetch.ts), taken without waiting so an element
 * shows its data in its first render: request.ts `answeredAhead`, member.ts `memberNow`, the shop's
 * two lists together (gifts.ts) and the membership options (membershipOptions.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../errors/errors';
import { memoryStorage } from '../storage/testing/memoryStorage';
import { giftListsNow } from './gifts';
import { createHttp } from './http';
import type { PrefetchedAnswer } from './http';
import { member } from './member';
import { memberNow, visitorReadAhead } from './memberNow';
import { membershipOptions, membershipOptionsNow } from './membershipOptions';
import { answeredAhead, takeAhead } from './answeredAhead';
import { Member, MembershipOptionList, ShopItemList } from './schemas';

const BASE = 'https://api.example/v/';
const slot = new Map<string, PrefetchedAnswer>();
(globalThis as Record<symbol, unknown>)[Symbol.for('cinema-elements.prefetch')] = slot;

/** The loader's entry for `path`, its body read (or, with `read: false`, still on its way). */
function readAhead(path: string, status: number, body: unknown, read = true) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = new Response(text, { status });
  const entry: PrefetchedAnswer = { response: Promise.resolve(response) };
  if (read) entry.read = [response, text];
  slot.set(`${BASE}${path}`, entry);
}

const MEMBER = {
  id: 'm-1',
  email: 'ada@example.com',
  memberType: 'adult',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
const OPTIONS = [
  { slug: 'freeAdult', concessionItemId: 'c-1', name: 'Free Adult Membership', priceInCents: 0 },
];
/** The network, which no test here should reach. */
const network = vi.fn(async () => new Response('{}', { status: 500 }));
const http = () => createHttp(BASE, { storage: memoryStorage().storage, fetch: network });

afterEach(() => {
  slot.clear();
  network.mockClear();
});

describe('an answer read ahead', () => {
  it('is checked by its schema and taken, so nobody asks for it again', () => {
    readAhead('member', 200, MEMBER);
    const client = http();
    expect(answeredAhead(client, { path: 'member' }, Member)).toEqual({
      value: { ...MEMBER, sendNewsletter: false, sendLoyaltyUpdates: false, wallet: {} },
    });
    expect(slot.size).toBe(0);
    expect(answeredAhead(client, { path: 'member' }, Member)).toBeUndefined();
  });

  it('is only looked at when asked not to take it; takeAhead then takes it', () => {
    readAhead('shop/gifts-by-post', 200, []);
    const client = http();
    expect(answeredAhead(client, { path: 'shop/gifts-by-post' }, ShopItemList, [], false)).toEqual({
      value: [],
    });
    expect(slot.size).toBe(1);
    takeAhead(client, { path: 'shop/gifts-by-post' });
    expect(slot.size).toBe(0);
  });

  it('is left for the usual call when it has not come, is not JSON, fails its schema or would be retried', () => {
    const client = http();
    readAhead('member', 200, MEMBER, false);
    expect(answeredAhead(client, { path: 'member' }, Member)).toBeUndefined();
    readAhead('member', 200, '{"id":');
    expect(answeredAhead(client, { path: 'member' }, Member)).toBeUndefined();
    readAhead('member', 200, { id: '' });
    expect(answeredAhead(client, { path: 'member' }, Member)).toBeUndefined();
    readAhead('member', 503, { title: 'Busy' });
    expect(answeredAhead(client, { path: 'member' }, Member, [401])).toBeUndefined();
    readAhead('member', 401, { title: 'Sign in to continue.' });
    // A refusal the caller does not name stays for the usual call to report.
    expect(answeredAhead(client, { path: 'member' }, Member)).toBeUndefined();
    expect(slot.size).toBe(1);
  });

  it('gives a named refusal as the error the usual call would throw', () => {
    readAhead('member', 401, { title: 'Unauthorized', detail: 'Sign in to continue.' });
    const ahead = answeredAhead(http(), { path: 'member' }, Member, [401]);
    const error = ahead && 'error' in ahead ? ahead.error : undefined;
    expect(isApiError(error) && error.status).toBe(401);
    expect(error?.message).toBe(`GET ${BASE}member failed with status 401: Sign in to continue.`);
  });

  it('matches the query the call would send', () => {
    readAhead('shop/membership-options?memberType=adult', 200, OPTIONS);
    const client = http();
    expect(
      answeredAhead(client, { path: 'shop/membership-options' }, MembershipOptionList),
    ).toBeUndefined();
    expect(
      answeredAhead(
        client,
        { path: 'shop/membership-options', searchParams: { memberType: 'adult' } },
        MembershipOptionList,
      ),
    ).toBeDefined();
  });
});

describe('who is signed in, without waiting', () => {
  it('is unknown until someone has an answer', () => {
    expect(memberNow(http())).toBeUndefined();
  });

  it('takes the member read ahead as the round’s answer: member() asks nothing', async () => {
    readAhead('member', 200, MEMBER);
    const client = http();
    const now = memberNow(client);
    expect(now?.id).toBe('m-1');
    await expect(member(client)).resolves.toBe(now);
    expect(network).not.toHaveBeenCalled();
    // The page's next element asking in this round knows at once too.
    expect(memberNow(client)).toBe(now);
  });

  it('takes a 401 as a visitor: null now, the 401 for member(), and the previous member’s caches dropped', async () => {
    const client = http();
    // What a member signed in earlier on this computer left: who they were, and their activity.
    client.storage.set(`api:${BASE}member`, { id: 'm-0' }, 600);
    client.storage.set(`api:${BASE}member/m-0/activity`, [], 300);
    readAhead('member', 401, { title: 'Unauthorized' });
    expect(memberNow(client)).toBeNull();
    await expect(member(client)).rejects.toSatisfy(
      (error) => isApiError(error) && error.status === 401,
    );
    expect(network).not.toHaveBeenCalled();
    expect(client.storage.get(`api:${BASE}member`)).toBeNull();
    expect(client.storage.get(`api:${BASE}member/m-0/activity`)).toBeNull();
  });
});

describe('a visitor, read ahead', () => {
  it('is known once a GET member the loader has read said 401, and not before', () => {
    expect(visitorReadAhead()).toBe(false);
    readAhead('member', 401, { title: 'Unauthorized' }, false);
    expect(visitorReadAhead()).toBe(false);
    readAhead('shop/membership-options', 401, {});
    expect(visitorReadAhead()).toBe(false);
    readAhead('member', 200, MEMBER);
    expect(visitorReadAhead()).toBe(false);
    readAhead('member', 401, { title: 'Unauthorized' });
    expect(visitorReadAhead()).toBe(true);
  });
});

describe('lists without waiting', () => {
  it('takes the shop’s two lists together, or neither', () => {
    const client = http();
    readAhead('shop/gifts-by-email', 200, [{ id: 'e-1', name: 'E-gift', priceInCents: 5000 }]);
    expect(giftListsNow(client)).toBeUndefined();
    expect(slot.size).toBe(1);
    readAhead('shop/gifts-by-post', 200, []);
    expect(giftListsNow(client)).toEqual([[{ id: 'e-1', name: 'E-gift', priceInCents: 5000 }], []]);
    expect(slot.size).toBe(0);
  });

  it('gives a visitor’s membership options read ahead, cached as the call caches them', async () => {
    const client = http();
    expect(membershipOptionsNow(client)).toBeUndefined();
    readAhead('shop/membership-options', 200, OPTIONS);
    const now = membershipOptionsNow(client);
    expect(now?.map((option) => option.slug)).toEqual(['freeAdult']);
    // Cached: the call and the next element read the same list without a request.
    expect(membershipOptionsNow(client)).toEqual(now);
    await expect(membershipOptions(client)).resolves.toEqual(now);
    expect(network).not.toHaveBeenCalled();
  });
});
