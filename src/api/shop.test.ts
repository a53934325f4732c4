// @vitest-environment node
import { festivalPasses } from './shop';
import { giftsByEmail, giftsByPost } from './gifts';
import { membershipOptions } from './membershipOptions';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

let api: ReferenceServer;
beforeEach(async () => {
  api = await startReferenceServer();
});
afterEach(async () => {
  await api.close();
});

describe('GET shop/gifts-by-email and shop/gifts-by-post', () => {
  it('lists gift cards by e-mail', async () => {
    const items = await giftsByEmail(api.http);
    expect(items?.map((item) => item.id)).toEqual([
      'egift-25',
      'egift-50',
      'egift-100',
      'egift-any',
    ]);
    expect(items?.[0]).toMatchObject({ name: '$25 eGift Card', priceInCents: 2500 });
    // An item of a chosen amount (product-rules §15.2) parses too, with its bounds and no price.
    expect(items?.[3]).toEqual({
      id: 'egift-any',
      name: 'Any Amount eGift Card',
      minPriceInCents: 1000,
      maxPriceInCents: 50000,
      description: expect.any(String),
    });
  });

  it('lists gifts by post', async () => {
    const items = await giftsByPost(api.http);
    expect(items?.map((item) => item.id)).toContain('gift-box-50');
  });
});

describe('GET shop/festival-passes?festivalId=', () => {
  it('lists the passes of a festival, sending the id as a query parameter', async () => {
    const passes = await festivalPasses(api.http, 'jiff');
    expect(passes?.map((pass) => pass.id)).toEqual([
      'jiff-5-film',
      'jiff-10-film',
      'jiff-festival',
    ]);
    expect(api.sent[0]?.path).toBe('/api/shop/festival-passes?festivalId=jiff');
  });

  it('returns an empty list for a festival not on sale yet', async () => {
    await expect(festivalPasses(api.http, 'soon')).resolves.toEqual([]);
  });

  it('fails with ApiError 404 for an unknown festival', async () => {
    await expect(festivalPasses(api.http, 'nope')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
    });
  });

  it('refuses an empty festival id before sending', async () => {
    await expect(festivalPasses(api.http, ' ')).rejects.toMatchObject({
      name: 'SchemaError',
      field: 'festivalId',
    });
    expect(api.sent).toHaveLength(0);
  });
});

describe('GET shop/membership-options', () => {
  it('gives visitors the general list', async () => {
    const options = await membershipOptions(api.http);
    expect(options?.map((option) => option.slug)).toEqual([
      'freeAdult',
      'freeSenior',
      'adult-premium-1-year',
      'senior-premium-1-year',
    ]);
    expect(api.sent[0]?.path).toBe('/api/shop/membership-options');
  });

  it('asks per member type for members', async () => {
    const options = await membershipOptions(api.http, { memberType: 'adult' });
    expect(options?.map((option) => option.slug)).toContain('adult-gold-upgrade');
    expect(api.sent[0]?.path).toBe('/api/shop/membership-options?memberType=adult');
  });

  it('fails with the server detail for an unknown member type', async () => {
    await expect(membershipOptions(api.http, { memberType: 'alien' })).rejects.toMatchObject({
      status: 400,
      detail: expect.stringContaining('Unknown member type "alien"'),
    });
  });
});
