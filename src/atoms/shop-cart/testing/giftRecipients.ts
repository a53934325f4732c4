/** Recipients of gift cards by e-mail for tests (product-rules §15.2). */
import type { GiftRecipient } from '../giftRecipient';

/** Bea Ng, from Ana, sent on 1 December 2026, with a message. */
export const BEA: GiftRecipient = {
  name: 'Bea Ng',
  email: 'bea@example.com',
  from: 'Ana',
  message: 'Happy birthday!',
  sendDate: '2026-12-01',
};

/** Carl Ito, from Ana, sent on 27 November 2026, no message. */
export const CARL: GiftRecipient = {
  name: 'Carl Ito',
  email: 'carl@example.com',
  from: 'Ana',
  sendDate: '2026-11-27',
};

/** {@link BEA} with some of her details changed. */
export const beaWith = (changes: Partial<GiftRecipient>): GiftRecipient => ({ ...BEA, ...changes });
