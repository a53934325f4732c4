// @vitest-environment node
import { ApiError } from '../errors/errors';
import {
  addMembershipOrder,
  addProductOrder,
  addTicketOrder,
  addUpgradeMembershipOrder,
  createCart,
  deleteCart,
  getCart,
  storedCart,
} from './cart';
import { CART_ORDER_DEFAULTS, cartOrderError } from './cartOrderError';
import type { Cart } from './schemas';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';
import { apiRejection } from './testing/apiRejection';
import { giftRecipient } from './testing/giftRecipient';

let api: ReferenceServer;
beforeEach(async () => {
  api = await startReferenceServer();
});
afterEach(async () => {
  await api.close();
});

async function newCart(): Promise<Cart> {
  const cart = await createCart(api.http);
  if (!cart) throw new Error('no cart');
  return cart;
}

const membership = {
  cinemaId: 'c1',
  concessionItemId: 'MEM-ADULT-1Y',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  mobilePhone: '0400 000 000',
  dateOfBirth: '1990-02-03',
  postCode: '2000',
  sendNewsletter: true,
  sendLoyaltyUpdates: false,
  recaptchaToken: 'token-1',
};

describe('POST cart', () => {
  it('creates an empty cart that expires in the future and stores it', async () => {
    const cart = await newCart();
    expect(cart).toMatchObject({ totalInCents: 0, concessions: [], sessions: [] });
    expect(Date.parse(cart.expiry)).toBeGreaterThan(Date.now());
    expect(api.server.state.carts.has(cart.id)).toBe(true);
    expect(storedCart(api.http)).toEqual(cart);
  });
});

describe('GET cart/{id}', () => {
  it('fetches a cart by id from the server when it is not the stored one', async () => {
    const cart = await newCart();
    await createCart(api.http); // now another cart is the stored one
    await expect(getCart(api.http, cart.id)).resolves.toEqual(cart);
    expect(api.count('GET', `/api/cart/${cart.id}`)).toBe(1);
  });

  it('fails with the server detail for an unknown cart', async () => {
    const error = await apiRejection(getCart(api.http, 'missing'));
    expect(error).toMatchObject({ status: 404, detail: 'There is no cart with id "missing".' });
  });
});

describe('DELETE cart/{id}', () => {
  it('removes the stored copy and deletes the cart on the server', async () => {
    const cart = await newCart();
    await expect(deleteCart(api.http, cart.id)).resolves.toBe(true);
    expect(storedCart(api.http)).toBeNull();
    expect(api.server.state.carts.has(cart.id)).toBe(false);
    expect(api.count('DELETE', `/api/cart/${cart.id}`)).toBe(1);
  });

  it('throws ApiError for a cart the server does not know', async () => {
    const error = await apiRejection(deleteCart(api.http, 'missing'));
    expect(error.status).toBe(404);
  });
});

describe('POST cart/{id}/products', () => {
  it('adds products and stores the updated cart', async () => {
    const cart = await newCart();
    const updated = await addProductOrder(api.http, cart.id, {
      cinemaId: 'c1',
      products: [{ id: 'jiff-5-film', quantity: 1 }],
    });
    expect(updated?.concessions).toEqual([
      { id: 'jiff-5-film', name: 'JIFF 5-Film Pass', priceInCents: 7500, quantity: 1 },
    ]);
    expect(updated?.totalInCents).toBeGreaterThanOrEqual(7500);
    expect(storedCart(api.http)).toEqual(updated);
  });

  it('passes the server detail on, and cartOrderError keeps it', async () => {
    const cart = await newCart();
    const error = await apiRejection(
      addProductOrder(api.http, cart.id, {
        cinemaId: 'c1',
        products: [{ id: 'egift-25', quantity: 6, recipient: giftRecipient() }],
      }),
    );
    expect(error.status).toBe(422);
    const stored = cartOrderError('product', error);
    expect(stored.detail).toBe('You have added the maximum quantity of this item to your cart.');
    expect(stored.message).toBe(stored.detail);
    expect(stored.status).toBe(422);
    expect(stored.cause).toBe(error);
  });
});

describe('POST cart/{id}/tickets', () => {
  it('adds tickets for a session', async () => {
    const cart = await newCart();
    const session = api.server.state.screenings[0]!;
    const updated = await addTicketOrder(api.http, cart.id, {
      cinemaId: 'c1',
      sessionId: session.id,
      tickets: [{ id: 'adult', quantity: 2 }],
      seats: ['F7', 'F8'],
    });
    expect(updated?.sessions[0]).toMatchObject({
      id: session.id,
      tickets: [{ id: 'adult', quantity: 2 }],
    });
    expect(storedCart(api.http)?.sessions).toHaveLength(1);
  });

  it('fails with the server detail for an unknown session', async () => {
    const cart = await newCart();
    const error = await apiRejection(
      addTicketOrder(api.http, cart.id, {
        cinemaId: 'c1',
        sessionId: 'S-0',
        tickets: [{ id: 'adult', quantity: 1 }],
        seats: [],
      }),
    );
    expect(error).toMatchObject({ status: 400, detail: 'sessionId: Unknown session "S-0".' });
  });
});

describe('POST cart/{id}/membership', () => {
  it('adds a membership with the applicant and a bot-check token', async () => {
    const cart = await newCart();
    const updated = await addMembershipOrder(api.http, cart.id, membership);
    expect(updated?.concessions).toEqual([
      expect.objectContaining({ id: 'MEM-ADULT-1Y', quantity: 1, priceInCents: 4900 }),
    ]);
    expect(api.server.state.recaptchaTokens).toContain('token-1');
  });

  it('rejects an invalid e-mail before sending', async () => {
    const cart = await newCart();
    await expect(
      addMembershipOrder(api.http, cart.id, { ...membership, email: 'nope' }),
    ).rejects.toMatchObject({
      name: 'SchemaError',
      field: 'email',
      message: expect.stringContaining('Please enter a valid email address'),
    });
    expect(api.count('POST', `/api/cart/${cart.id}/membership`)).toBe(0);
  });
});

describe('POST cart/{id}/upgrade-membership', () => {
  it('adds a membership upgrade', async () => {
    const cart = await newCart();
    const updated = await addUpgradeMembershipOrder(api.http, cart.id, {
      cinemaId: 'c1',
      concessionItemId: 'MEM-ADULT-GOLD-UPG',
    });
    expect(updated?.concessions[0]).toMatchObject({ id: 'MEM-ADULT-GOLD-UPG', quantity: 1 });
  });

  it('fails for an option that is not an upgrade', async () => {
    const cart = await newCart();
    const error = await apiRejection(
      addUpgradeMembershipOrder(api.http, cart.id, {
        cinemaId: 'c1',
        concessionItemId: 'MEM-FREE-ADULT',
      }),
    );
    expect(error.status).toBe(400);
  });
});

describe('cartOrderError (product-rules §9.1 defaults)', () => {
  it.each([
    ['product', 'Failed to update product order'],
    ['ticket', 'Failed to update ticket order'],
    ['membership', 'Failed to update membership order'],
    ['upgradeMembership', 'Failed to update upgrade membership order'],
  ] as const)('uses the %s default when the server sent no detail', (kind, text) => {
    expect(CART_ORDER_DEFAULTS[kind]).toBe(text);
    const bare = new ApiError('POST failed with status 500', { status: 500 });
    expect(cartOrderError(kind, bare)).toMatchObject({
      name: 'ApiError',
      status: 500,
      detail: text,
      message: text,
    });
    expect(cartOrderError(kind, new TypeError('boom'))).toMatchObject({ status: 0, detail: text });
  });

  it('an order on a cart past its expiry fails with the server detail (410)', async () => {
    let clock = Date.now();
    const timed = await startReferenceServer({ now: () => clock });
    try {
      const cart = await createCart(timed.http);
      clock += 16 * 60_000;
      const error = await apiRejection(
        addProductOrder(timed.http, cart!.id, {
          cinemaId: 'c1',
          products: [{ id: 'jiff-5-film', quantity: 1 }],
        }),
      );
      expect(cartOrderError('product', error)).toMatchObject({
        status: 410,
        detail: 'Your cart has expired. Please start again.',
      });
    } finally {
      await timed.close();
    }
  });
});
