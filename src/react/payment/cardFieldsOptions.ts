import type { CardFieldName, CardFieldsOptions } from '../../provider/PaymentProvider';
import { cardFieldStyle } from './cardFieldStyle';

/** The slot each hosted field's light-DOM container is projected through. */
export const CARD_SLOTS: Readonly<Record<CardFieldName, string>> = {
  number: 'card-number',
  cardholderName: 'card-name',
  expirationDate: 'card-expiry',
  cvv: 'card-cvv',
};

/** The label of each field, shown by us and given to the frames as their internal label. */
export const CARD_LABELS: Readonly<Record<CardFieldName, string>> = {
  number: 'Card Number',
  cardholderName: 'Name on Card',
  expirationDate: 'Expiry Date (MM/YYYY)',
  cvv: 'Security Code (CVV)',
};

/** How the card form mounts the provider's hosted fields into `host`'s light DOM. */
export function cardFieldsOptions(host: HTMLElement): CardFieldsOptions {
  return { slots: { ...CARD_SLOTS }, labels: { ...CARD_LABELS }, style: cardFieldStyle(host) };
}
