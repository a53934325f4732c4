/**
 * Seam for the PayPal JS SDK. A page (or the demo, or an E2E stub) whose `window.paypal` already
 * has `Buttons` is used as is; otherwise braintree-web's `loadPayPalSDK` injects it. braintree-web
 * waits for `onload` forever, so the wait is raced against a timeout that becomes a PaymentError.
 */
import { PaymentError } from '../../errors/errors';
import type { PayPalCheckoutInstance, PayPalSdk } from '../braintree/sdkTypes';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { SCRIPT_TIMEOUT_MS } from './loadScript';

function currentSdk(): PayPalSdk | undefined {
  try {
    // Read untyped: @types/paypal-checkout-components declares a global `paypal` of another shape.
    const value: unknown = Reflect.get(globalThis, 'paypal');
    const paypal = value as Partial<PayPalSdk> | undefined;
    return typeof paypal?.Buttons === 'function' && paypal.FUNDING
      ? (paypal as PayPalSdk)
      : undefined;
  } catch {
    return undefined;
  }
}

/** `window.paypal`, loading it through braintree-web when absent; rejects with PaymentError. */
export async function loadPayPalSdk(
  paypalCheckout: PayPalCheckoutInstance,
  options: Record<string, string> = {},
  timeoutMs: number = SCRIPT_TIMEOUT_MS,
): Promise<PayPalSdk> {
  const present = currentSdk();
  if (present) return present;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.SCRIPT_LOAD_TIMEOUT, {
            cause: new Error(`The PayPal SDK did not load within ${timeoutMs} ms`),
          }),
        ),
      timeoutMs,
    );
  });
  try {
    await Promise.race([
      paypalCheckout.loadPayPalSDK({ currency: 'AUD', intent: 'capture', ...options }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
  const loaded = currentSdk();
  if (!loaded) {
    throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.PAYPAL_SDK_UNAVAILABLE);
  }
  return loaded;
}
