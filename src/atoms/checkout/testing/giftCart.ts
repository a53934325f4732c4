/** A paid shop order's server cart, for the suites that read one (the receipt, the analytics). */
import type { Cart } from '../../../api/schemas';

/** Two gift cards by e-mail for one recipient (product-rules §15.2), and a gift by post. */
export const GIFT_CART: Cart = {
  id: 'cart-42',
  expiry: '2026-11-27T00:15:00.000Z',
  totalInCents: 15150,
  bookingFeeInCents: 150,
  concessions: [
    {
      id: 'egift-50',
      name: '$50 eGift Card',
      priceInCents: 5000,
      quantity: 2,
      recipient: { name: 'Bea Ng', email: 'bea@example.com', sendDate: '2026-12-01' },
    },
    { id: 'gift-box-50', name: '$50 Gift Card in a Gift Box', priceInCents: 5000, quantity: 1 },
  ],
  sessions: [],
};
