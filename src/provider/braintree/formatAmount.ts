/**
 * Wallet amounts (product-rules §7.5): the cents balance divided by 100, sent as a string with two
 * decimals.
 */
import { PaymentError } from '../../errors/errors';
import type { PaymentAmount } from '../PaymentProvider';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';

/** `1234` → `'12.34'`. */
export function formatAmount(amountInCents: number): string {
  return (amountInCents / 100).toFixed(2);
}

/** Reject an amount a wallet cannot charge (not whole positive cents, no currency) with a clear PaymentError. */
export function checkAmount(method: string, amount: PaymentAmount | undefined): void {
  const valid =
    amount !== undefined &&
    Number.isSafeInteger(amount.amountInCents) &&
    amount.amountInCents > 0 &&
    typeof amount.currency === 'string' &&
    /^[A-Z]{3}$/.test(amount.currency);
  if (!valid) {
    throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.INVALID_OPTIONS, {
      cause: new Error(
        `${method} needs a positive whole number of cents and a 3-letter currency code`,
      ),
    });
  }
}
