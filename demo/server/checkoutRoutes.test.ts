// @vitest-environment node
import * as v from 'valibot';
import { SuccessResult } from '../../src/api/schemas';
import { checkoutSteps } from './checkoutSteps';
import { VERIFIED_MARK } from '../payments/answerThreeDSecure';
import { ORDER_CHANGED } from './cartAccess';
import { CARD_NOT_VERIFIED, CARD_VERIFICATION_FAILED, FREE_REFUSED } from './checkoutRoutes';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

const START = Date.parse('2026-07-01T02:00:00Z');
let clock = START;
let client: ReferenceServer;
const { fresh, cartWithPasses, details, shownBalance, addGiftCard } = checkoutSteps(() => client);

beforeEach(async () => {
  clock = START;
  client = await startReferenceServer({ now: () => clock });
});
afterEach(async () => {
  await client.close();
});

const customer = { firstName: 'Jo', lastName: 'Bloggs', email: 'jo@example.com', postCode: '2000' };
/**
 * `POST checkout/{id}` from a payment page showing the cart as it is now (its balance as
 * `expectedTotalInCents`), unless `body` says what the page showed.
 */
const complete = async (id: string, body: Record<string, unknown>) =>
  client.call('POST', `/api/checkout/${id}`, {
    body: {
      orderType: 'festivalPass',
      customer,
      expectedTotalInCents: await shownBalance(id),
      ...body,
    },
  });
const card = (nonce = 'fake-valid-nonce') => ({
  paymentType: 'braintree',
  securedCardData: { nonce },
  recaptchaToken: fresh('payment'),
});
/** 'Pay Now' once gift cards cover the order: a fresh `payment` token, no nonce. */
const payNow = () => ({ paymentType: 'giftCard', recaptchaToken: fresh('payment') });

describe('GET /api/checkout/{cartId}', () => {
  it('gives the balance, PayPal balance and a client token pointing back at this server', async () => {
    const id = await cartWithPasses(2);
    const payment = await details(id);
    expect(payment).toMatchObject({
      balanceInCents: 2 * 7650,
      payPalBalanceInCents: 2 * 7650 + 2 * 25,
      merchantName: 'Demo Cinema',
      currency: 'AUD',
      environment: 'sandbox',
      methods: { applePay: true, creditCard: true, giftCard: true, googlePay: true, payPal: true },
      giftCards: [],
    });
    const decoded = JSON.parse(Buffer.from(payment.authorization, 'base64').toString('utf8'));
    expect(decoded).toEqual({
      version: 2,
      authorizationFingerprint: expect.stringMatching(/^[0-9a-f]{48}$/),
      configUrl: `${client.server.url}/braintree/merchants/demo/client_api/v1/configuration`,
      environment: 'sandbox',
      merchantId: 'demo',
    });
    expect(client.server.state.authorizationFingerprints).toEqual([
      decoded.authorizationFingerprint,
    ]);
  });

  it('answers 404 for an unknown cart and 410 for an expired one', async () => {
    expect((await client.call('GET', '/api/checkout/nope')).status).toBe(404);
    const id = await cartWithPasses();
    clock += 16 * 60_000;
    expect((await client.call('GET', `/api/checkout/${id}`)).status).toBe(410);
  });
});

describe('POST /api/checkout/{cartId}', () => {
  it('captures a card payment, marks the cart paid and records it', async () => {
    const id = await cartWithPasses();
    const payment = card('fake-valid-nonce');
    const response = await complete(id, payment);
    expect(response.status).toBe(200);
    expect(v.parse(SuccessResult, response.json)).toEqual({ success: true });
    expect(client.server.state.payments).toEqual([
      {
        cartId: id,
        paymentType: 'braintree',
        orderType: 'festivalPass',
        customer,
        nonce: 'fake-valid-nonce',
        recaptchaToken: payment.recaptchaToken,
        amountInCents: 7650,
        giftCards: [],
        paidAt: new Date(START).toISOString(),
      },
    ]);
    expect(client.server.state.recaptchaTokens).toEqual([payment.recaptchaToken]);
    const second = await complete(id, card());
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ detail: ORDER_CHANGED });
    expect(client.server.state.payments).toHaveLength(1);
  });

  it('charges PayPal the surcharged balance', async () => {
    const id = await cartWithPasses(3);
    await complete(id, { paymentType: 'payPal', securedCardData: { nonce: 'paypal-nonce' } });
    expect(client.server.state.payments[0]?.amountInCents).toBe(3 * 7650 + 3 * 25);
  });

  it('answers a declined nonce with 422 and the bank message, and takes nothing', async () => {
    const id = await cartWithPasses();
    const response = await complete(id, card('fake-declined-nonce'));
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ detail: 'Your card was declined by the bank.' });
    expect(client.server.state.payments).toEqual([]);
    expect(client.server.state.carts.get(id)?.paidAt).toBeUndefined();
  });

  it('answers a server-error nonce with a bare 500 problem', async () => {
    const id = await cartWithPasses();
    const response = await complete(id, {
      paymentType: 'googlePay',
      securedCardData: { nonce: 'server-error' },
    });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
    });
    expect(client.server.state.payments).toEqual([]);
  });

  it('needs a nonce for cards and wallets, and a bot-check token for cards and gift cards', async () => {
    const id = await cartWithPasses();
    const noNonce = await complete(id, { paymentType: 'applePay' });
    expect(noNonce.json).toMatchObject({
      status: 400,
      detail: 'securedCardData.nonce: A payment nonce is required for applePay.',
    });
    const noToken = await complete(id, {
      paymentType: 'braintree',
      securedCardData: { nonce: 'n' },
    });
    expect(noToken.json).toMatchObject({
      status: 400,
      detail: 'recaptchaToken: A bot-check token is required',
    });
    const giftCardWithoutToken = await complete(id, { paymentType: 'giftCard' });
    expect(giftCardWithoutToken.json).toMatchObject({
      status: 400,
      detail: 'recaptchaToken: A bot-check token is required',
    });
    const badType = await complete(id, { paymentType: 'cash' });
    expect(badType.status).toBe(400);
    expect((badType.json as { detail: string }).detail).toMatch(/^paymentType: /);
  });

  it('takes a wallet payment without a bot-check token', async () => {
    const id = await cartWithPasses();
    const response = await complete(id, {
      paymentType: 'applePay',
      securedCardData: { nonce: 'apple-nonce' },
    });
    expect(response.json).toEqual({ success: true });
  });

  it('refuses Pay Now by gift card while a balance remains', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, '6280000000000002');
    const response = await complete(id, payNow());
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({
      detail: 'There are insufficient funds on your gift card.',
    });
  });

  it('pays by gift cards alone when they cover the order, debiting each card', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, '6280000000000002');
    await addGiftCard(id, '6280000000000001');
    const pay = payNow();
    const response = await complete(id, { ...pay, expectedTotalInCents: 0 });
    expect(response.json).toEqual({ success: true });
    expect(client.server.state.giftCards.get('6280000000000002')?.balanceInCents).toBe(0);
    expect(client.server.state.giftCards.get('6280000000000001')?.balanceInCents).toBe(
      50000 - 5650,
    );
    expect(client.server.state.payments[0]).toMatchObject({
      paymentType: 'giftCard',
      recaptchaToken: pay.recaptchaToken,
      amountInCents: 0,
    });
    expect(client.server.state.recaptchaTokens.at(-1)).toBe(pay.recaptchaToken);
  });

  it('pays the rest by card after a partial gift card', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, '6280000000000002');
    // The page shows the balance after the gift card.
    const response = await complete(id, { ...card(), expectedTotalInCents: 5650 });
    expect(response.status).toBe(200);
    expect(client.server.state.payments[0]).toMatchObject({
      amountInCents: 5650,
      giftCards: [{ cardNumber: '6280000000000002', amountInCents: 2000 }],
    });
  });

  it('with 3D Secure on the account, takes a card only with a verified nonce', async () => {
    await client.call('PUT', '/demo/settings', { body: { threeDSecure: true } });
    const id = await cartWithPasses();
    const unverified = await complete(id, card('fake-valid-visa-nonce-1'));
    expect(unverified.json).toMatchObject({ status: 422, detail: CARD_NOT_VERIFIED });
    expect(client.server.state.payments).toEqual([]);
    const declined = await complete(id, card('fake-3ds-failed-nonce-3'));
    expect(declined.json).toMatchObject({ status: 422, detail: CARD_VERIFICATION_FAILED });
    const verified = await complete(id, card(`fake-${VERIFIED_MARK}-frictionless-nonce-2`));
    expect(verified.status).toBe(200);
    expect(client.server.state.payments).toHaveLength(1);
  });

  it('refuses a method the settings switched off', async () => {
    await client.call('PUT', '/demo/settings', { body: { methods: { creditCard: false } } });
    const id = await cartWithPasses();
    const response = await complete(id, card());
    expect(response.json).toMatchObject({
      status: 422,
      detail: 'This payment method is not available.',
    });
  });

  it('refuses to take payment for an empty cart', async () => {
    const { id } = (await client.call('POST', '/api/cart')).json as { id: string };
    const response = await complete(id, card());
    expect(response.json).toMatchObject({ status: 422, detail: 'Your cart is empty.' });
  });

  it('refuses further orders on a paid cart', async () => {
    const id = await cartWithPasses();
    await complete(id, card());
    const response = await client.call('POST', `/api/cart/${id}/products`, {
      body: { cinemaId: 'demo-cinema', products: [{ id: 'jiff-5-film', quantity: 1 }] },
    });
    expect(response.status).toBe(409);
  });

  describe('free completion (product-rules §7.6)', () => {
    const freeMembershipCart = async () => {
      const { id } = (await client.call('POST', '/api/cart')).json as { id: string };
      await client.call('POST', `/api/cart/${id}/membership`, {
        body: {
          cinemaId: 'demo-cinema',
          concessionItemId: 'MEM-FREE-ADULT',
          email: 'jo@example.com',
          firstName: 'Jo',
          lastName: 'Bloggs',
          mobilePhone: '0400 000 000',
          dateOfBirth: '1990-01-31',
          postCode: '2000',
          sendNewsletter: false,
          sendLoyaltyUpdates: false,
          recaptchaToken: fresh('membership'),
        },
      });
      return id;
    };
    const free = () => ({ paymentType: 'free', recaptchaToken: fresh('payment') });

    it('completes a cart with nothing to pay, with a bot-check token', async () => {
      const id = await freeMembershipCart();
      expect((await details(id)).balanceInCents).toBe(0);
      const response = await client.call('POST', `/api/checkout/${id}`, {
        body: { orderType: 'registration', customer, expectedTotalInCents: 0, ...free() },
      });
      expect(v.parse(SuccessResult, response.json)).toEqual({ success: true });
      expect(client.server.state.payments.at(-1)).toMatchObject({
        paymentType: 'free',
        orderType: 'registration',
        amountInCents: 0,
      });
    });

    it('refuses free while a balance remains, and takes nothing', async () => {
      const id = await cartWithPasses();
      const response = await complete(id, free());
      expect(response.status).toBe(422);
      expect(response.json).toMatchObject({ detail: FREE_REFUSED });
      expect(client.server.state.payments).toHaveLength(0);
    });

    it('needs a bot-check token and a cart with something in it', async () => {
      const id = await freeMembershipCart();
      expect((await complete(id, { paymentType: 'free' })).status).toBe(400);
      const { id: empty } = (await client.call('POST', '/api/cart')).json as { id: string };
      expect((await complete(empty, free())).status).toBe(422);
    });
  });
});

describe('POST /api/checkout/{cartId} pays only for the order the buyer saw (product-rules §7.10)', () => {
  /** The gift card worth $20.00 and the one worth $500.00, as the demo catalogue issues them. */
  const PARTIAL = '6280000000000002';
  const WHOLE = '6280000000000001';
  const balanceOf = (cardNumber: string) =>
    client.server.state.giftCards.get(cardNumber)?.balanceInCents;

  /** A 409 problem with the fixed detail. */
  const expectOrderChanged = (response: Awaited<ReturnType<typeof complete>>) => {
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.json).toEqual({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: ORDER_CHANGED,
    });
  };

  it('says the order changed, and charges nothing, when the balance is not the one the page showed', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, PARTIAL);
    // A page that still showed the total before the gift card was applied; then pages that
    // showed the balance after it, before another window added a second pass.
    const before = await complete(id, { ...card(), expectedTotalInCents: 7650 });
    expectOrderChanged(before);
    await client.call('POST', `/api/cart/${id}/products`, {
      body: { cinemaId: 'demo-cinema', products: [{ id: 'jiff-5-film', quantity: 1 }] },
    });
    const grown = await complete(id, { ...card(), expectedTotalInCents: 5650 });
    expectOrderChanged(grown);
    const wallet = await complete(id, {
      paymentType: 'payPal',
      securedCardData: { nonce: 'paypal-nonce' },
      expectedTotalInCents: 5650,
    });
    expectOrderChanged(wallet);
    expect(client.server.state.payments).toEqual([]);
    expect(client.server.state.carts.get(id)?.paidAt).toBeUndefined();
    expect(balanceOf(PARTIAL)).toBe(2000);
    // The refused completions' bot-check tokens were not taken either: only the gift card's.
    expect(client.server.state.recaptchaTokens).toEqual([expect.stringMatching(/^demo-giftCard-/)]);
    // The page that fetched the details again pays the new balance.
    expect(await shownBalance(id)).toBe(2 * 7650 - 2000);
    expect((await complete(id, card())).status).toBe(200);
    expect(client.server.state.payments).toMatchObject([{ amountInCents: 2 * 7650 - 2000 }]);
  });

  it('refuses a gift-card Pay Now whose page showed another balance, and leaves the cards untouched', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, WHOLE);
    const stale = await complete(id, { ...payNow(), expectedTotalInCents: 7650 });
    expectOrderChanged(stale);
    expect(balanceOf(WHOLE)).toBe(50000);
    expect(client.server.state.payments).toEqual([]);
    const paid = await complete(id, { ...payNow(), expectedTotalInCents: 0 });
    expect(paid.json).toEqual({ success: true });
    expect(balanceOf(WHOLE)).toBe(50000 - 7650);
  });

  it('answers a second completion of a paid cart with 409, charging once', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, PARTIAL);
    expect((await complete(id, card())).status).toBe(200);
    expectOrderChanged(await complete(id, card()));
    expectOrderChanged(await complete(id, { ...card(), expectedTotalInCents: 5650 }));
    expect(client.server.state.payments).toHaveLength(1);
    expect(balanceOf(PARTIAL)).toBe(0);
    // A paid cart can still be read, and other changes keep their own 409.
    expect((await client.call('GET', `/api/checkout/${id}`)).status).toBe(200);
    const giftCard = await addGiftCard(id, WHOLE);
    expect(giftCard.json).toMatchObject({
      status: 409,
      detail: 'This order has already been paid.',
    });
  });

  it('answers a completion for a deleted cart with 409, while every other call finds no such cart', async () => {
    const id = await cartWithPasses();
    expect(await shownBalance(id)).toBe(7650);
    expect((await client.call('DELETE', `/api/cart/${id}`)).status).toBe(204);
    expectOrderChanged(await complete(id, { ...card(), expectedTotalInCents: 7650 }));
    expectOrderChanged(await complete(id, { ...payNow(), expectedTotalInCents: 0 }));
    expect(client.server.state.payments).toEqual([]);
    expect((await client.call('GET', `/api/cart/${id}`)).status).toBe(404);
    expect((await client.call('GET', `/api/checkout/${id}`)).status).toBe(404);
    expect((await client.call('DELETE', `/api/cart/${id}`)).status).toBe(404);
    expect((await addGiftCard(id, PARTIAL)).status).toBe(404);
  });

  it('answers 404 for an unknown cart and 410 for an expired one', async () => {
    const unknown = await complete('no-such-cart', { ...card(), expectedTotalInCents: 7650 });
    expect(unknown.json).toMatchObject({
      status: 404,
      detail: 'There is no cart with id "no-such-cart".',
    });
    const id = await cartWithPasses();
    clock += 16 * 60_000;
    const expired = await complete(id, { ...card(), expectedTotalInCents: 7650 });
    expect(expired.json).toMatchObject({
      status: 410,
      detail: 'Your cart has expired. Please start again.',
    });
    expect(client.server.state.payments).toEqual([]);
  });

  it('needs expectedTotalInCents in whole cents, never below 0, checked before the 409s (400)', async () => {
    const id = await cartWithPasses();
    const send = (cartId: string, expectedTotalInCents: unknown) =>
      client.call('POST', `/api/checkout/${cartId}`, {
        body: { orderType: 'festivalPass', customer, ...card(), expectedTotalInCents },
      });
    for (const wrong of [undefined, -1, 76.5, '7650']) {
      const response = await send(id, wrong);
      expect(response.status).toBe(400);
      expect((response.json as { detail: string }).detail).toMatch(/^expectedTotalInCents: /);
    }
    // A stale page's or a deleted cart's malformed completion hears first what is malformed.
    const noToken = await complete(id, { paymentType: 'giftCard', expectedTotalInCents: 1 });
    expect(noToken.json).toMatchObject({
      status: 400,
      detail: 'recaptchaToken: A bot-check token is required',
    });
    await client.call('DELETE', `/api/cart/${id}`);
    expect((await send(id, -1)).status).toBe(400);
    expect(client.server.state.payments).toEqual([]);
  });

  it('says the order changed before any other refusal', async () => {
    await client.call('PUT', '/demo/settings', { body: { methods: { creditCard: false } } });
    const id = await cartWithPasses();
    // A free page, a switched-off method and a Pay Now, each for an order that is not this one.
    expectOrderChanged(
      await complete(id, {
        paymentType: 'free',
        recaptchaToken: fresh('payment'),
        expectedTotalInCents: 0,
      }),
    );
    expectOrderChanged(await complete(id, { ...card(), expectedTotalInCents: 100 }));
    expectOrderChanged(await complete(id, { ...payNow(), expectedTotalInCents: 0 }));
    const { id: empty } = (await client.call('POST', '/api/cart')).json as { id: string };
    expectOrderChanged(await complete(empty, { ...card(), expectedTotalInCents: 7650 }));
    expect(client.server.state.payments).toEqual([]);
  });
});

describe('a paid renewal or upgrade', () => {
  it("changes the signed-in member's type, and the options follow it (action on each)", async () => {
    await client.signIn();
    const before = await client.call('GET', '/api/shop/membership-options?memberType=freeAdult');
    expect(before.json).toEqual([
      expect.objectContaining({ concessionItemId: 'MEM-ADULT-UPG', action: 'upgrade' }),
    ]);
    const cart = (await client.call('POST', '/api/cart')).json as { id: string };
    const order = await client.call('POST', `/api/cart/${cart.id}/upgrade-membership`, {
      body: { cinemaId: 'demo-cinema', concessionItemId: 'MEM-ADULT-UPG' },
    });
    expect(order.status).toBe(200);
    const paid = await complete(cart.id, { ...card(), orderType: 'renewal' });
    expect(paid.status).toBe(200);
    const member = (await client.call('GET', '/api/member')).json as { memberType: string };
    expect(member.memberType).toBe('adult');
    const after = (await client.call('GET', '/api/shop/membership-options?memberType=adult'))
      .json as { action: string }[];
    expect(after.map((option) => option.action)).toEqual(['renew', 'renew', 'upgrade']);
  });

  it('names the type as the options do, and moves the expiry by the years bought', async () => {
    await client.signIn();
    const member = async () =>
      (await client.call('GET', '/api/member')).json as {
        memberTypeName?: string;
        membershipExpiry?: string;
      };
    // The demo member's Adult Premium runs 75 days past the clock's 1 Jul 2026 (Sydney).
    expect(await member()).toMatchObject({
      memberTypeName: 'Adult Premium',
      membershipExpiry: '2026-09-14',
    });
    const pay = async (concessionItemId: string, renewal = false) => {
      const cart = (await client.call('POST', '/api/cart')).json as { id: string };
      const ordered = renewal
        ? await client.call('POST', `/api/cart/${cart.id}/membership`, {
            body: {
              cinemaId: 'demo-cinema',
              concessionItemId,
              email: 'alex.citizen@example.com',
              firstName: 'Alex',
              lastName: 'Citizen',
              mobilePhone: '',
              dateOfBirth: '1988-04-12',
              postCode: '2000',
              sendNewsletter: false,
              sendLoyaltyUpdates: false,
              recaptchaToken: fresh('membership'),
            },
          })
        : await client.call('POST', `/api/cart/${cart.id}/upgrade-membership`, {
            body: { cinemaId: 'demo-cinema', concessionItemId },
          });
      expect(ordered.status).toBe(200);
      expect((await complete(cart.id, { ...card(), orderType: 'renewal' })).status).toBe(200);
    };
    // A renewal for two years runs on from the old expiry; an upgrade for a year from today.
    await pay('MEM-ADULT-REN-2Y', true);
    expect(await member()).toMatchObject({ membershipExpiry: '2028-09-14' });
    await pay('MEM-ADULT-GOLD-UPG');
    expect(await member()).toMatchObject({
      memberTypeName: 'Adult Gold',
      membershipExpiry: '2027-07-01',
    });
  });

  it('leaves the member alone when a visitor pays', async () => {
    const cart = (await client.call('POST', '/api/cart')).json as { id: string };
    await client.call('POST', `/api/cart/${cart.id}/upgrade-membership`, {
      body: { cinemaId: 'demo-cinema', concessionItemId: 'MEM-ADULT-GOLD-UPG' },
    });
    await complete(cart.id, { ...card(), orderType: 'renewal' });
    expect(client.server.state.member.memberType).not.toBe('adultGold');
  });

  it('general options are new memberships', async () => {
    const general = (await client.call('GET', '/api/shop/membership-options')).json as {
      action: string;
    }[];
    expect(new Set(general.map((option) => option.action))).toEqual(new Set(['new']));
  });
});
