import { useContext, useEffect, useMemo } from 'react';
import { createBraintreeProvider } from '../../provider';
import type { PaymentProvider } from '../../provider/PaymentProvider';
import { PaymentProviderContext } from './PaymentProviderContext';

/**
 * The provider from {@link PaymentProviderContext}, or a braintree-web one made for this page.
 * Either way it is torn down when the page unmounts, so no iframe, listener or wallet outlives
 * the page; the provider accepts connect() again afterwards (StrictMode remounts).
 */
export function usePaymentProvider(): PaymentProvider {
  const injected = useContext(PaymentProviderContext);
  const provider = useMemo(() => injected ?? createBraintreeProvider(), [injected]);
  useEffect(
    () => () => {
      void provider.teardown().catch(() => undefined);
    },
    [provider],
  );
  return provider;
}
