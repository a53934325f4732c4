/**
 * The only imports of braintree-web, each a dynamic import of one module (never the root barrel),
 * so the bundler emits a chunk per wallet that loads only when that method is offered.
 */
import type {
  ApplePayModule,
  ClientModule,
  GooglePaymentModule,
  HostedFieldsModule,
  PayPalCheckoutModule,
  ThreeDSecureModule,
} from './sdkTypes';

/**
 * braintree-web is CommonJS: depending on the bundler (or Node's loader) `create` is on the
 * namespace or on its `default`. The cast is the one place @types/braintree-web 3.96 meets our
 * 3.102 shapes in sdkTypes.ts.
 */
function sdkModule<T>(namespace: unknown): T {
  const ns = namespace as { create?: unknown; default?: unknown };
  return (typeof ns.create === 'function' ? ns : ns.default) as T;
}

/**
 * One module's loader, kept once it has loaded: a second call gets the same settled promise, so
 * what awaits it goes on in a microtask, whereas a fresh `import()` of a module that has run
 * already still waits for a task in browsers. That is what lets a client's configuration request
 * leave before the payment page renders (src/react/payment/SessionProvider.ts). A failed import is
 * forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** Loaders for the braintree-web modules the adapter uses, one dynamic import each. */
export const loadSdk = {
  client: loadOnce(async (): Promise<ClientModule> =>
    sdkModule(await import('braintree-web/client')),
  ),
  hostedFields: loadOnce(async (): Promise<HostedFieldsModule> =>
    sdkModule(await import('braintree-web/hosted-fields')),
  ),
  applePay: loadOnce(async (): Promise<ApplePayModule> =>
    sdkModule(await import('braintree-web/apple-pay')),
  ),
  googlePayment: loadOnce(async (): Promise<GooglePaymentModule> =>
    sdkModule(await import('braintree-web/google-payment')),
  ),
  paypalCheckout: loadOnce(async (): Promise<PayPalCheckoutModule> =>
    sdkModule(await import('braintree-web/paypal-checkout')),
  ),
  // Only for a merchant account with 3D Secure (product-rules §7.9): its own chunk.
  threeDSecure: loadOnce(async (): Promise<ThreeDSecureModule> =>
    sdkModule(await import('braintree-web/three-d-secure')),
  ),
};
