/**
 * What the braintree adapter's tests share besides the SDK fakes (fakeBraintree.ts): the card
 * fields' slots, a promise held open, a BraintreeError look-alike and a flush of pending callbacks.
 */
import type { CardFieldName } from '../PaymentProvider';

/** The slot each card field's light-DOM container gets in the adapter's tests. */
export const CARD_SLOTS: Readonly<Record<CardFieldName, string>> = {
  number: 'card-number',
  cardholderName: 'card-name',
  expirationDate: 'card-expiry',
  cvv: 'card-cvv',
};

/** A promise with its resolve/reject in hand: the test suites' gate. */
export { gate as deferred } from '../../../test/support/gate';
export type { Gate as Deferred } from '../../../test/support/gate';

/** An error shaped like braintree-web's BraintreeError. */
export function braintreeError(code: string, message = 'SDK failure'): Error & { code: string } {
  return Object.assign(new Error(message), { code, type: 'CUSTOMER' });
}

/** Let pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
