// @vitest-environment node
import { addProductOrder, createCart } from './cart';
import {
  addGiftCardPayment,
  completePayment,
  paymentDetails,
  removeGiftCardPayments,
} from './checkout';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';
import { apiRejection } from './testing/apiRejection';

let api: ReferenceServer;
let cartId: string;
beforeEach(async () => {
  api = await startReferenceServer();
  const cart = await createCart(api.http);
  cartId = cart!.id;
  // A $75.00 festival pass.
  await addProductOrder(api.http, cartId, {
    cinemaId: 'c1',
    products: [{ id: 'jiff-5-film', quantity: 1 }],
  });
});
afterEach(async () => {
  await api.close();
});

const customer = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', postCode: '2000' };
const bigCard = { cardNumber: '6280000000000001', cardPin: '1234', recaptchaToken: 'gift-token' };

describe('GET checkout/{cartId}', () => {
  it('returns the payment details of the cart', async () => {
    const details = await paymentDetails(api.http, cartId);
    expect(details).toMatchObject({
      currency: 'AUD',
      environment: 'sandbox',
      merchantName: 'Demo Cinema',
      methods: { applePay: true, creditCard: true, giftCard: true, googlePay: true, payPal: true },
      giftCards: [],
    });
    expect(details?.balanceInCents).toBeGreaterThanOrEqual(7500);
    expect(details?.authorization).not.toBe('');
  });

  it('fails with the server detail for an unknown cart', async () => {
    const error = await apiRejection(paymentDetails(api.http, 'missing'));
    expect(error.status).toBe(404);
  });
});

describe('POST checkout/{cartId}/gift-card', () => {
  it('applies a gift card and returns the updated list; the bot-check token reaches the server', async () => {
    const cards = await addGiftCardPayment(api.http, cartId, bigCard);
    expect(cards).toEqual([
      { cardNumber: '6280000000000001', balanceInCents: 50000, cardExpiry: expect.any(String) },
    ]);
    expect(api.server.state.recaptchaTokens).toContain('gift-token');
    expect((await paymentDetails(api.http, cartId))?.balanceInCents).toBe(0);
  });

  it('passes on the detail for a wrong PIN', async () => {
    const error = await apiRejection(
      addGiftCardPayment(api.http, cartId, { ...bigCard, cardPin: '9999' }),
    );
    expect(error).toMatchObject({
      status: 422,
      detail: 'The gift card number or PIN is incorrect.',
    });
  });

  it('refuses a card number with letters before sending', async () => {
    await expect(
      addGiftCardPayment(api.http, cartId, { ...bigCard, cardNumber: '6280-0001' }),
    ).rejects.toMatchObject({
      name: 'SchemaError',
      field: 'cardNumber',
      message: expect.stringContaining('Please enter a valid gift card number'),
    });
    expect(api.count('POST', `/api/checkout/${cartId}/gift-card`)).toBe(0);
  });
});

describe('DELETE checkout/{cartId}/gift-card', () => {
  it('removes the gift card payments and returns the (empty) list', async () => {
    await addGiftCardPayment(api.http, cartId, bigCard);
    await expect(removeGiftCardPayments(api.http, cartId)).resolves.toEqual([]);
    expect((await paymentDetails(api.http, cartId))?.giftCards).toEqual([]);
  });

  it('fails for an unknown cart', async () => {
    const error = await apiRejection(removeGiftCardPayments(api.http, 'missing'));
    expect(error.status).toBe(404);
  });
});

describe('POST checkout/{cartId}', () => {
  /** The balance a payment page showing the cart now would show: what a completion expects. */
  const shown = async () => (await paymentDetails(api.http, cartId))?.balanceInCents ?? 0;

  it('completes a card payment and returns success; the server records what was sent', async () => {
    const success = await completePayment(api.http, cartId, {
      paymentType: 'braintree',
      orderType: 'festivalPass',
      customer,
      expectedTotalInCents: await shown(),
      securedCardData: { nonce: 'fake-valid-nonce', deviceData: '{"id":1}' },
      recaptchaToken: 'pay-token',
    });
    expect(success).toBe(true);
    expect(api.server.state.payments).toEqual([
      expect.objectContaining({
        cartId,
        paymentType: 'braintree',
        orderType: 'festivalPass',
        customer,
        nonce: 'fake-valid-nonce',
        recaptchaToken: 'pay-token',
      }),
    ]);
  });

  it('completes a gift card payment once the balance is 0', async () => {
    await addGiftCardPayment(api.http, cartId, bigCard);
    await expect(
      completePayment(api.http, cartId, {
        paymentType: 'giftCard',
        orderType: 'festivalPass',
        customer,
        expectedTotalInCents: 0,
        recaptchaToken: 'pay-token',
      }),
    ).resolves.toBe(true);
  });

  it('passes on the 409 of an order that is not the one the page showed (product-rules §7.10)', async () => {
    const error = await apiRejection(
      completePayment(api.http, cartId, {
        paymentType: 'applePay',
        orderType: 'festivalPass',
        customer,
        expectedTotalInCents: (await shown()) - 150,
        securedCardData: { nonce: 'apple-nonce' },
      }),
    );
    expect(error).toMatchObject({
      status: 409,
      detail: 'The order changed. Check the new total and pay again.',
    });
    expect(api.server.state.payments).toHaveLength(0);
  });

  it('passes on the decline detail', async () => {
    const error = await apiRejection(
      completePayment(api.http, cartId, {
        paymentType: 'googlePay',
        orderType: 'festivalPass',
        customer,
        expectedTotalInCents: await shown(),
        securedCardData: { nonce: 'fake-declined-nonce' },
      }),
    );
    expect(error).toMatchObject({ status: 422, detail: 'Your card was declined by the bank.' });
    expect(api.server.state.payments).toHaveLength(0);
  });

  it('refuses a completion without customer e-mail before sending', async () => {
    await expect(
      completePayment(api.http, cartId, {
        paymentType: 'payPal',
        orderType: 'festivalPass',
        customer: { ...customer, email: '' },
        expectedTotalInCents: 7650,
        securedCardData: { nonce: 'n' },
      }),
    ).rejects.toMatchObject({ name: 'SchemaError', field: 'customer.email' });
    expect(api.count('POST', `/api/checkout/${cartId}`)).toBe(0);
  });
});
