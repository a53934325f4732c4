import { PAYMENT_STEP, prefetchStep } from '../dom/chunkSteps';
import type { PaymentProviderFactory } from '../react/payment/PaymentProviderContext';

/**
 * The product's payment provider, braintree-web behind the provider interface, handed to every
 * element's tree (the composition root). A dynamic import, so braintree-web loads only when a
 * payment step is on its way (a buyer started on the form before it) or opens, never with the
 * element itself. From the CDN, the first call also asks for every chunk of the payment step at
 * once (`prefetchStep(PAYMENT_STEP)`), so they arrive in one round trip.
 */
export const loadPaymentProvider: PaymentProviderFactory = () => {
  prefetchStep(PAYMENT_STEP);
  return import('../provider/braintree/createBraintreeProvider').then((module) =>
    module.createBraintreeProvider(),
  );
};
