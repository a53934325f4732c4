import { isPaymentError } from '../../errors/errors';
import { ProviderErrorCode } from '../../provider/providerErrors';

/** True for the provider's "torn down before it finished" rejection, which a cancelled mount ignores. */
export function isTornDown(error: unknown): boolean {
  return isPaymentError(error) && error.code === ProviderErrorCode.TORN_DOWN;
}
