// @vitest-environment node
import * as v from 'valibot';
import { Cart } from '../../src/api/schemas';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

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

async function newCart(): Promise<Cart> {
  const response = await client.call('POST', '/api/cart');
  expect(response.status).toBe(201);
  return v.parse(Cart, response.json);
}

describe('POST /api/cart/{id}/tickets', () => {
  const order = (extra: Record<string, unknown> = {}) => ({
    cinemaId: 'demo-cinema',
    sessionId: 'S-1001',
    tickets: [
      { id: 'adult', quantity: 2 },
      { id: 'child', quantity: 1 },
    ],
    seats: ['F7', 'F8', 'F9'],
    ...extra,
  });

  it('adds tickets for a session, in Sydney time, with a fee per ticket', async () => {
    const cart = await newCart();
    const response = await client.call('POST', `/api/cart/${cart.id}/tickets`, { body: order() });
    expect(response.status).toBe(200);
    const updated = v.parse(Cart, response.json);
    expect(updated.totalInCents).toBe(2 * 2450 + 1650 + 3 * 150);
    expect(updated.bookingFeeInCents).toBe(450);
    // 2 March 2026 is in daylight saving: Sydney is UTC+11, and the session is "tomorrow" at 6:30pm.
    expect(updated.sessions).toEqual([
      {
        id: 'S-1001',
        filmTitle: 'Harbour Lights',
        date: '2026-03-03T18:30:00+11:00',
        endDate: '2026-03-03T20:28:00+11:00',
        tickets: [
          { id: 'adult', name: 'Adult', priceInCents: 2450, quantity: 2 },
          { id: 'child', name: 'Child', priceInCents: 1650, quantity: 1 },
        ],
      },
    ]);
  });

  it('rejects an unknown session or ticket type, and a seat count that does not match', async () => {
    const cart = await newCart();
    const before = structuredClone(client.server.state);
    const badSession = await client.call('POST', `/api/cart/${cart.id}/tickets`, {
      body: order({ sessionId: 'S-9' }),
    });
    expect(badSession.json).toMatchObject({
      status: 400,
      detail: 'sessionId: Unknown session "S-9".',
    });
    const badType = await client.call('POST', `/api/cart/${cart.id}/tickets`, {
      body: order({ tickets: [{ id: 'gold-adult', quantity: 1 }], seats: [] }),
    });
    expect(badType.json).toMatchObject({
      status: 400,
      detail: 'tickets.0.id: Unknown ticket type "gold-adult" for this session.',
    });
    const badSeats = await client.call('POST', `/api/cart/${cart.id}/tickets`, {
      body: order({ seats: ['A1'] }),
    });
    expect(badSeats.json).toMatchObject({
      status: 400,
      detail: 'seats: Choose one seat per ticket (3 tickets, 1 seats).',
    });
    expect(client.server.state).toEqual(before);
  });

  it('merges a second order for the same session and refuses a seat twice', async () => {
    const cart = await newCart();
    await client.call('POST', `/api/cart/${cart.id}/tickets`, { body: order() });
    const again = await client.call('POST', `/api/cart/${cart.id}/tickets`, {
      body: order({ tickets: [{ id: 'adult', quantity: 1 }], seats: ['F10'] }),
    });
    expect(v.parse(Cart, again.json).sessions[0]?.tickets[0]).toMatchObject({
      id: 'adult',
      quantity: 3,
    });
    const taken = await client.call('POST', `/api/cart/${cart.id}/tickets`, {
      body: order({ tickets: [{ id: 'adult', quantity: 1 }], seats: ['F7'] }),
    });
    expect(taken.json).toMatchObject({ status: 422, detail: 'Seat F7 is already in your cart.' });
  });
});

describe('membership orders', () => {
  const applicant = {
    cinemaId: 'demo-cinema',
    concessionItemId: 'MEM-ADULT-1Y',
    email: 'jo.bloggs@example.com',
    firstName: 'Jo',
    lastName: 'Bloggs',
    mobilePhone: '0400 000 000',
    dateOfBirth: '1990-01-31',
    postCode: '3000',
    sendNewsletter: true,
    sendLoyaltyUpdates: false,
    recaptchaToken: 'demo-membership-1',
  };

  it('adds a membership, replacing any earlier one, without a booking fee', async () => {
    const cart = await newCart();
    await client.call('POST', `/api/cart/${cart.id}/membership`, {
      body: { ...applicant, concessionItemId: 'MEM-FREE-ADULT' },
    });
    const response = await client.call('POST', `/api/cart/${cart.id}/membership`, {
      body: { ...applicant, recaptchaToken: 'demo-membership-2' },
    });
    expect(response.json).toMatchObject({
      totalInCents: 4900,
      bookingFeeInCents: 0,
      concessions: [
        {
          id: 'MEM-ADULT-1Y',
          name: 'Adult Premium Membership (1 year)',
          priceInCents: 4900,
          quantity: 1,
        },
      ],
    });
    expect(client.server.state.recaptchaTokens).toEqual(['demo-membership-1', 'demo-membership-2']);
    expect(client.server.state.carts.get(cart.id)?.membershipApplicant).toMatchObject({
      email: 'jo.bloggs@example.com',
    });
  });

  it('rejects a missing bot-check token and an unknown option', async () => {
    const cart = await newCart();
    const noToken = await client.call('POST', `/api/cart/${cart.id}/membership`, {
      body: { ...applicant, recaptchaToken: '' },
    });
    expect(noToken.json).toMatchObject({
      status: 400,
      detail: 'recaptchaToken: A bot-check token is required',
    });
    const unknown = await client.call('POST', `/api/cart/${cart.id}/membership`, {
      body: { ...applicant, concessionItemId: 'MEM-ADULT-UPG' },
    });
    expect(unknown.json).toMatchObject({
      status: 400,
      detail: 'concessionItemId: Unknown membership option "MEM-ADULT-UPG".',
    });
    expect(client.server.state.recaptchaTokens).toEqual([]);
  });

  it('adds an upgrade from the member options, and nothing else', async () => {
    const cart = await newCart();
    const response = await client.call('POST', `/api/cart/${cart.id}/upgrade-membership`, {
      body: { cinemaId: 'demo-cinema', concessionItemId: 'MEM-ADULT-GOLD-UPG' },
    });
    expect(response.json).toMatchObject({
      totalInCents: 3000,
      concessions: [{ id: 'MEM-ADULT-GOLD-UPG', quantity: 1 }],
    });
    for (const concessionItemId of ['MEM-ADULT-1Y', 'MEM-ADULT-REN-1Y']) {
      const bad = await client.call('POST', `/api/cart/${cart.id}/upgrade-membership`, {
        body: { cinemaId: 'demo-cinema', concessionItemId },
      });
      expect(bad.status).toBe(400);
    }
  });

  it('takes a renewal as a membership order (product-rules §11.2: the same order, prefilled)', async () => {
    const cart = await newCart();
    const response = await client.call('POST', `/api/cart/${cart.id}/membership`, {
      body: { ...applicant, concessionItemId: 'MEM-ADULT-REN-1Y' },
    });
    expect(response.json).toMatchObject({
      totalInCents: 4400,
      concessions: [{ id: 'MEM-ADULT-REN-1Y', quantity: 1 }],
    });
  });
});
