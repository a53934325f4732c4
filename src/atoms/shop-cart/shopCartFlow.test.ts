import { createStore } from 'jotai/vanilla';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import { createHttp } from '../../api/http';
import { parseEnvelope } from '../../storage/envelope';
import { storage, storageKey } from '../../storage/storage';
import { addTickets, emptyShopCart, shopStoredCart, submitShopOrder } from './shopCartFlow';
import { CART_EXPIRED_MESSAGE } from './shopServerCart';
import { createCheckoutAtoms } from '../checkout/checkoutAtoms';
import { testOrderSession } from '../checkout/testing/orderSession';
import { currentServerCartFor, shopOrderAtomsFor } from './shopOrderAtoms';
import { shopServerCartFor } from './shopServerCart';
import { shopCartFor } from './shopCartAtoms';
import { shopKeys } from './shopKeys';
import {
  FILLED_SHOP_ADDRESS,
  FILLED_SHOP_CUSTOMER,
  FILLED_SHOP_FORM,
} from './testing/shopFormFixtures';
import type { ShopCartItem } from './shopCartRules';
import { today } from '../checkout/dateOfBirth';
import { DEFAULT_TIME_ZONE as SYDNEY } from '../../config/timeZone';
import { CARL, beaWith } from './testing/giftRecipients';

const START = Date.parse('2026-03-02T01:00:00Z');
let clock = START;
let api: ReferenceServer;

/** The shop of the API at `base`: its keys, its stored checkout and its page-wide atoms. */
function shopOf(base: string) {
  const keys = shopKeys(base);
  return {
    keys,
    checkout: createCheckoutAtoms(keys.scope, shopStoredCart(keys.scope)),
    cart: shopCartFor(base),
    server: shopServerCartFor(base),
    order: shopOrderAtomsFor(base),
    current: currentServerCartFor(base),
  };
}
/** The reference server's shop. */
let shop: ReturnType<typeof shopOf>;

beforeAll(async () => {
  api = await startReferenceServer({ now: () => clock });
  shop = shopOf(api.http.base);
});
afterAll(() => api.close());
beforeEach(() => {
  clock = Date.now();
  const { cartId, cartExpiry, customer, serverCart, ticketOrders } = shop.keys;
  for (const key of [cartId, cartExpiry, customer, serverCart, ticketOrders]) storage.remove(key);
});

const VALUES = FILLED_SHOP_FORM;
/** Two $50 eGift Cards for Carl, sent today (a gift by e-mail needs its recipient, §15.2). */
const EGIFT: ShopCartItem = {
  id: 'egift-50',
  type: 'giftCardByEmail',
  name: '$50 eGift Card',
  priceInCents: 5000,
  quantity: 2,
  recipient: { ...CARL, sendDate: today(SYDNEY) },
};
const BOX: ShopCartItem = {
  id: 'gift-box-50',
  type: 'giftByPost',
  name: '$50 Gift Card in a Gift Box',
  priceInCents: 5000,
  quantity: 1,
};
const TICKETS = {
  sessionId: 'S-1001',
  tickets: [{ id: 'adult', quantity: 2 }],
  seats: ['F7', 'F8'],
};

function setup() {
  const store = createStore();
  const expired: string[] = [];
  const context = {
    http: api.http,
    cinemaId: 'demo-cinema',
    onExpired: (id: string) => expired.push(id),
  };
  const from = api.sent.length;
  const calls = () => api.sent.slice(from).map((request) => `${request.method} ${request.path}`);
  const flowStore = {
    get: store.get,
    set: store.set,
    base: api.http.base,
    checkout: shop.checkout,
    session: testOrderSession(shop.checkout),
  };
  // Mounted, as the elements' views keep them.
  store.sub(shop.server.ticketCountAtom, () => undefined);
  store.sub(shop.server.timerAtom, () => undefined);
  store.sub(shop.current, () => undefined);
  return { store, context, calls, expired, flowStore };
}

describe('addTickets', () => {
  it('creates the server cart, orders the tickets with the cinema id, and keeps the cart page-wide', async () => {
    const { store, context, calls, flowStore } = setup();
    const cart = await addTickets(context, flowStore, TICKETS);
    expect(calls()).toEqual(['POST /api/cart', `POST /api/cart/${cart.id}/tickets`]);
    expect(api.server.state.carts.get(cart.id)).toMatchObject({
      cinemaId: 'demo-cinema',
      sessions: [{ id: 'S-1001', seats: ['F7', 'F8'] }],
    });
    expect(cart.sessions[0]).toMatchObject({ id: 'S-1001', filmTitle: 'Harbour Lights' });
    expect(store.get(shop.current)?.id).toBe(cart.id);
    expect(store.get(shop.server.timerAtom)).toEqual({ cartId: cart.id, expiry: cart.expiry });
    expect(store.get(shop.server.ticketCountAtom)).toBe(2);
    expect(store.get(shop.order.ticketOrdersAtom)).toEqual([TICKETS]);

    // A second call uses the same cart.
    await addTickets(context, flowStore, {
      sessionId: 'S-1003',
      tickets: [{ id: 'child', quantity: 1 }],
      seats: ['A1'],
    });
    expect(calls().filter((call) => call === 'POST /api/cart')).toHaveLength(1);
    expect(store.get(shop.server.ticketCountAtom)).toBe(3);
  });

  it('keeps the recipients of gifts by e-mail as long as the server cart it makes (product-rules §15.2)', async () => {
    const { store, context, flowStore } = setup();
    // Stored while a cart a minute from its end was known, they would have gone with it.
    storage.set(shop.keys.cartExpiry, new Date(Date.now() + 60_000).toISOString());
    store.set(shop.cart.itemsAtom, [EGIFT]);
    const expiresAt = () =>
      parseEnvelope(localStorage.getItem(storageKey(shop.keys.recipients)) ?? '')?.expiresAt ?? 0;
    expect(expiresAt()).toBeLessThanOrEqual(Date.now() + 61_000);
    storage.remove(shop.keys.cartExpiry);

    const cart = await addTickets(context, flowStore, TICKETS);
    const at = Date.parse(cart.expiry);
    expect(at).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(expiresAt()).toBeGreaterThanOrEqual(at);
    expect(expiresAt()).toBeLessThan(at + 1_100);
    expect(store.get(shop.cart.itemsAtom)).toEqual([EGIFT]);
  });

  it("rejects with the server's detail, or the default of product-rules §9.1, and changes nothing", async () => {
    const { store, context, flowStore } = setup();
    await expect(addTickets(context, flowStore, { ...TICKETS, seats: ['F7'] })).rejects.toThrow(
      'seats: Choose one seat per ticket (2 tickets, 1 seats).',
    );
    expect(store.get(shop.server.ticketCountAtom)).toBe(0);
    await expect(
      addTickets(context, flowStore, { sessionId: 'S-1001', tickets: [] }),
    ).rejects.toThrow(
      /^Failed to update ticket order: tickets: at least one ticket is required\.$/,
    );
    await expect(addTickets(context, flowStore, 'F7')).rejects.toThrow(
      /^Failed to update ticket order/,
    );
  });

  it('drops a cart the server says has expired, says so once, and orders into a new one', async () => {
    const { store, context, flowStore, expired } = setup();
    const first = await addTickets(context, flowStore, TICKETS);
    clock += 16 * 60_000;
    // Stored copies lapse with the cart; the id is still there if the clock of the page lags.
    storage.set('checkout/shop/cart-id', first.id, 3600);
    const second = await addTickets(context, flowStore, TICKETS);
    expect(second.id).not.toBe(first.id);
    expect(expired).toEqual([first.id]);
    expect(store.get(shop.current)?.id).toBe(second.id);
  });
});

describe('submitShopOrder', () => {
  it('runs the checkout of product-rules §5.4 in order: cart, products with both addresses, buyer, gift cards, payment details', async () => {
    const { store, context, calls, flowStore } = setup();
    const result = await submitShopOrder(context, flowStore, VALUES, [EGIFT, BOX]);
    expect(result.ok).toBe(true);
    const id = store.get(shop.checkout.cartIdAtom);
    expect(calls()).toEqual([
      'POST /api/cart',
      `POST /api/cart/${id}/products`,
      `DELETE /api/checkout/${id}/gift-card`,
      `GET /api/checkout/${id}`,
    ]);
    const order = api.server.state.carts.get(id ?? '');
    const address = FILLED_SHOP_ADDRESS;
    expect(order).toMatchObject({
      cinemaId: 'demo-cinema',
      concessions: [
        expect.objectContaining({
          id: 'egift-50',
          quantity: 2,
          recipient: expect.objectContaining({ name: CARL.name, email: CARL.email }),
        }),
        expect.objectContaining({ id: 'gift-box-50', quantity: 1 }),
      ],
      billingAddress: address,
      deliveryAddress: address,
    });
    expect(store.get(shop.checkout.customerAtom)).toEqual(FILLED_SHOP_CUSTOMER);
    // Kept for the bank's 3D Secure lookup on the payment page (product-rules §7.9).
    expect(store.get(shop.checkout.billingAddressAtom)).toEqual(address);
    // Kept in memory for the receipt: where the gifts by post go (product-rules §5.6).
    expect(store.get(shop.checkout.deliveryAddressAtom)).toEqual(address);
    expect(store.get(shop.checkout.balanceInCentsAtom)).toBe(15000);
  });

  it('sends no delivery address without a gift by post, and its own one when it differs', async () => {
    const { store, context, flowStore } = setup();
    await submitShopOrder(context, flowStore, VALUES, [EGIFT]);
    const cartOf = () => api.server.state.carts.get(store.get(shop.checkout.cartIdAtom) ?? '');
    expect(cartOf()).not.toHaveProperty('deliveryAddress');
    const { cartId, cartExpiry, customer, serverCart, ticketOrders } = shop.keys;
    for (const key of [cartId, cartExpiry, customer, serverCart, ticketOrders]) storage.remove(key);
    const other = {
      ...VALUES,
      sameAsBilling: false,
      deliveryFirstName: 'Lee',
      deliveryLastName: 'Ng',
      deliveryLine1: '9 King St',
      deliverySuburb: 'Newtown',
      deliveryState: 'NSW',
      deliveryPostCode: '2042',
    };
    await submitShopOrder(context, flowStore, other, [BOX]);
    expect(cartOf()).toMatchObject({
      deliveryAddress: { firstName: 'Lee', line1: '9 King St', postCode: '2042' },
      billingAddress: { firstName: 'Ana', line1: '1 George St' },
    });
  });

  it('a second Continue reuses the cart and does not send the same products twice', async () => {
    const { context, calls, flowStore } = setup();
    await submitShopOrder(context, flowStore, VALUES, [EGIFT]);
    const before = calls().length;
    await submitShopOrder(context, flowStore, VALUES, [EGIFT]);
    const again = calls().slice(before);
    expect(again.some((call) => call === 'POST /api/cart' || call.endsWith('/products'))).toBe(
      false,
    );
  });

  it('sends each e-mail gift line with its amount and recipient (product-rules §15.2)', async () => {
    const { context: base, flowStore } = setup();
    const bodies: { path: string; body: Promise<unknown> }[] = [];
    const http = createHttp(api.apiBase, {
      fetch: (input, init) => {
        const request = new Request(input, init);
        bodies.push({ path: new URL(request.url).pathname, body: request.clone().text() });
        return api.fetch(request);
      },
    });
    const context = { ...base, http };
    const productsSent = async () =>
      Promise.all(
        bodies
          .filter((sent) => sent.path.endsWith('/products'))
          .map(
            async (sent) => (JSON.parse(String(await sent.body)) as { products: unknown }).products,
          ),
      );
    const sendDate = today(SYDNEY);
    const bea = { ...EGIFT, quantity: 1, recipient: beaWith({ sendDate }) };
    const carl = { ...EGIFT, quantity: 2, recipient: { ...CARL, sendDate } };
    expect((await submitShopOrder(context, flowStore, VALUES, [bea, carl, BOX])).ok).toBe(true);
    expect(await productsSent()).toEqual([
      [
        { id: 'egift-50', quantity: 1, priceInCents: 5000, recipient: bea.recipient },
        { id: 'egift-50', quantity: 2, priceInCents: 5000, recipient: carl.recipient },
        { id: 'gift-box-50', quantity: 1 },
      ],
    ]);
  });

  it('sends the products again when only a recipient changed (product-rules §15.2)', async () => {
    const { context, calls, flowStore } = setup();
    const sendDate = today(SYDNEY);
    const carl = { ...EGIFT, recipient: { ...CARL, sendDate } };
    await submitShopOrder(context, flowStore, VALUES, [carl]);
    const before = calls().length;
    await submitShopOrder(context, flowStore, VALUES, [carl]);
    expect(
      calls()
        .slice(before)
        .filter((call) => call.endsWith('/products')),
    ).toEqual([]);
    const changed = { ...carl, recipient: { ...carl.recipient, name: 'Carla Ito' } };
    await submitShopOrder(context, flowStore, VALUES, [changed]);
    expect(
      calls()
        .slice(before)
        .filter((call) => call.endsWith('/products')),
    ).toHaveLength(1);
  });

  it('a changed cart is rebuilt with its tickets rather than paid twice', async () => {
    const { store, context, calls, flowStore } = setup();
    const withTickets = await addTickets(context, flowStore, TICKETS);
    await submitShopOrder(context, flowStore, VALUES, [EGIFT]);
    expect(store.get(shop.checkout.cartIdAtom)).toBe(withTickets.id);
    const before = calls().length;
    const result = await submitShopOrder(context, flowStore, VALUES, [{ ...EGIFT, quantity: 1 }]);
    expect(result.ok).toBe(true);
    const rebuilt = store.get(shop.current);
    expect(rebuilt?.id).not.toBe(withTickets.id);
    expect(rebuilt?.concessions).toEqual([
      expect.objectContaining({ id: 'egift-50', quantity: 1 }),
    ]);
    expect(rebuilt?.sessions[0]?.tickets).toEqual([
      expect.objectContaining({ id: 'adult', quantity: 2 }),
    ]);
    expect(calls().slice(before)).toContain(`DELETE /api/cart/${withTickets.id}`);
  });

  it('a cart holding tickets that expired is dropped with the text of product-rules §5.2', async () => {
    const { context, flowStore, expired } = setup();
    const cart = await addTickets(context, flowStore, TICKETS);
    await api.call('POST', '/demo/reset');
    const result = await submitShopOrder(context, flowStore, VALUES, [EGIFT]);
    expect(result).toEqual({ ok: false, message: CART_EXPIRED_MESSAGE });
    expect(expired).toEqual([cart.id]);
    const again = await submitShopOrder(context, flowStore, VALUES, [EGIFT]);
    expect(again).toEqual({ ok: true, cart: expect.anything() });
  });

  it('refuses an empty cart without calling the server', async () => {
    const { context, calls, flowStore } = setup();
    const result = await submitShopOrder(context, flowStore, VALUES, []);
    expect(result.ok).toBe(false);
    expect(calls()).toEqual([]);
  });

  it("shows the server's detail for a refused product order, and the default otherwise", async () => {
    const { context, flowStore } = setup();
    const tooMany = { ...EGIFT, quantity: 6 };
    const result = await submitShopOrder(context, flowStore, VALUES, [tooMany]);
    expect(result).toEqual({
      ok: false,
      message: 'You have added the maximum quantity of this item to your cart.',
    });
  });
});

describe('emptyShopCart', () => {
  it('deletes the server cart and its stored copy, then empties the browser cart', async () => {
    const { store, context, calls, flowStore } = setup();
    const cart = await addTickets(context, flowStore, TICKETS);
    const cleared = vi.fn();
    expect(await emptyShopCart(context, flowStore, cleared)).toBeNull();
    expect(calls()).toContain(`DELETE /api/cart/${cart.id}`);
    expect(cleared).toHaveBeenCalledOnce();
    expect(store.get(shop.server.timerAtom)).toBeNull();
    expect(store.get(shop.server.ticketCountAtom)).toBe(0);
  });

  it('keeps everything when the delete fails, so the buyer can try again', async () => {
    const { context, flowStore } = setup();
    await addTickets(context, flowStore, TICKETS);
    // Nothing listens on port 9: the delete cannot reach a server.
    const failing = { ...context, http: createHttp('http://127.0.0.1:9/api/') };
    const cleared = vi.fn();
    const message = await emptyShopCart(failing, flowStore, cleared);
    expect(message).toBe('We could not empty your cart. Please try again.');
    expect(cleared).not.toHaveBeenCalled();
    expect(flowStore.get(shop.server.timerAtom)).not.toBeNull();
  });
});
