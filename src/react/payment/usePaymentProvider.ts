import { useContext, useEffect, useMemo } from 'react';
import type { PaymentProvider } from '../../provider/PaymentProvider';
import { useHost } from '../useHost';
import { takeEarlyProvider } from './earlyConnection';
import { lazyPaymentProvider } from './lazyPaymentProvider';
import { PaymentProviderContext } from './PaymentProviderContext';

/**
 * The payment page's provider: the one connected as the payment details arrived
 * (earlyConnection.ts), else one made on first use by the factory in {@link PaymentProviderContext}.
 * It is torn down when the page unmounts, so no iframe, listener or wallet outlives the page; it
 * accepts connect() again afterwards (StrictMode remounts).
 */
export function usePaymentProvider(): PaymentProvider {
  const factory = useContext(PaymentProviderContext);
  const host = useHost();
  const provider = useMemo(
    () => takeEarlyProvider(host, factory) ?? lazyPaymentProvider(factory),
    [factory, host],
  );
  useEffect(
    () => () => {
      void provider.teardown().catch(() => undefined);
    },
    [provider],
  );
  return provider;
}
