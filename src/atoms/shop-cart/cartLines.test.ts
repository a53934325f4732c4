import * as v from 'valibot';
import { CartRecipients, joinRecipients, splitRecipients } from './cartRecipients';
import { addLine, editLine, needsRecipient } from './cartLines';
import type { LineOptions } from './cartLines';
import { orderLines } from './orderLines';
import { ShopCartLines } from './shopCartItems';
import {
  MAX_QUANTITY_MESSAGE,
  addItem,
  canAdd,
  giftCardsByEmail,
  lineKey,
  removeLine,
  removeOne,
} from './shopCartRules';
import type { ShopCartItem, ShopProduct } from './shopCartRules';
import type { ChosenAmountProduct } from './chosenAmount';
import { BEA, CARL, beaWith } from './testing/giftRecipients';
import { GIFT_50, GIFT_100, GIFT_CHOSEN, POPCORN } from './testing/shopProducts';

/** One step of filling a cart: add `product` `times` times with `options`. */
type Step = [product: ShopProduct | ChosenAmountProduct, times: number, options?: LineOptions];

/** `items` after each step in turn, failing the test if any add is refused. */
function fill(items: readonly ShopCartItem[], ...steps: Step[]) {
  let current = items;
  for (const [product, times, options = {}] of steps) {
    for (let i = 0; i < times; i += 1) {
      const result = addLine(current, product, options);
      if (!result.ok) throw new Error(`add of ${product.id} was refused: ${result.message}`);
      current = result.items;
    }
  }
  return current;
}

/** A $50 card for Bea, in the cart as the rules keep it. */
const BEA_50: ShopCartItem = { ...GIFT_50, quantity: 1, recipient: BEA };

describe("a cart line's identity (product-rules §15.2)", () => {
  it('is the item id without a recipient, as before', () => {
    const stored: ShopCartItem = { ...GIFT_50, quantity: 1 };
    expect(lineKey(stored)).toBe('gc-50');
    expect(lineKey(POPCORN)).toBe('post-popcorn');
  });

  it('is the item, the amount and every detail of the recipient', () => {
    expect(lineKey(BEA_50)).toBe(
      '["gc-50",5000,"Bea Ng","bea@example.com","Ana","Happy birthday!","2026-12-01"]',
    );
    // The same details in another order of properties: the same line.
    const { sendDate, message = '', from, email, name } = BEA;
    expect(lineKey({ ...BEA_50, recipient: { sendDate, message, from, email, name } })).toBe(
      lineKey(BEA_50),
    );
    const others = [
      { ...BEA_50, priceInCents: 5100 },
      { ...BEA_50, id: 'gc-100' },
      { ...BEA_50, recipient: beaWith({ name: 'Bea Ngo' }) },
      { ...BEA_50, recipient: beaWith({ email: 'bea@example.org' }) },
      { ...BEA_50, recipient: beaWith({ from: 'Ana and Joe' }) },
      { ...BEA_50, recipient: beaWith({ message: 'Happy birthday' }) },
      { ...BEA_50, recipient: beaWith({ sendDate: '2026-12-02' }) },
    ];
    const keys = new Set([lineKey(BEA_50), ...others.map(lineKey)]);
    expect(keys.size).toBe(8);
  });
});

describe('adding gift cards by e-mail as gifts (product-rules §15.2)', () => {
  it('raises the same card for the same recipient, and starts a new line otherwise', () => {
    const items = fill(
      [],
      [GIFT_50, 2, { recipient: BEA }],
      [GIFT_50, 1, { recipient: CARL }],
      [GIFT_50, 1, { recipient: beaWith({ message: 'Happy birthday!!' }) }],
      [GIFT_50, 1, { recipient: BEA }],
    );
    expect(
      items.map((item) => [item.recipient?.name, item.recipient?.message, item.quantity]),
    ).toEqual([
      ['Bea Ng', 'Happy birthday!', 3],
      ['Carl Ito', undefined, 1],
      ['Bea Ng', 'Happy birthday!!', 1],
    ]);
    expect(items[0]).toEqual({ ...GIFT_50, quantity: 3, recipient: BEA });
  });

  it('treats an empty message as none, and spaces at the ends as nothing', () => {
    const items = fill(
      [],
      [GIFT_50, 1, { recipient: CARL }],
      [GIFT_50, 1, { recipient: { ...CARL, message: '' } }],
      [GIFT_50, 1, { recipient: { ...CARL, name: ' Carl Ito ', message: '  ' } }],
    );
    expect(items).toEqual([{ ...GIFT_50, quantity: 3, recipient: CARL }]);
  });

  it('keeps a chosen amount on the line, one line per amount, within the bounds', () => {
    const items = fill(
      [],
      [GIFT_CHOSEN, 2, { recipient: BEA, priceInCents: 2550 }],
      [GIFT_CHOSEN, 1, { recipient: BEA, priceInCents: 5000 }],
    );
    expect(items).toEqual([
      {
        id: 'gc-any',
        type: 'giftCardByEmail',
        name: 'Gift card, any amount',
        priceInCents: 2550,
        quantity: 2,
        recipient: BEA,
      },
      {
        id: 'gc-any',
        type: 'giftCardByEmail',
        name: 'Gift card, any amount',
        priceInCents: 5000,
        quantity: 1,
        recipient: BEA,
      },
    ]);
    const refused = { ok: false, items, message: 'Enter an amount between $10.00 and $500.00.' };
    expect(addLine(items, GIFT_CHOSEN, { recipient: BEA, priceInCents: 999 })).toEqual(refused);
    expect(addLine(items, GIFT_CHOSEN, { recipient: BEA, priceInCents: 50001 })).toEqual(refused);
    expect(addLine(items, GIFT_CHOSEN, { recipient: BEA })).toEqual(refused);
    expect(addLine(items, GIFT_CHOSEN)).toEqual(refused);
  });

  it('caps gift cards by e-mail at 5 over every line, whoever they are for', () => {
    const five = fill(
      [],
      [GIFT_50, 2, { recipient: BEA }],
      [GIFT_100, 2, { recipient: CARL }],
      [GIFT_CHOSEN, 1, { recipient: CARL, priceInCents: 1000 }],
    );
    expect(five).toHaveLength(3);
    expect(giftCardsByEmail(five)).toBe(5);
    const refused = { ok: false, items: five, message: MAX_QUANTITY_MESSAGE };
    expect(addLine(five, GIFT_50, { recipient: BEA })).toEqual(refused);
    expect(addLine(five, GIFT_50, { recipient: beaWith({ name: 'Dee' }) })).toEqual(refused);
    expect(addItem(five, GIFT_50)).toEqual(refused);
    expect(canAdd(five, GIFT_50)).toBe(false);
    // Gifts by post are not gift cards by e-mail.
    expect(addLine(five, POPCORN).ok).toBe(true);
    // Once one goes, another may come.
    const four = removeOne(five, lineKey({ ...GIFT_50, recipient: BEA }));
    expect(addLine(four, GIFT_100, { recipient: BEA }).ok).toBe(true);
  });

  it('caps a line at 10', () => {
    const ten = fill([], [POPCORN, 10]);
    expect(addLine(ten, POPCORN)).toEqual({ ok: false, items: ten, message: MAX_QUANTITY_MESSAGE });
  });
});

describe('removing a line (product-rules §5.1, §15.2)', () => {
  it('takes one from the line the key names, and at 0 the line leaves; only that line', () => {
    const items = fill([], [GIFT_50, 2, { recipient: BEA }], [GIFT_50, 1, { recipient: CARL }]);
    const bea = lineKey(BEA_50);
    const carl = lineKey({ ...GIFT_50, recipient: CARL });
    const one = removeOne(items, bea);
    expect(one.map((item) => [item.recipient?.name, item.quantity])).toEqual([
      ['Bea Ng', 1],
      ['Carl Ito', 1],
    ]);
    expect(removeOne(one, bea)).toEqual([{ ...GIFT_50, quantity: 1, recipient: CARL }]);
    // The item's id names only the line without a recipient, and there is none.
    expect(removeOne(items, 'gc-50')).toBe(items);
    expect(removeLine(items, 'gc-50')).toBe(items);
    expect(removeLine(items, carl)).toEqual([{ ...GIFT_50, quantity: 2, recipient: BEA }]);
    expect(removeLine(items, bea)).toEqual([{ ...GIFT_50, quantity: 1, recipient: CARL }]);
  });
});

describe('editing a line (product-rules §15.2)', () => {
  const items: ShopCartItem[] = [
    { ...GIFT_50, quantity: 2, recipient: BEA },
    { ...POPCORN, quantity: 1 },
    { ...GIFT_50, quantity: 1, recipient: CARL },
  ];
  const bea = lineKey(items[0] as ShopCartItem);
  const carl = lineKey(items[2] as ShopCartItem);

  it('changes the recipient or the amount in place', () => {
    const dee = beaWith({ name: 'Dee', message: '' });
    const edited = editLine(items, bea, { recipient: dee });
    expect(edited).toEqual({
      ok: true,
      items: [
        {
          ...GIFT_50,
          quantity: 2,
          recipient: { name: 'Dee', email: 'bea@example.com', from: 'Ana', sendDate: '2026-12-01' },
        },
        items[1],
        items[2],
      ],
    });
    const amount = editLine(items, carl, { priceInCents: 7500 });
    expect(amount.items[2]).toEqual({
      ...GIFT_50,
      priceInCents: 7500,
      quantity: 1,
      recipient: CARL,
    });
    expect(editLine(items, 'not-there', { recipient: BEA })).toEqual({ ok: true, items });
  });

  it('merges into a line it becomes the same as, quantities added, in its own place', () => {
    expect(editLine(items, carl, { recipient: BEA })).toEqual({
      ok: true,
      items: [items[1], { ...GIFT_50, quantity: 3, recipient: BEA }],
    });
  });

  it('refuses a merge past 10, changing nothing', () => {
    // A cart written before the caps held (or by hand): 6 and 5 of one card.
    const stored: ShopCartItem[] = [
      { ...GIFT_50, quantity: 6, recipient: BEA },
      { ...GIFT_50, quantity: 5, recipient: CARL },
    ];
    const refused = editLine(stored, lineKey(stored[1] as ShopCartItem), { recipient: BEA });
    expect(refused).toEqual({ ok: false, items: stored, message: MAX_QUANTITY_MESSAGE });
    expect(refused.items).toBe(stored);
  });
});

describe('lines stored before recipients (product-rules §15.2)', () => {
  const stored = JSON.parse(
    '[{"id":"gc-50","type":"giftCardByEmail","name":"$50 gift card","priceInCents":5000,"quantity":2},' +
      '{"id":"post-popcorn","type":"giftByPost","name":"Popcorn hamper","priceInCents":4500,"quantity":1}]',
  ) as unknown;

  it('still load, and a gift card by e-mail among them needs a recipient before checkout', () => {
    const items = joinRecipients(v.parse(ShopCartLines, stored), {});
    expect(items.map(needsRecipient)).toEqual([true, false]);
    expect(needsRecipient(BEA_50)).toBe(false);
    expect(lineKey(items[0] as ShopCartItem)).toBe('gc-50');
    const given = editLine(items, 'gc-50', { recipient: BEA });
    expect(given.items[0]).toEqual({ ...GIFT_50, quantity: 2, recipient: BEA });
    expect(given.items.map(needsRecipient)).toEqual([false, false]);
    // A new card by e-mail, now with a recipient, is a line of its own.
    expect(addLine(items, GIFT_50, { recipient: BEA }).items).toHaveLength(3);
  });

  it("and carts with recipients survive storage, a recipient's shape checked (its rules are the form's and the server's)", () => {
    const items = fill([], [GIFT_50, 1, { recipient: CARL }], [POPCORN, 1]);
    const { lines, recipients } = splitRecipients(items, {});
    const [keptLines, kept] = JSON.parse(JSON.stringify([lines, recipients])) as unknown[];
    const read = joinRecipients(v.parse(ShopCartLines, keptLines), v.parse(CartRecipients, kept));
    expect(read).toEqual(items);
    const { sendDate: _sendDate, ...undated } = BEA;
    const stored = (recipient: unknown) => 'r' in v.parse(CartRecipients, { r: recipient });
    expect(stored(BEA)).toBe(true);
    expect(stored(undated)).toBe(false);
    expect(stored({ ...BEA, email: 42 })).toBe(false);
    expect(stored({ ...BEA, message: null })).toBe(false);
    expect(stored('Bea')).toBe(false);
    // The e-mail rule (product-rules §8.2) is the form's and the server's, not the stored cart's.
    expect(stored(beaWith({ email: 'bea' }))).toBe(true);
  });
});

describe('the product order (product-rules §15.2)', () => {
  it('sends each e-mail gift with its amount and recipient, other lines as before', () => {
    const items = fill(
      [{ ...GIFT_100, quantity: 1 }],
      [GIFT_CHOSEN, 2, { recipient: BEA, priceInCents: 2550 }],
      [POPCORN, 1],
      [GIFT_50, 1, { recipient: CARL }],
    );
    expect(orderLines(items)).toEqual([
      { id: 'gc-100', quantity: 1 },
      { id: 'gc-any', quantity: 2, priceInCents: 2550, recipient: BEA },
      { id: 'post-popcorn', quantity: 1 },
      { id: 'gc-50', quantity: 1, priceInCents: 5000, recipient: CARL },
    ]);
    expect(orderLines([])).toEqual([]);
  });
});
