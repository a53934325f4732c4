import { useContext, useEffect, useMemo } from 'react';
import type { PaymentProvider } from '../../provider/PaymentProvider';
import { lazyPaymentProvider } from './lazyPaymentProvider';
import { PaymentProviderContext } from './PaymentProviderContext';

/**
 * The payment page's provider, made on first use by the factory in {@link PaymentProviderContext}.
 * It is torn down when the page unmounts, so no iframe, listener or wallet outlives the page; it
 * accepts connect() again afterwards (StrictMode remounts).
 */
export function usePaymentProvider(): PaymentProvider {
  const factory = useContext(PaymentProviderContext);
  const provider = useMemo(() => lazyPaymentProvider(factory), [factory]);
  useEffect(
    () => () => {
      void provider.teardown().catch(() => undefined);
    },
    [provider],
  );
  return provider;
}
