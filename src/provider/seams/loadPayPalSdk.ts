/**
 * Seam for the PayPal JS SDK. A page (or the demo, or an E2E stub) whose `window.paypal` already
 * has `Buttons` is used as is. Otherwise we load it ourselves, through the product's one script
 * loader, rather than with braintree-web's `loadPayPalSDK`: that one injects a new `<script>` on
 * every call, never removes one that failed and waits for `onload` forever, so a page whose PayPal
 * is blocked piled up tags and spun. Ours is one tag per URL for the page's life, removed when it
 * fails or times out, so opening the row again tries afresh.
 */
import { PaymentError } from '../../errors/errors';
import type { PayPalCheckoutInstance, PayPalSdk } from '../braintree/sdkTypes';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { loadScript, SCRIPT_TIMEOUT_MS } from './loadScript';

/** The PayPal JS SDK's address; its query names the merchant and the checkout. */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

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

/**
 * The SDK URL for this merchant: the query braintree-web's `loadPayPalSDK` would build
 * (`components=buttons`, the client id from the gateway configuration), plus `options`. Sorted,
 * so the same checkout always asks for the same URL and the loader shares one tag.
 */
export function payPalSdkUrl(clientId: string, options: Record<string, string>): string {
  const query = new URLSearchParams({ components: 'buttons', ...options, 'client-id': clientId });
  query.sort();
  return `${PAYPAL_SDK_URL}?${query.toString()}`;
}

/** `window.paypal`, loading the SDK when absent; rejects with PaymentError, never hangs. */
export async function loadPayPalSdk(
  paypalCheckout: PayPalCheckoutInstance,
  options: Record<string, string> = {},
  timeoutMs: number = SCRIPT_TIMEOUT_MS,
): Promise<PayPalSdk> {
  const present = currentSdk();
  if (present) return present;
  let clientId: string;
  try {
    clientId = await paypalCheckout.getClientId();
  } catch (cause) {
    throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.PAYPAL_SDK_UNAVAILABLE, {
      cause,
    });
  }
  await loadScript(
    payPalSdkUrl(clientId, { currency: 'AUD', intent: 'capture', ...options }),
    timeoutMs,
  );
  const loaded = currentSdk();
  if (!loaded) {
    throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.PAYPAL_SDK_UNAVAILABLE);
  }
  return loaded;
}
