import { describe, expect, it } from 'vitest';
import { receiptLines } from './receipt';
import { GIFT_CART } from './testing/giftCart';

describe('receiptLines', () => {
  it("keeps a gift card by e-mail's recipient and send date with its line (§15.2)", () => {
    expect(receiptLines(GIFT_CART)).toEqual([
      {
        label: '$50 eGift Card × 2',
        amountInCents: 10000,
        recipient: { name: 'Bea Ng', email: 'bea@example.com', sendDate: '2026-12-01' },
      },
      { label: '$50 Gift Card in a Gift Box × 1', amountInCents: 5000 },
    ]);
  });

  it('has no lines without a cart', () => {
    expect(receiptLines(null)).toEqual([]);
  });
});
