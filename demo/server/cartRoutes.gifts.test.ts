// @vitest-environment node
/**
 * `POST cart/{id}/products` with gift cards by e-mail as gifts (product-rules §15.2; openapi.yaml
 * `ProductOrderLine`, `GiftRecipient`): each needs a recipient and a send date within 12 months
 * in Sydney, an item of a chosen amount needs an amount within its bounds, and anything else is a
 * 422 that leaves the cart as it was.
 */
import * as v from 'valibot';
import { Cart } from '../../src/api/schemas';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

/** 12:00 on 2 March 2026 in Sydney (daylight saving, +11:00). */
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

const recipient = {
  name: 'Alex Kim',
  email: 'alex@example.com',
  from: 'Sam',
  message: 'Happy birthday!',
  sendDate: '2026-03-02',
};

async function newCartId(): Promise<string> {
  const response = await client.call('POST', '/api/cart');
  return v.parse(Cart, response.json).id;
}

const addProducts = (id: string, products: unknown) =>
  client.call('POST', `/api/cart/${id}/products`, {
    body: { cinemaId: 'demo-cinema', products },
  });

/** Send `line` to a new cart; expect a 422 with `detail`, and the server's state unchanged. */
async function expectRefused(line: Record<string, unknown>, detail: string) {
  const id = await newCartId();
  const before = structuredClone(client.server.state);
  const response = await addProducts(id, [line]);
  expect(response.status).toBe(422);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(response.json).toEqual({
    type: 'about:blank',
    title: 'Unprocessable Entity',
    status: 422,
    detail,
  });
  expect(client.server.state).toEqual(before);
}

const ACCEPTED = 200;
const accepts = async (line: Record<string, unknown>) =>
  (await addProducts(await newCartId(), [line])).status;

describe('a gift card by e-mail needs its recipient', () => {
  it('refuses a gift card by e-mail without a recipient', async () => {
    await expectRefused(
      { id: 'egift-50', quantity: 1 },
      'Tell us who the $50 eGift Card is for: a gift card by e-mail needs a recipient.',
    );
    await expectRefused(
      { id: 'egift-50', quantity: 1, recipient: 'Alex' },
      'Tell us who the $50 eGift Card is for: a gift card by e-mail needs a recipient.',
    );
  });

  it.each([
    ['no name', { name: '  ' }, "Enter the recipient's name for the $50 eGift Card."],
    [
      'an invalid e-mail',
      { email: 'alex@example' },
      'Enter a valid e-mail address for the recipient of the $50 eGift Card.',
    ],
    ['no sender', { from: '' }, 'Enter who the $50 eGift Card is from.'],
    [
      'a message over 250 characters',
      { message: 'x'.repeat(251) },
      'Keep the message with the $50 eGift Card to 250 characters or fewer.',
    ],
    ['no send date', { sendDate: '' }, 'Choose a send date within the next 12 months.'],
  ])('refuses a recipient with %s', async (_case, change, detail) => {
    await expectRefused(
      { id: 'egift-50', quantity: 1, recipient: { ...recipient, ...change } },
      detail,
    );
  });

  it('names every wrong field of a recipient in one detail', async () => {
    await expectRefused(
      { id: 'egift-50', quantity: 1, recipient: { ...recipient, name: '', from: '' } },
      "Enter the recipient's name for the $50 eGift Card. Enter who the $50 eGift Card is from.",
    );
  });

  it('accepts a message of 250 characters, trimmed, and no message at all', async () => {
    const message = ` ${'x'.repeat(250)} `;
    expect(
      await accepts({ id: 'egift-50', quantity: 1, recipient: { ...recipient, message } }),
    ).toBe(ACCEPTED);
    const { message: _none, ...silent } = recipient;
    expect(await accepts({ id: 'egift-50', quantity: 1, recipient: silent })).toBe(ACCEPTED);
  });

  it('refuses a recipient on anything but a gift card by e-mail', async () => {
    await expectRefused(
      { id: 'jiff-5-film', quantity: 1, recipient },
      'Only a gift card by e-mail has a recipient: not the JIFF 5-Film Pass.',
    );
  });
});

describe('the send date: from today to 12 months ahead in Sydney', () => {
  const withDate = (sendDate: string) => ({
    id: 'egift-25',
    quantity: 1,
    recipient: { ...recipient, sendDate },
  });
  const OUTSIDE = 'Choose a send date within the next 12 months.';

  it('accepts today and the same date 12 months ahead', async () => {
    expect(await accepts(withDate('2026-03-02'))).toBe(ACCEPTED);
    expect(await accepts(withDate('2027-03-02'))).toBe(ACCEPTED);
  });

  it('refuses yesterday, 12 months and a day ahead, and a date not on the calendar', async () => {
    await expectRefused(withDate('2026-03-01'), OUTSIDE);
    await expectRefused(withDate('2027-03-03'), OUTSIDE);
    await expectRefused(withDate('2026-04-31'), OUTSIDE);
    await expectRefused(withDate('2027-02-29'), OUTSIDE);
    await expectRefused(withDate('2 March 2026'), OUTSIDE);
  });

  it("counts days in Sydney: after Sydney's midnight, the UTC date is yesterday", async () => {
    clock = Date.parse('2026-03-02T14:00:00Z'); // 01:00 on 3 March in Sydney
    await expectRefused(withDate('2026-03-02'), OUTSIDE);
    expect(await accepts(withDate('2026-03-03'))).toBe(ACCEPTED);
    expect(await accepts(withDate('2027-03-03'))).toBe(ACCEPTED);
  });

  it('from 29 February, allows up to 28 February the next year', async () => {
    clock = Date.parse('2028-02-29T01:00:00Z'); // 12:00 on 29 February 2028 in Sydney
    expect(await accepts(withDate('2028-02-29'))).toBe(ACCEPTED);
    expect(await accepts(withDate('2029-02-28'))).toBe(ACCEPTED);
    await expectRefused(withDate('2029-03-01'), OUTSIDE);
  });
});

describe('the amount of a gift card by e-mail', () => {
  const chosen = (priceInCents?: number) => ({
    id: 'egift-any',
    quantity: 1,
    priceInCents,
    recipient,
  });
  const RANGE = 'Enter an amount between $10.00 and $500.00.';

  it('accepts a chosen amount within the bounds, both included, and charges it', async () => {
    expect(await accepts(chosen(1000))).toBe(ACCEPTED);
    expect(await accepts(chosen(50000))).toBe(ACCEPTED);
    const response = await addProducts(await newCartId(), [{ ...chosen(4250), quantity: 2 }]);
    expect(v.parse(Cart, response.json)).toMatchObject({
      totalInCents: 8500,
      bookingFeeInCents: 0,
      concessions: [
        { id: 'egift-any', name: 'Any Amount eGift Card', priceInCents: 4250, quantity: 2 },
      ],
    });
  });

  it('refuses no amount, one outside the bounds, and one not in whole cents', async () => {
    await expectRefused(chosen(), RANGE);
    await expectRefused(chosen(999), RANGE);
    await expectRefused(chosen(50001), RANGE);
    await expectRefused(chosen(1000.5), RANGE);
  });

  it('takes an item at a price at its price, and refuses any other', async () => {
    expect(await accepts({ id: 'egift-50', quantity: 1, priceInCents: 5000, recipient })).toBe(
      ACCEPTED,
    );
    await expectRefused(
      { id: 'egift-50', quantity: 1, priceInCents: 4000, recipient },
      'The $50 eGift Card costs $50.00, not $40.00.',
    );
    await expectRefused(
      { id: 'jiff-5-film', quantity: 1, priceInCents: 100 },
      'The JIFF 5-Film Pass costs $75.00, not $1.00.',
    );
  });
});

describe('the order keeps each gift with its recipient', () => {
  it('keeps the whole recipient with the cart and shows to whom and when on each line', async () => {
    const id = await newCartId();
    const later = { ...recipient, sendDate: '2026-12-24' };
    const response = await addProducts(id, [
      { id: 'egift-any', quantity: 1, priceInCents: 7500, recipient: later },
    ]);
    expect(response.status).toBe(200);
    expect(v.parse(Cart, response.json).concessions).toEqual([
      {
        id: 'egift-any',
        name: 'Any Amount eGift Card',
        priceInCents: 7500,
        quantity: 1,
        recipient: { name: 'Alex Kim', email: 'alex@example.com', sendDate: '2026-12-24' },
      },
    ]);
    expect(client.server.state.carts.get(id)?.concessions).toEqual([
      expect.objectContaining({ id: 'egift-any', priceInCents: 7500, recipient: later }),
    ]);
    // The receipt read back later says the same.
    const again = await client.call('GET', `/api/cart/${id}`);
    expect(again.json).toEqual(response.json);
  });

  it('keeps one line per item, amount and recipient; the same details add up', async () => {
    const id = await newCartId();
    const other = { ...recipient, name: 'Jo Lee', email: 'jo@example.com' };
    await addProducts(id, [{ id: 'egift-50', quantity: 1, recipient }]);
    const response = await addProducts(id, [
      { id: 'egift-50', quantity: 1, recipient },
      { id: 'egift-50', quantity: 1, recipient: other },
      { id: 'egift-any', quantity: 1, priceInCents: 2000, recipient },
      { id: 'egift-any', quantity: 1, priceInCents: 3000, recipient },
    ]);
    expect(
      v
        .parse(Cart, response.json)
        .concessions.map((line) => [
          line.id,
          line.priceInCents,
          line.quantity,
          line.recipient?.name,
        ]),
    ).toEqual([
      ['egift-50', 5000, 2, 'Alex Kim'],
      ['egift-50', 5000, 1, 'Jo Lee'],
      ['egift-any', 2000, 1, 'Alex Kim'],
      ['egift-any', 3000, 1, 'Alex Kim'],
    ]);
  });

  it('counts every line of gift cards by e-mail towards the cap of 5', async () => {
    const id = await newCartId();
    const lines = ['A', 'B', 'C', 'D', 'E'].map((name) => ({
      id: 'egift-25',
      quantity: 1,
      recipient: { ...recipient, name },
    }));
    expect((await addProducts(id, lines)).status).toBe(200);
    const sixth = await addProducts(id, [{ ...lines[0], recipient: { ...recipient, name: 'F' } }]);
    expect(sixth.status).toBe(422);
    expect(sixth.json).toMatchObject({
      detail: 'You have added the maximum quantity of this item to your cart.',
    });
  });
});
