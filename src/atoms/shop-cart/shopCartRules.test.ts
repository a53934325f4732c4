import {
  MAX_QUANTITY_MESSAGE,
  addItem,
  canAdd,
  giftCardsByEmail,
  itemCount,
  needsDelivery,
  removeLine,
  removeOne,
  totalInCents,
} from './shopCartRules';
import type { ShopCartItem, ShopProduct } from './shopCartRules';
import { GIFT_50, GIFT_100, POPCORN } from './testing/shopProducts';

/** Add `product` `times` times, failing the test if any add is refused. */
function addTimes(items: readonly ShopCartItem[], product: ShopProduct, times: number) {
  let current = items;
  for (let i = 0; i < times; i += 1) {
    const result = addItem(current, product);
    if (!result.ok) throw new Error(`add ${i + 1} of ${product.id} was refused`);
    current = result.items;
  }
  return current;
}

describe('the shop cart rules (product-rules §5.1)', () => {
  it('starts a new item at 1 and raises one already in the cart by 1, keeping its place', () => {
    const one = addTimes([], POPCORN, 1);
    expect(one).toEqual([{ ...POPCORN, quantity: 1 }]);
    const mixed = addTimes(addTimes(one, GIFT_50, 1), POPCORN, 1);
    expect(mixed.map((item) => [item.id, item.quantity])).toEqual([
      ['post-popcorn', 2],
      ['gc-50', 1],
    ]);
  });

  it('caps one item at 10 and says so, changing nothing', () => {
    const ten = addTimes([], POPCORN, 10);
    expect(ten[0]?.quantity).toBe(10);
    expect(canAdd(ten, POPCORN)).toBe(false);
    const refused = addItem(ten, POPCORN);
    expect(refused).toEqual({ ok: false, items: ten, message: MAX_QUANTITY_MESSAGE });
    expect(refused.items).toBe(ten);
    // Another item is still welcome.
    expect(addItem(ten, GIFT_50).ok).toBe(true);
  });

  it('caps gift cards by e-mail at 5 across the whole cart, whichever card', () => {
    const five = addTimes(addTimes([], GIFT_50, 3), GIFT_100, 2);
    expect(giftCardsByEmail(five)).toBe(5);
    expect(canAdd(five, GIFT_50)).toBe(false);
    expect(canAdd(five, GIFT_100)).toBe(false);
    expect(addItem(five, GIFT_100)).toEqual({
      ok: false,
      items: five,
      message: MAX_QUANTITY_MESSAGE,
    });
    expect(MAX_QUANTITY_MESSAGE).toBe(
      'You have added the maximum quantity of this item to your cart.',
    );
    // Gifts by post are not gift cards by e-mail.
    expect(addItem(five, POPCORN).ok).toBe(true);
    // Once one goes, another may come.
    expect(addItem(removeOne(five, 'gc-50'), GIFT_100).ok).toBe(true);
  });

  it('lowers by 1 on remove, and at 0 the item leaves', () => {
    const two = addTimes(addTimes([], GIFT_50, 2), POPCORN, 1);
    const one = removeOne(two, 'gc-50');
    expect(one.find((item) => item.id === 'gc-50')?.quantity).toBe(1);
    const none = removeOne(one, 'gc-50');
    expect(none.map((item) => item.id)).toEqual(['post-popcorn']);
    expect(removeOne(none, 'not-there')).toBe(none);
    expect(removeLine(two, 'gc-50').map((item) => item.id)).toEqual(['post-popcorn']);
  });

  it('counts quantities, totals in cents, and knows when a delivery address is needed', () => {
    const items = addTimes(addTimes([], GIFT_50, 2), GIFT_100, 1);
    expect(itemCount(items)).toBe(3);
    expect(totalInCents(items)).toBe(20000);
    expect(needsDelivery(items)).toBe(false);
    expect(needsDelivery(addTimes(items, POPCORN, 1))).toBe(true);
    expect(itemCount([])).toBe(0);
  });
});
