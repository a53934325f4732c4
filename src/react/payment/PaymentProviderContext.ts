import { createContext } from 'react';
import type { PaymentProvider } from '../../provider/PaymentProvider';

/**
 * The payment provider the payment page uses. Left empty, the page makes its own braintree-web
 * provider; tests (and any host that wants one provider for several pages) put one here.
 */
export const PaymentProviderContext = createContext<PaymentProvider | null>(null);
