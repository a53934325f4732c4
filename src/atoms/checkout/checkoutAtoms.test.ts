// @vitest-environment node
import { createStore } from 'jotai/vanilla';
import { cacheKey, invalidate, writeCache } from '../../api/cache';
import { addProductOrder, createCart, getCart, storedCart } from '../../api/cart';
import { member } from '../../api/member';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import { createCheckoutAtoms, storedCartAtoms } from './checkoutAtoms';
import { lastPaymentTypeAtom } from './lastPaymentTypeAtom';
import type { CompletePaymentInput } from './checkoutTypes';
import { installFakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import type { FakeBotCheck } from '../../botcheck/testing/fakeBotCheck';

const CUSTOMER = { firstName: 'Mia', lastName: 'Wong', email: 'mia@example.com', postCode: '2031' };
const FULL_CARD = { cardNumber: '6280000000000001', cardPin: '1234' };
const PART_CARD = { cardNumber: '6280000000000002', cardPin: '1234' };

let api: ReferenceServer;
let bot: FakeBotCheck;
let scopeCount = 0;

beforeAll(async () => {
  api = await startReferenceServer();
});
afterAll(() => api.close());
beforeEach(() => {
  // Node has no localStorage: the storage helper says once that it keeps values in memory.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  bot = installFakeBotCheck();
});

/** ky hook: send the payment-details GET to a cart id the server does not know. */
function dropDetailsGet(request: Request): Request | undefined {
  if (request.method !== 'GET' || !/\/checkout\/[^/]+$/.test(new URL(request.url).pathname))
    return undefined;
  return new Request(request.url.replace(/\/checkout\/[^/]+$/, '/checkout/gone'), request);
}

/** A new server cart holding one festival pass; `answered` is the server's answer to the add. */
async function passCart(passId: string) {
  const cart = await createCart(api.http);
  if (!cart) throw new Error('no cart');
  const answered = await addPass(cart.id, passId);
  return { cartId: cart.id, answered };
}

/** Add one festival pass to the server's cart `cartId`. */
function addPass(cartId: string, passId: string) {
  return addProductOrder(api.http, cartId, {
    cinemaId: 'c1',
    products: [{ id: passId, quantity: 1 }],
  });
}

/** A card payment the reference server accepts. */
const CARD = { paymentType: 'braintree', nonce: 'fake-valid-nonce' } as const;

/**
 * A fresh store and scope holding a cart with one JIFF 5-film pass ($75 + $1.50 fee);
 * `complete(payment)` completes it as a festival pass order unless `payment` says otherwise.
 */
async function setup() {
  const store = createStore();
  const atoms = createCheckoutAtoms(`test/${++scopeCount}`);
  const { cartId } = await passCart('jiff-5-film');
  store.set(atoms.cartIdAtom, cartId);
  store.set(atoms.customerAtom, CUSTOMER);
  store.set(atoms.billingAddressAtom, {
    firstName: CUSTOMER.firstName,
    lastName: CUSTOMER.lastName,
    line1: '1 George St',
    suburb: 'Sydney',
    state: 'NSW',
    postCode: '2000',
  });
  const ctx = { http: api.http, recaptchaKey: 'site-key' };
  // A payment page pays the details it shows: they are fetched first, as the page has them.
  const complete = async (
    payment: Omit<CompletePaymentInput, 'orderType'> & Partial<CompletePaymentInput>,
  ) => {
    if (!store.get(atoms.paymentDetailsAtom)) await store.set(atoms.loadPaymentDetails, ctx);
    return store.set(atoms.completePayment, { ...ctx, orderType: 'festivalPass', ...payment });
  };
  return { store, atoms, cartId, ctx, complete };
}

describe('checkoutAtoms', () => {
  it('makes new atoms on every call: their owner, the purchase, keeps them', () => {
    expect(createCheckoutAtoms('a')).not.toBe(createCheckoutAtoms('a'));
    expect(createCheckoutAtoms('a').cartIdAtom).not.toBe(createCheckoutAtoms('a').cartIdAtom);
  });

  it('shares the stored cart it is given, and makes the rest its own', () => {
    const stored = storedCartAtoms('shared');
    const first = createCheckoutAtoms('shared', stored);
    const second = createCheckoutAtoms('shared', stored);
    expect(first.cartIdAtom).toBe(second.cartIdAtom);
    expect(first.revisionAtom).toBe(stored.revisionAtom);
    expect(first.paymentDetailsAtom).not.toBe(second.paymentDetailsAtom);
  });

  it('loads payment details and derives the balance', async () => {
    const { store, atoms, ctx } = await setup();
    expect(store.get(atoms.balanceInCentsAtom)).toBe(0);
    const pending = store.set(atoms.loadPaymentDetails, ctx);
    expect(store.get(atoms.statusAtom)).toBe('loading');
    await expect(pending).resolves.toBe(true);
    expect(store.get(atoms.statusAtom)).toBe('idle');
    expect(store.get(atoms.balanceInCentsAtom)).toBe(7650);
    expect(store.get(atoms.paymentDetailsAtom)?.methods.creditCard).toBe(true);
  });

  it('reports a cart the server does not know as an error, without throwing', async () => {
    const { store, atoms, ctx } = await setup();
    store.set(atoms.cartIdAtom, 'no-such-cart');
    await expect(store.set(atoms.loadPaymentDetails, ctx)).resolves.toBe(false);
    expect(store.get(atoms.errorAtom)).toBe('There is no cart with id "no-such-cart".');
  });

  it('adds a gift card with a fresh giftCard token, then refreshes the balance', async () => {
    const { store, atoms, ctx } = await setup();
    await expect(store.set(atoms.addGiftCard, { ...ctx, ...PART_CARD })).resolves.toBe(true);
    expect(store.get(atoms.giftCardsAtom).map((card) => card.cardNumber)).toEqual([
      PART_CARD.cardNumber,
    ]);
    expect(store.get(atoms.balanceInCentsAtom)).toBe(5650);
    expect(api.server.state.recaptchaTokens.at(-1)).toBe(bot.issued.at(-1));
    expect(bot.issued.at(-1)).toMatch(/^giftCard-token-/);
  });

  it('shows the server detail when a gift card is refused', async () => {
    const { store, atoms, ctx } = await setup();
    const ok = await store.set(atoms.addGiftCard, {
      ...ctx,
      cardNumber: PART_CARD.cardNumber,
      cardPin: '9999',
    });
    expect(ok).toBe(false);
    expect(store.get(atoms.errorAtom)).toBe('The gift card number or PIN is incorrect.');
    expect(store.get(atoms.giftCardsAtom)).toEqual([]);
    expect(store.get(atoms.statusAtom)).toBe('idle');
  });

  it('falls back to the default gift card text when there is no detail', async () => {
    const { store, atoms, ctx } = await setup();
    const ok = await store.set(atoms.addGiftCard, { ...ctx, cardNumber: 'abc', cardPin: '1234' });
    expect(ok).toBe(false);
    expect(store.get(atoms.errorAtom)).toBe('An error occurred validating the gift card.');
  });

  it('sends nothing when the bot check fails, and says why', async () => {
    const { store, atoms, ctx, cartId } = await setup();
    bot.failing(true);
    expect(await store.set(atoms.addGiftCard, { ...ctx, ...PART_CARD })).toBe(false);
    expect(store.get(atoms.errorAtom)).toBe(
      "The security check didn't complete. Please try again.",
    );
    expect(api.count('POST', `/api/checkout/${cartId}/gift-card`)).toBe(0);
  });

  it('removes gift cards and refreshes the balance', async () => {
    const { store, atoms, ctx } = await setup();
    await store.set(atoms.addGiftCard, { ...ctx, ...PART_CARD });
    await expect(store.set(atoms.removeGiftCards, ctx)).resolves.toBe(true);
    expect(store.get(atoms.giftCardsAtom)).toEqual([]);
    expect(store.get(atoms.balanceInCentsAtom)).toBe(7650);
  });

  it('marks the details stale when the refresh after removing a gift card fails, until a refresh works', async () => {
    const { store, atoms, ctx, cartId } = await setup();
    await store.set(atoms.addGiftCard, { ...ctx, ...FULL_CARD });
    expect(store.get(atoms.detailsStaleAtom)).toBe(false);
    // The DELETE goes through; the GET that follows finds no cart at that id.
    const gone = {
      ...ctx,
      http: {
        ...ctx.http,
        fetch: (input: Request | URL | string, init?: RequestInit) =>
          ctx.http.fetch(input instanceof Request ? (dropDetailsGet(input) ?? input) : input, init),
      },
    };
    expect(await store.set(atoms.removeGiftCards, gone)).toBe(false);
    expect(store.get(atoms.giftCardsAtom)).toEqual([]);
    expect(store.get(atoms.detailsStaleAtom)).toBe(true);
    // What is held still says "paid in full": exactly what the page must not offer options from.
    expect(store.get(atoms.balanceInCentsAtom)).toBe(0);
    expect(store.get(atoms.errorAtom)).toBe('There is no cart with id "gone".');

    expect(await store.set(atoms.loadPaymentDetails, ctx)).toBe(true);
    expect(store.get(atoms.detailsStaleAtom)).toBe(false);
    expect(store.get(atoms.balanceInCentsAtom)).toBe(7650);
    expect(api.count('DELETE', `/api/checkout/${cartId}/gift-card`)).toBe(1);
  });

  it('completes a card payment with a payment token and clears what product-rules §7.7 clears', async () => {
    const { store, atoms, cartId, complete } = await setup();
    await api.signIn();
    await member(api.http, { again: true });
    const activity = [{ id: 'a', date: '2026-01-01T00:00:00Z', description: 'x' }];
    writeCache(api.http, 'activity', activity, 300);
    const activityKey = cacheKey(api.http, 'activity') ?? 'no member';
    expect(api.storage.get(activityKey)).toEqual(activity);
    const ok = await complete({ ...CARD, deviceData: '{"device":"x"}' });
    expect(ok).toBe(true);
    const payment = api.server.state.payments.at(-1);
    expect(payment).toMatchObject({
      cartId,
      paymentType: 'braintree',
      orderType: 'festivalPass',
      customer: CUSTOMER,
      nonce: 'fake-valid-nonce',
      deviceData: '{"device":"x"}',
      recaptchaToken: bot.issued.at(-1),
    });
    expect(bot.issued.at(-1)).toMatch(/^payment-token-/);
    expect(store.get(atoms.cartIdAtom)).toBeNull();
    expect(store.get(lastPaymentTypeAtom)).toBe('braintree');
    expect(storedCart(api.http)).toBeNull();
    expect(api.storage.get(activityKey)).toBeNull();
    expect(store.get(atoms.errorAtom)).toBeNull();
  });

  it('records a receipt and keeps no buyer details or cart id after payment', async () => {
    const { store, atoms, cartId, complete } = await setup();
    store.set(atoms.cartExpiryAtom, new Date(Date.now() + 600_000).toISOString());
    await store.set(atoms.loadCart, { http: api.http, cartId });
    const delivery = {
      firstName: 'Pat',
      lastName: 'Buyer',
      line1: '1 George St',
      suburb: 'Sydney',
      state: 'NSW' as const,
      postCode: '2000',
    };
    store.set(atoms.deliveryAddressAtom, delivery);
    const ok = await complete({ ...CARD, card: { brand: 'Visa', lastFour: '1111' } });
    expect(ok).toBe(true);
    expect(store.get(atoms.receiptAtom)).toMatchObject({
      // The order's reference is the cart's id (product-rules §5.6).
      reference: cartId,
      deliveryAddress: delivery,
      orderType: 'festivalPass',
      lines: [{ label: 'JIFF 5-Film Pass × 1', amountInCents: 7500 }],
      bookingFeeInCents: 150,
      totalInCents: 7650,
      method: 'Visa ending 1111',
      email: CUSTOMER.email,
    });
    expect(store.get(atoms.customerAtom)).toBeNull();
    expect(store.get(atoms.billingAddressAtom)).toBeNull();
    expect(store.get(atoms.deliveryAddressAtom)).toBeNull();
    expect(store.get(atoms.cartIdAtom)).toBeNull();
    expect(store.get(atoms.cartExpiryAtom)).toBeNull();
  });

  it("builds the receipt from the cart being paid, not the summary's cart of another id", async () => {
    const { store, atoms, cartId: earlier, complete } = await setup();
    // The order summary last showed the earlier cart (a JIFF 5-film pass).
    await store.set(atoms.loadCart, { http: api.http, cartId: earlier });
    expect(store.get(atoms.orderSummaryCartAtom).cart?.id).toBe(earlier);
    const { cartId, answered } = await passCart('jiff-10-film');
    store.set(atoms.cartIdAtom, cartId);
    const gets = api.count('GET', `/api/cart/${cartId}`);
    const ok = await complete(CARD);
    expect(ok).toBe(true);
    expect(store.get(atoms.receiptAtom)).toMatchObject({
      lines: [{ label: 'JIFF 10-Film Pass × 1', amountInCents: 14000 }],
      bookingFeeInCents: answered?.bookingFeeInCents,
      totalInCents: answered?.totalInCents,
    });
    // The order's answer was cached: no extra request for the receipt.
    expect(api.count('GET', `/api/cart/${cartId}`)).toBe(gets);
  });

  it('builds the receipt from the last answer for the cart, not an older summary of it', async () => {
    const { store, atoms, cartId, complete } = await setup();
    await store.set(atoms.loadCart, { http: api.http, cartId });
    // The buyer added a second pass after the summary loaded.
    await addPass(cartId, 'jiff-10-film');
    const server = await getCart(api.http, cartId, { refresh: true });
    const ok = await complete(CARD);
    expect(ok).toBe(true);
    const receipt = store.get(atoms.receiptAtom);
    expect(receipt?.lines).toEqual([
      { label: 'JIFF 5-Film Pass × 1', amountInCents: 7500 },
      { label: 'JIFF 10-Film Pass × 1', amountInCents: 14000 },
    ]);
    expect(receipt?.totalInCents).toBe(server?.totalInCents);
    expect(receipt?.totalInCents).toBeGreaterThan(7500 + 14000);
  });

  it('fetches the cart for the receipt when none is cached, else takes the summary of that cart only', async () => {
    /** Drop the cached cart and make every try of the next GET of `cartId` fail. */
    const unreadable = (cartId: string) => {
      invalidate(api.http, 'cart');
      for (let i = 0; i < 3; i += 1) api.failNext('GET', `cart/${cartId}`);
    };

    // Nothing cached: the cart is fetched.
    const fetched = await setup();
    invalidate(api.http, 'cart');
    expect(await fetched.complete(CARD)).toBe(true);
    expect(api.count('GET', `/api/cart/${fetched.cartId}`)).toBe(1);
    expect(fetched.store.get(fetched.atoms.receiptAtom)?.totalInCents).toBe(7650);

    // The cart cannot be read: the summary's copy of this very cart.
    const same = await setup();
    await same.store.set(same.atoms.loadCart, { http: api.http, cartId: same.cartId });
    unreadable(same.cartId);
    expect(await same.complete(CARD)).toBe(true);
    // The first try and both retries, all dropped.
    expect(api.count('GET', `/api/cart/${same.cartId}`)).toBe(3);
    expect(same.store.get(same.atoms.receiptAtom)).toMatchObject({
      lines: [{ label: 'JIFF 5-Film Pass × 1', amountInCents: 7500 }],
      totalInCents: 7650,
    });

    // The cart cannot be read and the summary shows another cart: none of its lines.
    const other = await setup();
    const shown = await passCart('jiff-10-film');
    await other.store.set(other.atoms.loadCart, { http: api.http, cartId: shown.cartId });
    unreadable(other.cartId);
    expect(await other.complete(CARD)).toBe(true);
    expect(other.store.get(other.atoms.receiptAtom)?.lines).toEqual([]);
  });

  it('stores the buyer and billing address 30 minutes at most, whatever the cart says (product-rules §4.2)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = createStore();
      const atoms = createCheckoutAtoms(`test/${++scopeCount}`);
      store.set(atoms.cartExpiryAtom, new Date(Date.now() + 2 * 3600_000).toISOString());
      store.set(atoms.cartIdAtom, 'cart-1');
      store.set(atoms.customerAtom, CUSTOMER);
      vi.setSystemTime(Date.now() + 30 * 60_000 - 1_000);
      expect(createStore().get(atoms.customerAtom)).toEqual(CUSTOMER);
      vi.setSystemTime(Date.now() + 2_000);
      // Gone, though its cart lives on.
      expect(createStore().get(atoms.customerAtom)).toBeNull();
      expect(createStore().get(atoms.cartIdAtom)).toBe('cart-1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores the buyer and the cart id only until the cart expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = createStore();
      const atoms = createCheckoutAtoms(`test/${++scopeCount}`);
      store.set(atoms.cartExpiryAtom, new Date(Date.now() + 120_000).toISOString());
      store.set(atoms.cartIdAtom, 'cart-1');
      store.set(atoms.customerAtom, CUSTOMER);
      vi.setSystemTime(Date.now() + 119_000);
      expect(store.get(atoms.customerAtom)).toEqual(CUSTOMER);
      vi.setSystemTime(Date.now() + 2_000);
      // A fresh store reads storage again, as a reload would.
      const later = createStore();
      expect(later.get(atoms.customerAtom)).toBeNull();
      expect(later.get(atoms.cartIdAtom)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('completes free only at a balance of 0, refusing it locally otherwise', async () => {
    const { store, atoms, ctx, complete } = await setup();
    await store.set(atoms.loadPaymentDetails, ctx);
    const completions = () =>
      api.sent.filter((r) => r.method === 'POST' && /^checkout\/[^/]+$/.test(r.apiPath)).length;
    const before = completions();
    const ok = await complete({ paymentType: 'free', orderType: 'registration' });
    expect(ok).toBe(false);
    expect(store.get(atoms.errorAtom)).toBe(
      'This order has a balance to pay. Please choose a payment method.',
    );
    expect(
      api.sent.filter((r) => r.method === 'POST' && /^checkout\/[^/]+$/.test(r.apiPath)),
    ).toHaveLength(before);
  });

  it('sends no bot-check token for a wallet', async () => {
    const { store, complete } = await setup();
    const before = bot.issued.length;
    expect(await complete({ paymentType: 'applePay', nonce: 'apple' })).toBe(true);
    expect(bot.issued.length).toBe(before);
    expect(api.server.state.payments.at(-1)).not.toHaveProperty('recaptchaToken');
    expect(store.get(lastPaymentTypeAtom)).toBe('applePay');
  });

  it('shows the decline detail and keeps the cart for another try', async () => {
    const { store, atoms, cartId, complete } = await setup();
    const ok = await complete({ paymentType: 'braintree', nonce: 'declined' });
    expect(ok).toBe(false);
    expect(store.get(atoms.errorAtom)).toBe('Your card was declined by the bank.');
    expect(store.get(atoms.cartIdAtom)).toBe(cartId);
    expect(store.get(atoms.statusAtom)).toBe('idle');
  });

  it('shows the default text when the server fails without a detail', async () => {
    const { store, atoms, complete } = await setup();
    await complete({ paymentType: 'payPal', nonce: 'server-error' });
    expect(store.get(atoms.errorAtom)).toBe('An error occurred during payment processing.');
  });

  it('always shows the default text when a gift card completion fails', async () => {
    const { store, atoms, ctx, complete } = await setup();
    await store.set(atoms.addGiftCard, { ...ctx, ...PART_CARD });
    const ok = await complete({ paymentType: 'giftCard' });
    expect(ok).toBe(false);
    // The server said "There are insufficient funds on your gift card."; product-rules §9.4 wants
    // the default.
    expect(store.get(atoms.errorAtom)).toBe('An error occurred during payment processing.');
  });

  it('pays in full by gift card', async () => {
    const { store, atoms, ctx, complete } = await setup();
    await store.set(atoms.addGiftCard, { ...ctx, ...FULL_CARD });
    expect(store.get(atoms.balanceInCentsAtom)).toBe(0);
    expect(await complete({ paymentType: 'giftCard' })).toBe(true);
    expect(api.server.state.payments.at(-1)?.giftCards).toEqual([
      { cardNumber: FULL_CARD.cardNumber, amountInCents: 7650 },
    ]);
    expect(store.get(atoms.giftCardsAtom)).toEqual([]);
  });

  describe('the payment is the order the buyer saw (product-rules §7.10)', () => {
    it('pays the cart whose details are on show, expecting the balance on show', async () => {
      const { store, atoms, cartId, complete } = await setup();
      await store.set(atoms.loadPaymentDetails, { http: api.http });
      // Another tab's Next stored another cart since the details were fetched.
      const other = await passCart('jiff-10-film');
      store.set(atoms.cartIdAtom, other.cartId);
      expect(await complete(CARD)).toBe(true);
      expect(api.count('POST', `/api/checkout/${cartId}`)).toBe(1);
      expect(api.count('POST', `/api/checkout/${other.cartId}`)).toBe(0);
      expect(api.server.state.payments.at(-1)).toMatchObject({ cartId, amountInCents: 7650 });
    });

    it('a 409 (the order changed) says so, charges nothing, fetches the details again and counts the change', async () => {
      const { store, atoms, cartId, complete } = await setup();
      await store.set(atoms.loadPaymentDetails, { http: api.http });
      // The same cart gained a second pass on the server since: the page still shows $76.50.
      await addPass(cartId, 'jiff-10-film');
      expect(await complete(CARD)).toBe(false);
      expect(store.get(atoms.errorAtom)).toBe(
        'Your order changed. Check the new total and pay again.',
      );
      expect(api.server.state.payments.filter((p) => p.cartId === cartId)).toEqual([]);
      expect(store.get(atoms.balanceInCentsAtom)).toBeGreaterThan(7650);
      expect(store.get(atoms.orderChangesAtom)).toBe(1);
      // The buyer checks the new total and pays again: it goes through.
      store.set(atoms.errorAtom, null);
      expect(await complete(CARD)).toBe(true);
    });

    it("a gift card's Pay Now sends a fresh payment token, as a card does (product-rules §13)", async () => {
      const { store, atoms, ctx, complete } = await setup();
      await store.set(atoms.addGiftCard, { ...ctx, ...FULL_CARD });
      expect(await complete({ paymentType: 'giftCard' })).toBe(true);
      expect(api.server.state.payments.at(-1)?.recaptchaToken).toBe(bot.issued.at(-1));
      expect(bot.issued.at(-1)).toMatch(/^payment-token-/);
    });
  });

  it('refuses to complete without a cart, without a request', async () => {
    const { store, atoms, complete } = await setup();
    store.set(atoms.cartIdAtom, null);
    const before = api.sent.length;
    expect(await complete({ paymentType: 'applePay', nonce: 'n' })).toBe(false);
    expect(store.get(atoms.errorAtom)).toBe('An error occurred during payment processing.');
    expect(api.sent.length).toBe(before);
  });
});
