import { createStore } from 'jotai/vanilla';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import type { MembershipOption } from '../../api/schemas';
import { installFakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import { testOrderSession } from '../checkout/testing/orderSession';
import { generalMembershipOptions } from '../../../demo/server/catalog/membershipOptions';
import { submitMembership } from './submitMembership';

let api: ReferenceServer;

beforeAll(async () => {
  api = await startReferenceServer();
});
afterAll(() => api.close());
beforeEach(() => {
  installFakeBotCheck();
});

const byId = (id: string): MembershipOption => {
  const found = generalMembershipOptions.find((option) => option.concessionItemId === id);
  if (!found) throw new Error(id);
  return { ...found, action: found.action ?? 'new' };
};

const APPLICANT = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  mobilePhone: '',
  dateOfBirth: '1990-05-06',
  postCode: '2000',
  sendNewsletter: false,
  sendLoyaltyUpdates: true,
  terms: true,
};

function setup() {
  const store = createStore();
  const session = testOrderSession();
  const checkout = session.atoms;
  const from = api.sent.length;
  const calls = () =>
    api.sent
      .slice(from)
      .map((request) => `${request.method} ${request.path.replace(/[0-9a-f-]{36}/, '{id}')}`);
  const context = { http: api.http, recaptchaKey: 'k', cinemaId: 'demo-cinema' };
  return {
    store,
    checkout,
    session,
    calls,
    context,
    deps: { get: store.get, set: store.set, checkout, session },
  };
}

describe('submitMembership', () => {
  it('a paid option: cart, membership order with the applicant, payment details; not completed', async () => {
    const { store, checkout, calls, context, deps } = setup();
    const result = await submitMembership(context, deps, byId('MEM-ADULT-1Y'), APPLICANT);
    expect(result).toEqual({ ok: true, completed: false });
    expect(calls()).toEqual([
      'POST /api/cart',
      'POST /api/cart/{id}/membership',
      'DELETE /api/checkout/{id}/gift-card',
      'GET /api/checkout/{id}',
    ]);
    expect(store.get(checkout.balanceInCentsAtom)).toBe(4900);
    expect(store.get(checkout.customerAtom)).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      postCode: '2000',
    });
    const cart = api.server.state.carts.get(store.get(checkout.cartIdAtom) ?? '');
    expect(cart?.membershipApplicant).toMatchObject({ sendLoyaltyUpdates: true, mobilePhone: '' });
  });

  it('the same option again reuses the cart; another option drops it for a new one', async () => {
    const { store, checkout, calls, context, deps } = setup();
    await submitMembership(context, deps, byId('MEM-ADULT-1Y'), APPLICANT);
    const first = store.get(checkout.cartIdAtom);
    await submitMembership(context, deps, byId('MEM-ADULT-1Y'), APPLICANT);
    expect(store.get(checkout.cartIdAtom)).toBe(first);
    await submitMembership(context, deps, byId('MEM-SENIOR-1Y'), APPLICANT);
    const second = store.get(checkout.cartIdAtom);
    expect(second).not.toBe(first);
    expect(calls().filter((call) => call === 'POST /api/cart')).toHaveLength(2);
    expect(calls()).toContain('DELETE /api/cart/{id}');
    expect(api.server.state.carts.get(second ?? '')?.concessions).toMatchObject([
      { id: 'MEM-SENIOR-1Y', quantity: 1 },
    ]);
  });

  it('a free option completes with paymentType free and clears the checkout', async () => {
    const { store, checkout, context, deps } = setup();
    const result = await submitMembership(context, deps, byId('MEM-FREE-SENIOR'), APPLICANT);
    // With the cart the order answered, for its purchase report (product-rules §15.3).
    const paidCartId = api.server.state.payments.at(-1)?.cartId;
    expect(result).toEqual({
      ok: true,
      completed: true,
      cart: expect.objectContaining({
        id: paidCartId,
        totalInCents: 0,
        concessions: [expect.objectContaining({ id: 'MEM-FREE-SENIOR', quantity: 1 })],
      }),
    });
    expect(api.server.state.payments.at(-1)).toMatchObject({
      paymentType: 'free',
      orderType: 'registration',
    });
    expect(store.get(checkout.cartIdAtom)).toBeNull();
    expect(store.get(checkout.receiptAtom)).toMatchObject({ email: 'sam@example.com' });
  });

  it("a refused order shows the server's detail; the bot check's own failure its words", async () => {
    const { context, deps } = setup();
    const unknown = { ...byId('MEM-ADULT-1Y'), concessionItemId: 'MEM-NOPE' };
    expect(await submitMembership(context, deps, unknown, APPLICANT)).toEqual({
      ok: false,
      message: 'concessionItemId: Unknown membership option "MEM-NOPE".',
    });
    installFakeBotCheck().failing(true);
    const failed = await submitMembership(context, deps, byId('MEM-ADULT-1Y'), APPLICANT);
    expect(failed).toEqual({
      ok: false,
      message: "The security check didn't complete. Please try again.",
    });
  });

  it('a dropped connection shows the defaults of product-rules §9.1 for each order kind', async () => {
    const { context, deps } = setup();
    api.failNext('POST', 'cart');
    expect(await submitMembership(context, deps, byId('MEM-ADULT-1Y'), APPLICANT)).toEqual({
      ok: false,
      message: 'We could not start your order. Please try again.',
    });
    const upgrade: MembershipOption = {
      slug: 'adult-gold-upgrade',
      action: 'upgrade',
      concessionItemId: 'MEM-ADULT-GOLD-UPG',
      name: 'Upgrade to Adult Gold (1 year)',
      priceInCents: 3000,
    };
    const second = setup();
    const cartId = (await submitMembership(second.context, second.deps, upgrade, APPLICANT)).ok
      ? second.store.get(second.checkout.cartIdAtom)
      : null;
    expect(cartId).not.toBeNull();
    api.failNext('POST', `cart/${cartId}/upgrade-membership`);
    expect(await submitMembership(second.context, second.deps, upgrade, APPLICANT)).toEqual({
      ok: false,
      message: 'Failed to update upgrade membership order',
    });
    const third = setup();
    await submitMembership(third.context, third.deps, byId('MEM-ADULT-1Y'), APPLICANT);
    const reused = third.store.get(third.checkout.cartIdAtom);
    api.failNext('POST', `cart/${reused}/membership`);
    expect(
      await submitMembership(third.context, third.deps, byId('MEM-ADULT-1Y'), APPLICANT),
    ).toEqual({
      ok: false,
      message: 'Failed to update membership order',
    });
  });
});
