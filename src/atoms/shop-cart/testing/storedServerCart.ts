/**
 * The shop's server cart as this browser stores it (its id, expiry and last answer), for tests of
 * what the shop and the cart summary show from it: one session of two Adult tickets, $49.00 with a
 * $3.00 booking fee.
 */
import { storage } from '../../../storage/storage';
import { SHOP_CART_EXPIRY_KEY, SHOP_CART_ID_KEY, SHOP_SERVER_CART_KEY } from '../shopServerCart';

/** Store the server cart, expiring `seconds` from now. */
export function storeServerCart(seconds: number): void {
  const expiry = new Date(Date.now() + seconds * 1000).toISOString();
  storage.set(SHOP_CART_EXPIRY_KEY, expiry);
  storage.set(SHOP_CART_ID_KEY, 'cart-1');
  storage.set(SHOP_SERVER_CART_KEY, {
    id: 'cart-1',
    expiry,
    totalInCents: 4900,
    bookingFeeInCents: 300,
    concessions: [],
    sessions: [
      {
        id: 'S-1001',
        filmTitle: 'Harbour Lights',
        date: '2026-03-05T18:30:00+11:00',
        endDate: '2026-03-05T20:28:00+11:00',
        tickets: [{ id: 'adult', name: 'Adult', priceInCents: 2450, quantity: 2 }],
      },
    ],
  });
}

/** Forget the stored server cart. */
export function clearServerCart(): void {
  for (const key of [SHOP_CART_ID_KEY, SHOP_CART_EXPIRY_KEY, SHOP_SERVER_CART_KEY]) {
    storage.remove(key);
  }
}
