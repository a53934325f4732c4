import { createContext } from 'react';
import type { PaymentProvider } from '../../provider/PaymentProvider';

/**
 * Makes the payment provider the payment page uses; called when the page opens (and once just
 * before, to fetch its code early: a provider made and never connected holds nothing), so the SDK
 * behind it (braintree-web) loads only then. The element layer supplies it, as react-stripe-js has the
 * caller pass `stripe`: React never imports a provider implementation.
 */
export type PaymentProviderFactory = () => Promise<PaymentProvider>;

/** The factory the payment page gets its provider from; tests put a fake's here. */
export const PaymentProviderContext = createContext<PaymentProviderFactory | null>(null);
