/**
 * Seam for Google's pay.js: braintree-web does not load it, the merchant page does. A page (or the
 * demo, or an E2E stub) that already has `google.payments.api` is used as is; otherwise pay.js is
 * injected once.
 */
import { PaymentError } from '../../errors/errors';
import type { GooglePaymentsApi } from '../braintree/sdkTypes';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { loadScript, SCRIPT_TIMEOUT_MS } from './loadScript';

/** Google's pay.js address. */
export const GOOGLE_PAY_JS_URL = 'https://pay.google.com/gp/p/js/pay.js';

function currentApi(): GooglePaymentsApi | undefined {
  try {
    // Read untyped: @types/googlepay declares a global `google` whose shape is not what we check.
    const google: unknown = Reflect.get(globalThis, 'google');
    const api = (google as { payments?: { api?: Partial<GooglePaymentsApi> } } | undefined)
      ?.payments?.api;
    return typeof api?.PaymentsClient === 'function' ? (api as GooglePaymentsApi) : undefined;
  } catch {
    return undefined;
  }
}

/** `google.payments.api`, loading pay.js first when the page has none; rejects with PaymentError. */
export async function loadGooglePayApi(
  timeoutMs: number = SCRIPT_TIMEOUT_MS,
): Promise<GooglePaymentsApi> {
  const present = currentApi();
  if (present) return present;
  await loadScript(GOOGLE_PAY_JS_URL, timeoutMs);
  const loaded = currentApi();
  if (!loaded) {
    throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.GOOGLE_PAY_UNAVAILABLE);
  }
  return loaded;
}
