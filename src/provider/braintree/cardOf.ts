import type { TokenizedCard } from '../PaymentProvider';

/** The `details` braintree-web gives with a card or Google Pay nonce. */
export interface CardPayloadDetails {
  cardType?: string;
  lastFour?: string;
  /** The card's first six digits (cards and Google Pay). */
  bin?: string;
  /**
   * Google Pay only: true for a network token (`CRYPTOGRAM_3DS`), false for the card's own number
   * (`PAN_ONLY`), which 3-D Secure verifies (product-rules §7.9).
   */
  isNetworkTokenized?: boolean;
}

/**
 * The card behind a braintree-web payload, for the buyer's receipt: `{ brand: 'Visa', lastFour:
 * '1111' }`, or undefined when the SDK did not say (never guessed).
 */
export function cardOf(details: CardPayloadDetails | undefined): TokenizedCard | undefined {
  const brand = details?.cardType?.trim();
  const lastFour = details?.lastFour?.trim();
  if (!brand || !lastFour || !/^\d{4}$/.test(lastFour)) return undefined;
  return { brand, lastFour };
}
