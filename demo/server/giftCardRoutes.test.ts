// @vitest-environment node
import * as v from 'valibot';
import { GiftCardList } from '../../src/api/schemas';
import { checkoutSteps } from './checkoutSteps';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

const START = Date.parse('2026-07-01T02:00:00Z');
let clock = START;
let client: ReferenceServer;
const { cartWithPasses, details, addGiftCard } = checkoutSteps(() => client);

beforeEach(async () => {
  clock = START;
  client = await startReferenceServer({ now: () => clock });
});
afterEach(async () => {
  await client.close();
});

describe('gift cards', () => {
  it('lets a large card cover the order: balance 0', async () => {
    const id = await cartWithPasses();
    const response = await addGiftCard(id, '6280000000000001');
    expect(response.status).toBe(200);
    expect(v.parse(GiftCardList, response.json)).toEqual([
      {
        cardNumber: '6280000000000001',
        balanceInCents: 50000,
        cardExpiry: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect(response.json).toEqual([expect.objectContaining({ amountInCents: 7650 })]);
    expect((await details(id)).balanceInCents).toBe(0);
    expect((await details(id)).payPalBalanceInCents).toBe(0);
  });

  it('lets a small card pay part: the rest remains, never below 0', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, '6280000000000002');
    expect(await details(id)).toMatchObject({
      balanceInCents: 7650 - 2000,
      payPalBalanceInCents: 7650 - 2000 + 25,
    });
    await addGiftCard(id, '6280000000000001');
    const payment = await details(id);
    expect(payment.balanceInCents).toBe(0);
    expect(client.server.state.carts.get(id)?.giftCards).toEqual([
      { cardNumber: '6280000000000002', amountInCents: 2000 },
      { cardNumber: '6280000000000001', amountInCents: 5650 },
    ]);
    expect(payment.giftCards.map((giftCard) => giftCard.cardNumber)).toEqual([
      '6280000000000002',
      '6280000000000001',
    ]);
  });

  it('counts a card added twice once', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, '6280000000000002');
    const again = await addGiftCard(id, '6280000000000002');
    expect(again.json).toHaveLength(1);
    expect((await details(id)).balanceInCents).toBe(5650);
  });

  it.each([
    ['an unknown number', '6289999999999999', '1234', 'The gift card number or PIN is incorrect.'],
    ['a wrong PIN', '6280000000000001', '9999', 'The gift card number or PIN is incorrect.'],
    ['an expired card', '6280000000000003', '1234', 'This gift card has expired.'],
    ['a spent card', '6280000000000004', '1234', 'This gift card has no balance left.'],
  ])('refuses %s with 422 and changes nothing', async (_case, cardNumber, pin, detail) => {
    const id = await cartWithPasses();
    const before = structuredClone(client.server.state);
    const response = await addGiftCard(id, cardNumber, pin);
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ status: 422, detail });
    expect(client.server.state).toEqual(before);
  });

  it('rejects a non-numeric card number with 400 before looking it up', async () => {
    const id = await cartWithPasses();
    const response = await addGiftCard(id, '6280-0000');
    expect(response.json).toMatchObject({
      status: 400,
      detail: 'cardNumber: Please enter a valid gift card number',
    });
  });

  it('refuses another card once the order is covered', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, '6280000000000001');
    const response = await addGiftCard(id, '6280000000000002');
    expect(response.json).toMatchObject({
      status: 422,
      detail: 'Your gift cards already cover this order.',
    });
  });

  it('DELETE removes every gift card payment and answers the empty list', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, '6280000000000002');
    const response = await client.call('DELETE', `/api/checkout/${id}/gift-card`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual([]);
    expect((await details(id)).balanceInCents).toBe(7650);
  });

  it('records a fresh bot-check token per gift card call', async () => {
    const id = await cartWithPasses();
    await addGiftCard(id, '6280000000000002');
    await addGiftCard(id, '6280000000000001');
    const tokens = client.server.state.recaptchaTokens;
    expect(tokens).toHaveLength(2);
    expect(new Set(tokens).size).toBe(2);
    expect(tokens[0]).toMatch(/^demo-giftCard-\d+$/);
  });
});
