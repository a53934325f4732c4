/**
 * Seam for `window.ApplePaySession`: reading it never throws, and tests and the demo replace it
 * (the demo by defining the global, unit tests through `createBraintreeProvider({ seams })`).
 */
import type { ApplePaySessionConstructor } from '../braintree/sdkTypes';

/** `window.ApplePaySession`, or undefined when the browser has none (or reading it fails). */
export function applePaySession(): ApplePaySessionConstructor | undefined {
  try {
    const candidate: unknown = Reflect.get(globalThis, 'ApplePaySession');
    return typeof candidate === 'function' ? (candidate as ApplePaySessionConstructor) : undefined;
  } catch {
    return undefined;
  }
}
