import { createStore } from 'jotai/vanilla';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import { CATALOGUE_ERROR_MESSAGE, createCatalogueAtoms, toCatalogueItem } from './catalogueAtoms';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server.close());

describe('the shop catalogue', () => {
  it('loads gifts by e-mail and by post together, typed for the cart', async () => {
    const { catalogueAtom, load } = createCatalogueAtoms();
    const store = createStore();
    expect(store.get(catalogueAtom)).toEqual({ status: 'loading' });
    await store.set(load, { http: server.http });
    const state = store.get(catalogueAtom);
    if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`);
    expect(state.giftsByEmail.length).toBeGreaterThan(0);
    expect(state.giftsByPost.length).toBeGreaterThan(0);
    expect(state.giftsByEmail.every((item) => item.type === 'giftCardByEmail')).toBe(true);
    expect(state.giftsByPost.every((item) => item.type === 'giftByPost')).toBe(true);
    const asked = (apiPath: string) => server.sent.filter((call) => call.apiPath === apiPath);
    expect(asked('shop/gifts-by-email')).toHaveLength(1);
    expect(asked('shop/gifts-by-post')).toHaveLength(1);
  });

  it('offers a gift card by e-mail of a chosen amount with its bounds and no price (product-rules §15.2)', async () => {
    const { catalogueAtom, load } = createCatalogueAtoms();
    const store = createStore();
    await store.set(load, { http: server.http });
    const state = store.get(catalogueAtom);
    if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`);
    expect(state.giftsByEmail.find((item) => item.id === 'egift-any')).toEqual({
      id: 'egift-any',
      type: 'giftCardByEmail',
      name: 'Any Amount eGift Card',
      minPriceInCents: 1000,
      maxPriceInCents: 50000,
      description: expect.any(String),
    });
  });

  it("says 'Error loading products' when either list fails, and a retry loads them", async () => {
    const { catalogueAtom, load } = createCatalogueAtoms();
    const store = createStore();
    // GETs are retried by the client: fail every attempt of this one.
    for (let i = 0; i < 3; i += 1) server.failNext('GET', 'shop/gifts-by-post');
    await store.set(load, { http: server.http });
    // With the error, for the admin's console line (product-rules §2.7).
    expect(store.get(catalogueAtom)).toEqual({
      status: 'error',
      message: CATALOGUE_ERROR_MESSAGE,
      error: expect.objectContaining({ name: 'ApiError', status: 0 }),
    });
    await store.set(load, { http: server.http });
    expect(store.get(catalogueAtom).status).toBe('ready');
  });

  it('leaves the state alone when the element stops the load', async () => {
    const { catalogueAtom, load } = createCatalogueAtoms();
    const store = createStore();
    const controller = new AbortController();
    const loading = store.set(load, { http: server.http, signal: controller.signal });
    controller.abort();
    await loading;
    expect(store.get(catalogueAtom)).toEqual({ status: 'loading' });
  });

  it('keeps only the fields a product has, with no undefined ones', () => {
    expect(
      toCatalogueItem(
        { id: 'gc-50', name: '$50 gift card', priceInCents: 5000 },
        'giftCardByEmail',
      ),
    ).toEqual({ id: 'gc-50', type: 'giftCardByEmail', name: '$50 gift card', priceInCents: 5000 });
    expect(
      toCatalogueItem(
        { id: 'gc-any', name: 'Any amount', minPriceInCents: 1000, maxPriceInCents: 50000 },
        'giftCardByEmail',
      ),
    ).toEqual({
      id: 'gc-any',
      type: 'giftCardByEmail',
      name: 'Any amount',
      minPriceInCents: 1000,
      maxPriceInCents: 50000,
    });
    expect(
      Object.keys(
        toCatalogueItem(
          {
            id: 'h',
            name: 'Hamper',
            priceInCents: 4500,
            imageUrl: 'https://img/h.png',
            description: 'Sweet',
          },
          'giftByPost',
        ),
      ).sort(),
    ).toEqual(['description', 'id', 'imageUrl', 'name', 'priceInCents', 'type']);
  });
});
