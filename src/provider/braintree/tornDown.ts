/**
 * The rejection for work that finished after teardown() or its AbortSignal: the late SDK instance
 * has already been torn down, and React, which cancelled the mount, can ignore this error.
 */
import { PaymentError } from '../../errors/errors';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';

/** A PaymentError with code `PROVIDER_TORN_DOWN`. */
export function tornDown(): PaymentError {
  return new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.TORN_DOWN);
}
