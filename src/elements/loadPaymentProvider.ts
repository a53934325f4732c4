import type { PaymentProviderFactory } from '../react/payment/PaymentProviderContext';

/**
 * The product's payment provider, braintree-web behind the provider interface, handed to every
 * element's tree (the composition root). A dynamic import, so braintree-web loads only when a
 * payment page opens, never with the element itself.
 */
export const loadPaymentProvider: PaymentProviderFactory = () =>
  import('../provider/braintree/createBraintreeProvider').then((module) =>
    module.createBraintreeProvider(),
  );
