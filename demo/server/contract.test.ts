// @vitest-environment node
/**
 * Every operation of docs/api/openapi.yaml, called in a realistic order, with each answer parsed
 * by the schema the browser
 * client uses (src/api/schemas/). If the server and the schemas drift apart, this fails.
 */
import * as v from 'valibot';
import {
  ActivityList,
  BookingList,
  Cart,
  FestivalPassList,
  GiftCardList,
  Member,
  MemberDetails,
  MembershipOptionList,
  MemberSubscriptionList,
  PasskeyList,
  PaymentDetails,
  ProblemDetails,
  ShopItemList,
  SuccessResult,
  VoucherList,
} from '../../src/api/schemas';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

let client: ReferenceServer;
beforeAll(async () => {
  client = await startReferenceServer();
  await client.signIn();
});
afterAll(async () => {
  await client.close();
});

const person = { firstName: 'Jo', lastName: 'Bloggs', email: 'jo@example.com' };
let tokens = 0;
const token = () => `demo-contract-${++tokens}`;

async function expectAnswer<S extends v.GenericSchema>(
  schema: S,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await client.call(method, path, body === undefined ? {} : { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeGreaterThanOrEqual(200);
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return v.parse(schema, response.json);
}

it('answers every call of the API in the shape the client schemas expect', async () => {
  const cart = await expectAnswer(Cart, 'POST', '/api/cart');
  await expectAnswer(Cart, 'GET', `/api/cart/${cart.id}`);
  await expectAnswer(Cart, 'POST', `/api/cart/${cart.id}/products`, {
    cinemaId: 'demo-cinema',
    products: [{ id: 'jiff-5-film', quantity: 1 }],
  });
  await expectAnswer(Cart, 'POST', `/api/cart/${cart.id}/tickets`, {
    cinemaId: 'demo-cinema',
    sessionId: 'S-1002',
    tickets: [{ id: 'gold-adult', quantity: 2 }],
    seats: ['A1', 'A2'],
  });
  await expectAnswer(Cart, 'POST', `/api/cart/${cart.id}/membership`, {
    cinemaId: 'demo-cinema',
    concessionItemId: 'MEM-FREE-ADULT',
    ...person,
    mobilePhone: '',
    dateOfBirth: '1990-05-06',
    postCode: '2000',
    sendNewsletter: false,
    sendLoyaltyUpdates: false,
    recaptchaToken: token(),
  });
  await expectAnswer(Cart, 'POST', `/api/cart/${cart.id}/upgrade-membership`, {
    cinemaId: 'demo-cinema',
    concessionItemId: 'MEM-ADULT-GOLD-UPG',
  });
  const payment = await expectAnswer(PaymentDetails, 'GET', `/api/checkout/${cart.id}`);
  await expectAnswer(GiftCardList, 'POST', `/api/checkout/${cart.id}/gift-card`, {
    cardNumber: '6280000000000002',
    cardPin: '1234',
    recaptchaToken: token(),
  });
  await expectAnswer(GiftCardList, 'DELETE', `/api/checkout/${cart.id}/gift-card`);
  const paid = await expectAnswer(SuccessResult, 'POST', `/api/checkout/${cart.id}`, {
    paymentType: 'braintree',
    orderType: 'festivalPass',
    customer: { ...person, postCode: '2000' },
    // The balance the payment page showed (the gift card was removed again).
    expectedTotalInCents: payment.balanceInCents,
    securedCardData: { nonce: 'fake-valid-nonce' },
    recaptchaToken: token(),
  });
  expect(paid.success).toBe(true);

  await expectAnswer(ShopItemList, 'GET', '/api/shop/gifts-by-email');
  await expectAnswer(ShopItemList, 'GET', '/api/shop/gifts-by-post');
  await expectAnswer(FestivalPassList, 'GET', '/api/shop/festival-passes?festivalId=jiff');
  await expectAnswer(MembershipOptionList, 'GET', '/api/shop/membership-options');
  await expectAnswer(MembershipOptionList, 'GET', '/api/shop/membership-options?memberType=adult');

  await expectAnswer(Member, 'GET', '/api/member');
  const details = await expectAnswer(MemberDetails, 'GET', '/api/member/details');
  const { email: _email, ...update } = details;
  await expectAnswer(MemberDetails, 'POST', '/api/member/details', {
    ...update,
    recaptchaToken: token(),
  });
  await expectAnswer(ActivityList, 'GET', '/api/member/activity');
  await expectAnswer(BookingList, 'GET', '/api/member/bookings');
  await expectAnswer(VoucherList, 'GET', '/api/member/vouchers');
  await expectAnswer(VoucherList, 'POST', '/api/member/vouchers', {
    barcode: '9300000000011',
    recaptchaToken: token(),
  });
  await expectAnswer(MemberSubscriptionList, 'GET', '/api/member/subscriptions');
  await expectAnswer(SuccessResult, 'POST', '/api/member/subscriptions', {
    subscriptions: [{ typeId: 'FFA', subscribed: true }],
  });
  const passkeys = await expectAnswer(PasskeyList, 'GET', '/api/passkeys');
  expect((await client.call('DELETE', `/api/passkeys/${passkeys[0]?.id}`)).status).toBe(204);
  await expectAnswer(SuccessResult, 'POST', '/api/member/verify-email', {
    email: 'jo@example.com',
    recaptchaToken: token(),
  });
  await expectAnswer(SuccessResult, 'POST', '/api/member/subscribe-newsletter', {
    ...person,
    recaptchaToken: token(),
  });
  await expectAnswer(SuccessResult, 'POST', '/api/member/activate', {
    cinemaId: 'demo-cinema',
    cardNumber: '7000000000000025',
    ...person,
    postCode: '2000',
    recaptchaToken: token(),
  });
  await expectAnswer(SuccessResult, 'POST', '/api/subscribe', {
    typeId: 'JIF',
    ...person,
    recaptchaToken: token(),
  });

  expect((await client.call('DELETE', `/api/cart/${cart.id}`)).status).toBe(204);
  // Every bot-check token the client sent was recorded, each one distinct.
  expect(client.server.state.recaptchaTokens).toEqual(
    Array.from({ length: tokens }, (_, index) => `demo-contract-${index + 1}`),
  );
});

it.each([
  ['GET', '/api/cart/unknown'],
  ['POST', '/api/subscribe'],
  ['PATCH', '/api/cart'],
  ['GET', '/api/unknown'],
])('answers %s %s with a problem the client can parse', async (method, path) => {
  const response = await client.call(method, path);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const problem = v.parse(ProblemDetails, response.json);
  expect(problem.status).toBe(response.status);
  expect(problem.detail).toEqual(expect.any(String));
});
