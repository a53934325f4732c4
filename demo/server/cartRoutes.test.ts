// @vitest-environment node
import * as v from 'valibot';
import { Cart } from '../../src/api/schemas';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

const START = Date.parse('2026-03-02T01:00:00Z');
let clock = START;
let client: ReferenceServer;

beforeEach(async () => {
  clock = START;
  client = await startReferenceServer({ now: () => clock });
});
afterEach(async () => {
  await client.close();
});

async function newCart(): Promise<Cart> {
  const response = await client.call('POST', '/api/cart');
  expect(response.status).toBe(201);
  return v.parse(Cart, response.json);
}

const addProducts = (id: string, products: unknown, extra: Record<string, unknown> = {}) =>
  client.call('POST', `/api/cart/${id}/products`, {
    body: { cinemaId: 'demo-cinema', products, ...extra },
  });

/** Who a gift card by e-mail is for (product-rules §15.2), sent today in Sydney. */
const recipient = {
  name: 'Alex Kim',
  email: 'alex@example.com',
  from: 'Sam',
  sendDate: '2026-03-02',
};

const address = {
  firstName: 'Sam',
  lastName: 'Lee',
  line1: '1 George St',
  suburb: 'Sydney',
  state: 'NSW',
  postCode: '2000',
};

describe('POST /api/cart', () => {
  it('creates an empty cart that expires in 15 minutes', async () => {
    const response = await client.call('POST', '/api/cart');
    expect(response.headers.get('location')).toMatch(/^\/api\/cart\/[\w-]+$/);
    expect(response.json).toEqual({
      id: expect.any(String),
      expiry: new Date(START + 15 * 60_000).toISOString(),
      totalInCents: 0,
      bookingFeeInCents: 0,
      concessions: [],
      sessions: [],
    });
  });
});

describe('cart lifetime setting', () => {
  it("shortens the life of new carts, and a reset goes back to the server's own lifetime", async () => {
    const set = await client.call('PUT', '/demo/settings', { body: { cartLifetimeSeconds: 30 } });
    expect(set.status).toBe(200);
    expect((await newCart()).expiry).toBe(new Date(START + 30_000).toISOString());
    clock = START + 30_000;
    const cart = await newCart();
    clock += 30_000;
    expect((await client.call('GET', `/api/cart/${cart.id}`)).status).toBe(410);
    await client.call('POST', '/demo/reset');
    expect((await newCart()).expiry).toBe(new Date(clock + 15 * 60_000).toISOString());
  });

  it('refuses a lifetime too short to reach the payment page', async () => {
    const set = await client.call('PUT', '/demo/settings', { body: { cartLifetimeSeconds: 1 } });
    expect(set.status).toBe(400);
  });

  it('keeps a lifetime the server was started with across resets', async () => {
    const short = await startReferenceServer({ now: () => clock, cartLifetimeSeconds: 60 });
    try {
      await short.call('POST', '/demo/reset');
      const response = await short.call('POST', '/api/cart');
      expect(v.parse(Cart, response.json).expiry).toBe(new Date(clock + 60_000).toISOString());
    } finally {
      await short.close();
    }
  });
});

describe('GET /demo/sessions', () => {
  it('lists the screenings on sale with their ticket types, for a seat picker', async () => {
    const response = await client.call('GET', '/demo/sessions');
    expect(response.status).toBe(200);
    const sessions = response.json as { id: string; ticketTypes: { id: string }[] }[];
    expect(sessions.map((session) => session.id)).toEqual(['S-1001', 'S-1002', 'S-1003']);
    expect(sessions[0]?.ticketTypes.map((type) => type.id)).toContain('adult');
  });
});

describe('GET and DELETE /api/cart/{id}', () => {
  it('fetches a cart by id', async () => {
    const cart = await newCart();
    const response = await client.call('GET', `/api/cart/${cart.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual(cart);
  });

  it('answers 404 for an unknown cart', async () => {
    const response = await client.call('GET', '/api/cart/no-such-cart');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({
      status: 404,
      detail: 'There is no cart with id "no-such-cart".',
    });
  });

  it('answers 410 once the cart has expired, and still lets it be deleted', async () => {
    const cart = await newCart();
    clock = START + 15 * 60_000 - 1;
    expect((await client.call('GET', `/api/cart/${cart.id}`)).status).toBe(200);
    clock = START + 15 * 60_000;
    const expired = await client.call('GET', `/api/cart/${cart.id}`);
    expect(expired.status).toBe(410);
    expect(expired.json).toMatchObject({ detail: 'Your cart has expired. Please start again.' });
    expect((await addProducts(cart.id, [{ id: 'jiff-5-film', quantity: 1 }])).status).toBe(410);
    expect((await client.call('DELETE', `/api/cart/${cart.id}`)).status).toBe(204);
  });

  it('deletes a cart with 204, after which it is gone', async () => {
    const cart = await newCart();
    const response = await client.call('DELETE', `/api/cart/${cart.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect((await client.call('GET', `/api/cart/${cart.id}`)).status).toBe(404);
    expect((await client.call('DELETE', `/api/cart/${cart.id}`)).status).toBe(404);
  });
});

describe('POST /api/cart/{id}/products', () => {
  it('adds a festival pass with a $1.50 booking fee per pass', async () => {
    const cart = await newCart();
    const response = await addProducts(cart.id, [{ id: 'jiff-5-film', quantity: 1 }]);
    expect(response.status).toBe(200);
    expect(v.parse(Cart, response.json)).toMatchObject({
      totalInCents: 7650,
      bookingFeeInCents: 150,
      concessions: [
        { id: 'jiff-5-film', name: 'JIFF 5-Film Pass', priceInCents: 7500, quantity: 1 },
      ],
    });
  });

  it('merges repeated products into one line and charges no fee on gifts', async () => {
    const cart = await newCart();
    await addProducts(cart.id, [{ id: 'egift-50', quantity: 1, recipient }]);
    const response = await addProducts(cart.id, [
      { id: 'egift-50', quantity: 2, recipient },
      { id: 'ret-10-film', quantity: 2 },
    ]);
    expect(response.json).toMatchObject({
      totalInCents: 3 * 5000 + 2 * 15500 + 2 * 150,
      bookingFeeInCents: 300,
      concessions: [
        { id: 'egift-50', quantity: 3 },
        { id: 'ret-10-film', quantity: 2 },
      ],
    });
  });

  it('rejects an invalid quantity with a detail naming the field, and changes nothing', async () => {
    const cart = await newCart();
    await addProducts(cart.id, [{ id: 'jiff-5-film', quantity: 1 }]);
    const before = structuredClone(client.server.state);
    const response = await addProducts(cart.id, [{ id: 'jiff-5-film', quantity: 0 }]);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.json).toMatchObject({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'products.0.quantity: Invalid value: Expected >=1 but received 0',
    });
    expect(client.server.state).toEqual(before);
  });

  it('rejects an unknown product id with 400 and changes nothing', async () => {
    const cart = await newCart();
    const before = structuredClone(client.server.state);
    const response = await addProducts(cart.id, [
      { id: 'jiff-5-film', quantity: 1 },
      { id: 'popcorn', quantity: 1 },
    ]);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ detail: 'products.1.id: Unknown product "popcorn".' });
    expect(client.server.state).toEqual(before);
  });

  it('enforces the caps of product-rules §5.1: 10 of an item, 5 gift cards by e-mail', async () => {
    const cart = await newCart();
    expect((await addProducts(cart.id, [{ id: 'jiff-5-film', quantity: 10 }])).status).toBe(200);
    const tooMany = await addProducts(cart.id, [{ id: 'jiff-5-film', quantity: 1 }]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.json).toMatchObject({
      detail: 'You have added the maximum quantity of this item to your cart.',
    });
    expect(
      (
        await addProducts(cart.id, [
          { id: 'egift-25', quantity: 3, recipient },
          { id: 'egift-50', quantity: 2, recipient },
        ])
      ).status,
    ).toBe(200);
    const sixth = await addProducts(cart.id, [{ id: 'egift-100', quantity: 1, recipient }]);
    expect(sixth.status).toBe(422);
    expect(sixth.json).toMatchObject({
      detail: 'You have added the maximum quantity of this item to your cart.',
    });
  });

  it('needs a delivery address for gifts by post and keeps it for later orders', async () => {
    const cart = await newCart();
    const missing = await addProducts(cart.id, [{ id: 'movie-lovers-pack', quantity: 1 }]);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      detail: 'deliveryAddress: A delivery address is required for gifts by post.',
    });
    expect(
      (
        await addProducts(cart.id, [{ id: 'movie-lovers-pack', quantity: 1 }], {
          deliveryAddress: address,
        })
      ).status,
    ).toBe(200);
    expect((await addProducts(cart.id, [{ id: 'date-night-pack', quantity: 1 }])).status).toBe(200);
    expect(client.server.state.carts.get(cart.id)?.deliveryAddress).toEqual(address);
  });

  it('rejects a malformed address with the field path', async () => {
    const cart = await newCart();
    const response = await addProducts(cart.id, [{ id: 'movie-lovers-pack', quantity: 1 }], {
      deliveryAddress: { ...address, postCode: '20000' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      detail: 'deliveryAddress.postCode: Please enter a 4-digit post code',
    });
  });
});
