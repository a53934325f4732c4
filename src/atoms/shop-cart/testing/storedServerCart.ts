/**
 * The shop's server cart as this browser stores it (its id, expiry and last answer), for tests of
 * what the shop and the cart summary show from it: one session of two Adult tickets, $49.00 with a
 * $3.00 booking fee.
 */
import { storage } from '../../../storage/storage';
import { shopKeys } from '../shopKeys';

/** Store the server cart of the shop of the API at `base`, expiring `seconds` from now. */
export function storeServerCart(seconds: number, base: string): void {
  const keys = shopKeys(base);
  const expiry = new Date(Date.now() + seconds * 1000).toISOString();
  storage.set(keys.cartExpiry, expiry);
  storage.set(keys.cartId, 'cart-1');
  storage.set(keys.serverCart, {
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

/** Forget the stored server cart of the shop of the API at `base`. */
export function clearServerCart(base: string): void {
  const keys = shopKeys(base);
  for (const key of [keys.cartId, keys.cartExpiry, keys.serverCart]) storage.remove(key);
}
