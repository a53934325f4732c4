// @vitest-environment node
/**
 * A shared computer (a library, a box-office kiosk, a family laptop): one member signs out and
 * another signs in on the same browser. A stub server plays the cinema, answering `GET member`
 * with whoever is signed in right now.
 */
import { memoryStorage } from '../storage/testing/memoryStorage';
import { cacheKey, clearAfterPayment } from './cache';
import { createHttp } from './http';
import { member, memberActivity } from './member';
import { reply, startStubServer } from './testing/startStubServer';
import type { StubServer } from './testing/startStubServer';

const memberNamed = (id: string, firstName: string) => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  memberType: 'adult',
  firstName,
  lastName: 'Citizen',
  sendNewsletter: false,
  sendLoyaltyUpdates: false,
  wallet: {},
});
const activityOf = (who: string) => [
  { id: `${who}-1`, date: '2026-06-01T09:00:00Z', description: `${who}'s ticket` },
];

let signedIn: 'alex' | 'sam' | null;
let stub: StubServer;
beforeEach(async () => {
  signedIn = 'alex';
  stub = await startStubServer((req, res) => {
    if (signedIn === null)
      return reply(
        res,
        401,
        '{"status":401,"detail":"Please sign in"}',
        'application/problem+json',
      );
    const who = signedIn === 'alex' ? memberNamed('M-1', 'Alex') : memberNamed('M-2', 'Sam');
    if (req.url === '/api/member') return reply(res, 200, JSON.stringify(who));
    if (req.url === '/api/member/activity')
      return reply(res, 200, JSON.stringify(activityOf(who.firstName)));
    return reply(res, 404, '{}');
  });
});
afterEach(() => stub.close());

/** A new page load on the same browser: a new client over the same storage. */
const pageOn = (storage: ReturnType<typeof memoryStorage>['storage']) =>
  createHttp(stub.base, { storage });

describe('member caches on a shared computer', () => {
  it("never shows the first member's data to the second, and drops it", async () => {
    const { storage } = memoryStorage();
    const first = pageOn(storage);
    expect((await memberActivity(first))?.[0]?.description).toBe("Alex's ticket");
    const alexKey = cacheKey(first, 'activity');

    signedIn = 'sam';
    const second = pageOn(storage);
    expect((await memberActivity(second))?.[0]?.description).toBe("Sam's ticket");
    expect(storage.get(alexKey ?? '')).toBeNull();
    expect(cacheKey(second, 'activity')).toContain('member/M-2/');
  });

  it('leaves nothing of a member in storage once they have signed out', async () => {
    const { storage, entries } = memoryStorage();
    await memberActivity(pageOn(storage));
    expect([...entries.keys()].some((key) => key.includes('member-m-1-activity'))).toBe(true);

    signedIn = null;
    await expect(member(pageOn(storage))).rejects.toMatchObject({ status: 401 });
    expect([...entries.keys()].filter((key) => key.includes('member'))).toEqual([]);
  });

  it('keeps activity for 300 seconds (product-rules §4.3), then asks the server again', async () => {
    const { storage, advance } = memoryStorage();
    const http = pageOn(storage);
    const asked = () => stub.received.filter((line) => line === 'GET /api/member/activity').length;
    await memberActivity(http);
    await memberActivity(http);
    expect(asked()).toBe(1);
    advance(299);
    await memberActivity(http);
    expect(asked()).toBe(1);
    advance(2);
    await memberActivity(http);
    expect(asked()).toBe(2);
  });

  it("a payment clears the member's changed lists, under their id", async () => {
    const { storage, entries } = memoryStorage();
    const http = pageOn(storage);
    await memberActivity(http);
    clearAfterPayment(http);
    expect([...entries.keys()].filter((key) => key.endsWith('-activity'))).toEqual([]);
  });

  it('a payment makes the remembered member stale: a renewal or upgrade changes them', async () => {
    const { storage } = memoryStorage();
    const http = pageOn(storage);
    const asked = () => stub.received.filter((line) => line === 'GET /api/member').length;
    await member(http);
    await member(http);
    expect(asked()).toBe(1);
    clearAfterPayment(http);
    await member(http);
    expect(asked()).toBe(2);
  });
});
