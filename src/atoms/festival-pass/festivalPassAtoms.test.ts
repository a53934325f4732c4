// @vitest-environment node
import { createStore } from 'jotai/vanilla';
import { member } from '../../api/member';
import { createHttp } from '../../api/http';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import { installFakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import type { FakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import { festivalPassAtoms } from './festivalPassAtoms';
import { createCheckoutAtoms } from '../checkout/checkoutAtoms';
import { testOrderSession } from '../checkout/testing/orderSession';
import { EMPTY_FESTIVAL_PASS_FORM } from './festivalPassValidation';

/** The API the widgets call. */
const API = 'https://cinema.example/api/';

const DETAILS = {
  firstName: 'Mia',
  lastName: 'Wong',
  email: 'mia@example.com',
  postCode: '2031',
  terms: true,
};

let api: ReferenceServer;
let bot: FakeBotCheck;
let clock = Date.now();
let widgetCount = 0;

beforeAll(async () => {
  api = await startReferenceServer({ now: () => clock });
});
afterAll(() => api.close());
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  bot = installFakeBotCheck();
  clock = Date.now();
});

/** A fresh store and a widget of its own cinema, so tests never share a form or a cart. */
function widget(festivalId = 'jiff') {
  const store = createStore();
  const atoms = festivalPassAtoms(`cinema-${++widgetCount}`, festivalId, {}, API);
  const context = { http: api.http, recaptchaKey: 'site-key' };
  const from = api.sent.length;
  /** `METHOD /path` of every request sent since the widget was made. */
  const calls = () => api.sent.slice(from).map((request) => `${request.method} ${request.path}`);
  const session = testOrderSession(createCheckoutAtoms(atoms.checkoutScope));
  /** Next, for the widget's purchase. */
  const submit = (given = context) => store.set(atoms.submit, given, session);
  return { store, atoms, context, calls, session, submit, checkout: session.atoms };
}

describe('festivalPassAtoms: passes', () => {
  it('loads the passes of a festival on sale', async () => {
    const { store, atoms, context } = widget('jiff');
    await store.set(atoms.loadPasses, context);
    const state = store.get(atoms.passesAtom);
    expect(state.status === 'ready' && state.passes.map((pass) => pass.name)).toEqual([
      'JIFF 5-Film Pass',
      'JIFF 10-Film Pass',
      'JIFF Festival Pass',
    ]);
  });

  it('is empty for a festival not on sale yet', async () => {
    const { store, atoms, context } = widget('soon');
    await store.set(atoms.loadPasses, context);
    expect(store.get(atoms.passesAtom)).toEqual({ status: 'empty' });
  });

  it('says "Error loading products" when loading fails', async () => {
    const { store, atoms, context } = widget('no-such-festival');
    await store.set(atoms.loadPasses, context);
    // With the error, for the admin's console line (product-rules §2.7).
    expect(store.get(atoms.passesAtom)).toEqual({
      status: 'error',
      message: 'Error loading products',
      error: expect.objectContaining({ name: 'ApiError', status: 404 }),
    });
  });
});

describe('festivalPassAtoms: submit (product-rules §6.2)', () => {
  it('runs the 8 steps in order', async () => {
    const { store, atoms, calls, submit, checkout } = widget('jiff');
    store.set(atoms.updateValues, { ...DETAILS, passId: 'jiff-10-film', newsletter: true });
    expect(await submit()).toBe(true);

    const cartId = store.get(checkout.cartIdAtom);
    expect(calls()).toEqual([
      'POST /api/cart',
      `POST /api/cart/${cartId}/products`,
      'POST /api/subscribe',
      `DELETE /api/checkout/${cartId}/gift-card`,
      `GET /api/checkout/${cartId}`,
    ]);
    const cart = api.server.state.carts.get(cartId ?? '');
    expect(cart?.concessions.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: 'jiff-10-film', quantity: 1 },
    ]);
    expect(cart?.cinemaId).toBe(atoms.cinemaId);
    expect(Date.parse(store.get(checkout.cartExpiryAtom) ?? '')).toBeGreaterThan(clock);
    expect(store.get(checkout.customerAtom)).toEqual({
      firstName: 'Mia',
      lastName: 'Wong',
      email: 'mia@example.com',
      postCode: '2031',
    });
    expect(store.get(checkout.balanceInCentsAtom)).toBe(14150);
    expect(store.get(atoms.pageAtom)).toBe('payment');
    expect(store.get(atoms.submittingAtom)).toBe(false);
  });

  it.each([
    ['jiff', 'JIF'],
    ['chiff', 'CHF'],
    ['eeff', 'EEF'],
    ['fffa', 'FFA'],
  ])('subscribes to the %s newsletter as %s with a fresh token', async (festivalId, typeId) => {
    const { store, atoms, context, submit } = widget(festivalId);
    await store.set(atoms.loadPasses, context);
    const passes = store.get(atoms.passesAtom);
    const passId = passes.status === 'ready' ? (passes.passes[0]?.id ?? '') : '';
    store.set(atoms.updateValues, { ...DETAILS, passId, newsletter: true });
    expect(await submit()).toBe(true);

    const saved = api.server.state.subscriptions.at(-1);
    expect(saved).toEqual({
      typeId,
      firstName: 'Mia',
      lastName: 'Wong',
      email: 'mia@example.com',
      recaptchaToken: bot.issued.at(-1),
    });
    expect(bot.issued).toHaveLength(1);
    expect(bot.issued[0]).toMatch(/^subscribe-token-/);
    const tokens = api.server.state.subscriptions.map(
      (subscription) => subscription.recaptchaToken,
    );
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('goes on to payment when the subscription is refused, and says so for the payment and thanks pages (product-rules §12.2)', async () => {
    const { store, atoms, submit } = widget('jiff');
    const detail = 'This address has unsubscribed from JIF mailings.';
    // A client whose subscribe call is refused with a problem detail; every other call is real.
    const refusing = createHttp(`${api.server.url}/api/`, {
      storage: api.storage,
      fetch: (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname !== '/api/subscribe') return api.fetch(request);
        const body = JSON.stringify({ title: 'Refused', status: 422, detail });
        return Promise.resolve(
          new Response(body, {
            status: 422,
            headers: { 'content-type': 'application/problem+json' },
          }),
        );
      },
    });
    store.set(atoms.updateValues, { ...DETAILS, passId: 'jiff-5-film', newsletter: true });
    expect(await submit({ http: refusing, recaptchaKey: 'site-key' })).toBe(true);
    expect(store.get(atoms.submitErrorAtom)).toBeNull();
    expect(store.get(atoms.newsletterFailedAtom)).toBe(true);
    expect(store.get(atoms.pageAtom)).toBe('payment');
    // A later Next that saves it says nothing more.
    store.set(atoms.pageAtom, 'checkout');
    expect(await submit()).toBe(true);
    expect(store.get(atoms.newsletterFailedAtom)).toBe(false);
  });

  it('saves no subscription when the box is not ticked, or for RET', async () => {
    const jiff = widget('jiff');
    jiff.store.set(jiff.atoms.updateValues, {
      ...DETAILS,
      passId: 'jiff-5-film',
      newsletter: false,
    });
    await jiff.submit();
    const ret = widget('RET');
    ret.store.set(ret.atoms.updateValues, { ...DETAILS, passId: 'ret-5-film', newsletter: true });
    expect(await ret.submit()).toBe(true);
    expect([...jiff.calls(), ...ret.calls()].filter((call) => call.includes('subscribe'))).toEqual(
      [],
    );
  });

  it('does not send a form with errors, and marks every field at fault', async () => {
    const { store, atoms, calls, submit } = widget();
    store.set(atoms.updateValues, { ...DETAILS, email: 'mia@example' });
    expect(await submit()).toBe(false);
    expect(store.get(atoms.errorsAtom)).toEqual({
      passId: 'Please select a pass!',
      email: 'Please enter a valid email address',
    });
    expect(calls()).toEqual([]);
  });

  it('ignores a second Next while the first is running', async () => {
    const { store, atoms, calls, submit } = widget();
    store.set(atoms.updateValues, { ...DETAILS, passId: 'jiff-5-film' });
    const results = await Promise.all([submit(), submit()]);
    expect(results).toEqual([true, false]);
    expect(calls().filter((call) => call === 'POST /api/cart')).toHaveLength(1);
  });

  it('shows the server detail when the product order fails, keeps the values, and reuses the empty cart', async () => {
    const { store, atoms, calls, submit, checkout } = widget();
    store.set(atoms.updateValues, { ...DETAILS, passId: 'withdrawn-pass' });
    expect(await submit()).toBe(false);
    expect(store.get(atoms.submitErrorAtom)).toBe(
      'products.0.id: Unknown product "withdrawn-pass".',
    );
    expect(store.get(atoms.valuesAtom)).toMatchObject({ ...DETAILS, passId: 'withdrawn-pass' });
    expect(store.get(atoms.pageAtom)).toBe('checkout');
    const firstCart = store.get(checkout.cartIdAtom);

    store.set(atoms.updateValues, { passId: 'jiff-5-film' });
    expect(await submit()).toBe(true);
    expect(store.get(checkout.cartIdAtom)).toBe(firstCart);
    expect(calls().filter((call) => call === 'POST /api/cart')).toHaveLength(1);
    expect(store.get(atoms.submitErrorAtom)).toBeNull();
  });

  it('goes on when the bot check for the newsletter fails, saving no subscription (product-rules §12.2)', async () => {
    const { store, atoms, calls, submit, checkout } = widget();
    store.set(atoms.updateValues, { ...DETAILS, passId: 'jiff-5-film', newsletter: true });
    bot.failing(true);
    expect(await submit()).toBe(true);
    bot.failing(false);
    const cartId = store.get(checkout.cartIdAtom);
    expect(calls()).toEqual([
      'POST /api/cart',
      `POST /api/cart/${cartId}/products`,
      `DELETE /api/checkout/${cartId}/gift-card`,
      `GET /api/checkout/${cartId}`,
    ]);
    expect(store.get(atoms.newsletterFailedAtom)).toBe(true);
  });

  it('retries after a failed step with the same cart, without adding the pass twice', async () => {
    const { store, atoms, calls, submit, checkout } = widget();
    store.set(atoms.updateValues, { ...DETAILS, passId: 'jiff-5-film', newsletter: true });
    // The payment details cannot be fetched, once.
    const failing = createHttp(`${api.server.url}/api/`, {
      storage: api.storage,
      fetch: (input, init) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname;
        if (request.method !== 'GET' || !/^\/api\/checkout\/[^/]+$/.test(path))
          return api.fetch(request);
        return Promise.resolve(new Response(null, { status: 503 }));
      },
    });
    expect(await submit({ http: failing, recaptchaKey: 'site-key' })).toBe(false);
    expect(store.get(atoms.submitErrorAtom)).toBe(
      'We could not load the payment options. Please try again.',
    );
    const cartId = store.get(checkout.cartIdAtom);

    expect(await submit()).toBe(true);
    expect(calls().filter((call) => call === 'POST /api/cart')).toHaveLength(1);
    expect(calls().filter((call) => call === `POST /api/cart/${cartId}/products`)).toHaveLength(1);
    // Saved once: the retry does not subscribe twice.
    expect(calls().filter((call) => call === 'POST /api/subscribe')).toHaveLength(1);
    expect(api.server.state.carts.get(cartId ?? '')?.concessions[0]?.quantity).toBe(1);
  });

  it('replaces the cart when the visitor chose another pass (Edit)', async () => {
    const { store, atoms, calls, submit, checkout } = widget();
    store.set(atoms.updateValues, { ...DETAILS, passId: 'jiff-5-film' });
    await submit();
    const first = store.get(checkout.cartIdAtom) ?? '';

    store.set(atoms.pageAtom, 'checkout');
    store.set(atoms.updateValues, { passId: 'jiff-festival' });
    expect(await submit()).toBe(true);
    const second = store.get(checkout.cartIdAtom) ?? '';
    expect(second).not.toBe(first);
    expect(calls()).toContain(`DELETE /api/cart/${first}`);
    expect(api.server.state.carts.has(first)).toBe(false);
    expect(api.server.state.carts.get(second)?.concessions.map((line) => line.id)).toEqual([
      'jiff-festival',
    ]);
  });

  it('starts a new cart when the stored one has expired', async () => {
    const { store, atoms, submit, checkout } = widget();
    store.set(atoms.updateValues, { ...DETAILS, passId: 'jiff-5-film' });
    await submit();
    const first = store.get(checkout.cartIdAtom);

    clock += 16 * 60_000;
    expect(await submit()).toBe(true);
    expect(store.get(checkout.cartIdAtom)).not.toBe(first);
  });
});

describe('festivalPassAtoms: member prefill', () => {
  it('fills only the empty fields of a signed-in member', async () => {
    const { store, atoms, context } = widget();
    store.set(atoms.updateValues, { firstName: 'Alexandra' });
    await api.signIn();
    await store.set(atoms.prefillMember, context);
    expect(store.get(atoms.valuesAtom)).toMatchObject({
      firstName: 'Alexandra',
      lastName: 'Citizen',
      email: 'alex.citizen@example.com',
      postCode: '2000',
    });
  });

  it('leaves the form alone for an anonymous visitor', async () => {
    const { store, atoms, context } = widget();
    await api.fetch(`${api.server.url}/demo/session`, { method: 'DELETE' });
    // The page hears of the sign-out (a new round would do the same).
    await member(api.http, { again: true }).catch(() => undefined);
    await store.set(atoms.prefillMember, context);
    // Every field as a new form has it, the buyer's four included.
    expect(store.get(atoms.valuesAtom)).toMatchObject(EMPTY_FESTIVAL_PASS_FORM);
  });
});

describe('festivalPassAtoms: one form per widget', () => {
  it('gives two widgets for the same festival their own form, page and checkout', () => {
    const first = { isConnected: true };
    const second = { isConnected: true };
    const a = festivalPassAtoms('c-shared', 'jiff', first, API);
    const b = festivalPassAtoms('c-shared', 'jiff', second, API);
    expect(a).not.toBe(b);
    expect(a.valuesAtom).not.toBe(b.valuesAtom);
    expect(a.pageAtom).not.toBe(b.pageAtom);
    expect(a.checkoutScope).not.toBe(b.checkoutScope);
    expect(festivalPassAtoms('c-shared', 'jiff', first, API)).toBe(a);
  });

  it("names its API in its checkout's keys: another cinema's widget never shares its cart", () => {
    const owner = { isConnected: true };
    const here = festivalPassAtoms('c-api', 'jiff', owner, API);
    const there = festivalPassAtoms('c-api', 'jiff', owner, 'https://other.example/api/');
    expect(here.checkoutScope).toBe(`${API}festival-pass/c-api/jiff/0`);
    expect(there.checkoutScope).toMatch(
      /^https:\/\/other\.example\/api\/festival-pass\/c-api\/jiff\/\d+$/,
    );
  });

  it('keeps a widget its slot, and so its stored cart, across a reload', () => {
    const before = festivalPassAtoms('c-reload', 'jiff', { isConnected: false }, API);
    const after = festivalPassAtoms('c-reload', 'jiff', { isConnected: true }, API);
    expect(after.checkoutScope).toBe(before.checkoutScope);
  });
});
