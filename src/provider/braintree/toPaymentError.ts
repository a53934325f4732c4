/**
 * Every failure leaving the adapter is a PaymentError: a user-facing message (product-rules §9.4)
 * and the SDK's own code (e.g. `HOSTED_FIELDS_FIELDS_INVALID`) so support can tell failures apart.
 */
import { isPaymentError, PaymentError } from '../../errors/errors';
import type { BraintreeErrorLike } from './sdkTypes';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';

/** Wrap `error` in a PaymentError with `message`, keeping a braintree-web `code`; PaymentErrors pass through. */
export function toPaymentError(
  error: unknown,
  message: string = PAYMENT_FAILED_MESSAGE,
  fallbackCode: string = ProviderErrorCode.WALLET_FAILED,
): PaymentError {
  if (isPaymentError(error)) return error;
  const code = (error as BraintreeErrorLike | null | undefined)?.code;
  return new PaymentError(message, typeof code === 'string' && code !== '' ? code : fallbackCode, {
    cause: error,
  });
}
