import { describe, expect, it } from 'vitest';
import type { Cart } from '../../api/schemas';
import { receiptLines } from './receipt';

const CART: Cart = {
  id: 'cart-1',
  expiry: '2026-11-27T00:15:00.000Z',
  totalInCents: 15000,
  bookingFeeInCents: 0,
  concessions: [
    {
      id: 'egift-50',
      name: '$50 eGift Card',
      priceInCents: 5000,
      quantity: 2,
      recipient: { name: 'Ann Lee', email: 'ann@example.com', sendDate: '2026-12-03' },
    },
    { id: 'hamper', name: 'Popcorn Hamper', priceInCents: 5000, quantity: 1 },
  ],
  sessions: [],
};

describe('receiptLines', () => {
  it("keeps a gift card by e-mail's recipient and send date with its line (§15.2)", () => {
    expect(receiptLines(CART)).toEqual([
      {
        label: '$50 eGift Card × 2',
        amountInCents: 10000,
        recipient: { name: 'Ann Lee', email: 'ann@example.com', sendDate: '2026-12-03' },
      },
      { label: 'Popcorn Hamper × 1', amountInCents: 5000 },
    ]);
  });

  it('has no lines without a cart', () => {
    expect(receiptLines(null)).toEqual([]);
  });
});
