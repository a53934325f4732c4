import { PaymentError } from '../../errors/errors';
import type { PaymentProvider } from '../../provider/PaymentProvider';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../../provider/providerErrors';
import type { PaymentProviderFactory } from './PaymentProviderContext';

/** Why a page with no provider factory cannot take payment (a wiring mistake, not the buyer's). */
const NO_FACTORY = 'No payment provider was supplied to this element.';

/**
 * A {@link PaymentProvider} that makes the real one with `factory` on first use (or on `load()`,
 * to make it ahead of need): `connect()` waits for it, a failed load rejects with a PaymentError
 * and is tried again on the next use, and `teardown()` also tears down a provider that arrives
 * after it, unless it was used again since. Apple Pay capability reads false until the provider
 * has loaded, which is before any option needing it is shown.
 */
export function lazyPaymentProvider(
  factory: PaymentProviderFactory | null,
): PaymentProvider & { load(): Promise<PaymentProvider> } {
  let loading: Promise<PaymentProvider> | null = null;
  let loaded: PaymentProvider | null = null;
  // Bumped by every call that uses the provider, so a teardown waiting for the load can tell
  // whether the provider was taken up again meanwhile (a StrictMode remount).
  let uses = 0;

  const load = (): Promise<PaymentProvider> => {
    uses += 1;
    loading ??= (factory ? factory() : Promise.reject(new Error(NO_FACTORY))).then(
      (provider) => (loaded = provider),
      (cause: unknown) => {
        loading = null;
        throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.SCRIPT_LOAD_FAILED, {
          cause,
        });
      },
    );
    return loading;
  };

  return {
    load,
    connect: async (authorization, environment) =>
      (await load()).connect(authorization, environment),
    mountCardFields: async (host, options) => (await load()).mountCardFields(host, options),
    canUseApplePay: () => loaded?.canUseApplePay() ?? false,
    prepareApplePay: async (options) => (await load()).prepareApplePay(options),
    mountGooglePay: async (host, options) => (await load()).mountGooglePay(host, options),
    mountPayPal: async (host, options) => (await load()).mountPayPal(host, options),
    teardown: async () => {
      // At once when loaded: a StrictMode remount connects again right after this call.
      if (loaded) return loaded.teardown();
      const pending = loading;
      if (!pending) return;
      const usesAtTeardown = uses;
      const provider = await pending.catch(() => null);
      if (uses === usesAtTeardown) await provider?.teardown();
    },
  };
}
