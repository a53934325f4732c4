/**
 * The shop's lists (openapi.yaml `ShopItemList`) and the product order's lines (`ProductOrderLine`,
 * `GiftRecipient`) with gift cards by e-mail as gifts (product-rules §15.2).
 */
import * as v from 'valibot';
import { ProductOrder, ShopItemList } from './index';
import { leftOut } from './tolerantList';

const fixed = {
  id: 'egift-50',
  name: '$50 eGift Card',
  priceInCents: 5000,
  imageUrl: '/img/card.svg',
  description: 'Sent by e-mail.',
};
const chosen = {
  id: 'egift-any',
  name: 'Any Amount eGift Card',
  minPriceInCents: 1000,
  maxPriceInCents: 50000,
};
const recipient = {
  name: 'Alex Kim',
  email: 'alex@example.com',
  from: 'Sam',
  sendDate: '2026-12-24',
};

describe('ShopItemList', () => {
  it("still parses today's catalogue: items at a price, extra fields dropped", () => {
    expect(
      v.parse(ShopItemList, [
        { ...fixed, colour: 'red' },
        { id: 'x', name: 'X', priceInCents: 0 },
      ]),
    ).toEqual([fixed, { id: 'x', name: 'X', priceInCents: 0 }]);
  });

  it('parses an item of a chosen amount, with its bounds and no price', () => {
    const [item] = v.parse(ShopItemList, [chosen]);
    expect(item).toEqual(chosen);
    expect(item && 'priceInCents' in item).toBe(false);
  });

  it('leaves out an item with neither a price nor bounds, or with bounds not in cents, and keeps the rest', () => {
    const list = v.parse(ShopItemList, [
      { id: 'x', name: 'X' },
      chosen,
      { ...chosen, id: 'odd', maxPriceInCents: 12.5 },
    ]);
    expect(list.map((item) => item.id)).toEqual([chosen.id]);
    expect(leftOut(list)).toEqual([
      { index: 0, field: '', message: 'Expected an item at a price or of a chosen amount' },
      { index: 2, field: '', message: 'Expected an item at a price or of a chosen amount' },
    ]);
  });

  it('fails whole only when the list itself is not a list', () => {
    expect(v.safeParse(ShopItemList, { items: [] }).success).toBe(false);
  });
});

describe('ProductOrder', () => {
  const order = (line: Record<string, unknown>) => ({ cinemaId: 'c1', products: [line] });

  it('still takes { id, quantity } lines', () => {
    expect(v.parse(ProductOrder, order({ id: 'jiff-5-film', quantity: 1 })).products).toEqual([
      { id: 'jiff-5-film', quantity: 1 },
    ]);
  });

  it('takes a gift line with its amount and recipient, trimmed', () => {
    const line = {
      id: 'egift-any',
      quantity: 1,
      priceInCents: 4250,
      recipient: { ...recipient, name: ' Alex Kim ', message: ' Hi ' },
    };
    expect(v.parse(ProductOrder, order(line)).products).toEqual([
      { ...line, recipient: { ...recipient, message: 'Hi' } },
    ]);
  });

  it.each([
    ['no name', { name: ' ' }],
    ['an invalid e-mail', { email: 'alex' }],
    ['no sender', { from: '' }],
    ['a message over 250 characters', { message: 'x'.repeat(251) }],
    ['a send date not written YYYY-MM-DD', { sendDate: '24/12/2026' }],
  ])('refuses a recipient with %s', (_case, change) => {
    const line = { id: 'egift-50', quantity: 1, recipient: { ...recipient, ...change } };
    expect(v.safeParse(ProductOrder, order(line)).success).toBe(false);
  });

  it('refuses an amount that is not whole cents', () => {
    const line = { id: 'egift-any', quantity: 1, priceInCents: 10.5, recipient };
    expect(v.safeParse(ProductOrder, order(line)).success).toBe(false);
  });
});
