// @vitest-environment node
import * as v from 'valibot';
import { FestivalPassList, MembershipOptionList, ShopItemList } from '../../src/api/schemas';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

let client: ReferenceServer;
beforeAll(async () => {
  client = await startReferenceServer();
});
afterAll(async () => {
  await client.close();
});

describe('GET /api/shop/festival-passes', () => {
  it.each(['jiff', 'chiff', 'eeff', 'fffa'])('lists 2 or 3 passes for %s', async (festivalId) => {
    const response = await client.call('GET', `/api/shop/festival-passes?festivalId=${festivalId}`);
    expect(response.status).toBe(200);
    const passes = v.parse(FestivalPassList, response.json);
    expect(passes.length).toBeGreaterThanOrEqual(2);
    expect(passes.length).toBeLessThanOrEqual(3);
    for (const pass of passes)
      expect(pass.name).toMatch(new RegExp(`^${festivalId.toUpperCase()} `));
  });

  it('has the JIFF 5-Film Pass at $75', async () => {
    const passes = (await client.call('GET', '/api/shop/festival-passes?festivalId=jiff')).json;
    expect(passes).toContainEqual(
      expect.objectContaining({ id: 'jiff-5-film', name: 'JIFF 5-Film Pass', priceInCents: 7500 }),
    );
  });

  it('lists the multi-film passes for RET', async () => {
    const passes = v.parse(
      FestivalPassList,
      (await client.call('GET', '/api/shop/festival-passes?festivalId=RET')).json,
    );
    expect(passes.map((pass) => pass.name)).toEqual(['5 Film Pass', '10 Film Pass']);
  });

  it('answers an empty list for a festival not on sale yet', async () => {
    const response = await client.call('GET', '/api/shop/festival-passes?festivalId=soon');
    expect(response.status).toBe(200);
    expect(response.json).toEqual([]);
  });

  it('answers 404 for an unknown festival and 400 without a festival id', async () => {
    const unknown = await client.call('GET', '/api/shop/festival-passes?festivalId=cannes');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ detail: 'There is no festival with id "cannes".' });
    const missing = await client.call('GET', '/api/shop/festival-passes');
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ detail: 'festivalId: This query parameter is required.' });
  });
});

describe('GET /api/shop/gifts-by-email and gifts-by-post', () => {
  it.each(['gifts-by-email', 'gifts-by-post'])(
    'lists %s without images, for the shop to draw in the theme (product-rules §5.3)',
    async (path) => {
      const items = v.parse(ShopItemList, (await client.call('GET', `/api/shop/${path}`)).json);
      expect(items.length).toBeGreaterThanOrEqual(3);
      for (const item of items) expect(item).not.toHaveProperty('imageUrl');
    },
  );
});

describe('GET /api/shop/membership-options', () => {
  it('lists new memberships for visitors, free and paid', async () => {
    const options = v.parse(
      MembershipOptionList,
      (await client.call('GET', '/api/shop/membership-options')).json,
    );
    expect(options.map((option) => option.slug)).toEqual([
      'freeAdult',
      'freeSenior',
      'adult-premium-1-year',
      'senior-premium-1-year',
    ]);
  });

  it('lists renewals and upgrades for a member type', async () => {
    const options = v.parse(
      MembershipOptionList,
      (await client.call('GET', '/api/shop/membership-options?memberType=adult')).json,
    );
    expect(options.map((option) => option.slug)).toEqual([
      'adult-premium-renewal-1-year',
      'adult-premium-renewal-2-year',
      'adult-gold-upgrade',
    ]);
    const free = v.parse(
      MembershipOptionList,
      (await client.call('GET', '/api/shop/membership-options?memberType=freeSenior')).json,
    );
    expect(free.map((option) => option.slug)).toEqual(['senior-premium-upgrade']);
  });

  it('rejects an unknown member type', async () => {
    const response = await client.call('GET', '/api/shop/membership-options?memberType=platinum');
    expect(response.status).toBe(400);
    expect((response.json as { detail: string }).detail).toMatch(
      /^memberType: Unknown member type "platinum"/,
    );
  });
});
