/**
 * Gift cards the demo knows, with PINs and balances. Numbers are chosen so tests and the demo can
 * drive every rule: one covers a typical order, one covers part of it, one has expired, one is spent.
 */
import { sydneyDateIn } from '../sydneyTime';

/** A gift card as the cinema's card system holds it. */
export interface StoredGiftCard {
  cardNumber: string;
  pin: string;
  balanceInCents: number;
  /** Last day the card can be used, `YYYY-MM-DD` (Sydney). */
  expiry: string;
}

/** The gift cards on issue at `now`, keyed by card number. */
export function createGiftCards(now: number): Map<string, StoredGiftCard> {
  const cards: StoredGiftCard[] = [
    {
      cardNumber: '6280000000000001',
      pin: '1234',
      balanceInCents: 50000,
      expiry: sydneyDateIn(now, 730),
    },
    {
      cardNumber: '6280000000000002',
      pin: '1234',
      balanceInCents: 2000,
      expiry: sydneyDateIn(now, 365),
    },
    {
      cardNumber: '6280000000000003',
      pin: '1234',
      balanceInCents: 10000,
      expiry: sydneyDateIn(now, -30),
    },
    {
      cardNumber: '6280000000000004',
      pin: '1234',
      balanceInCents: 0,
      expiry: sydneyDateIn(now, 365),
    },
  ];
  return new Map(cards.map((card) => [card.cardNumber, card]));
}
