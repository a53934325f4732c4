/**
 * Everything a checkout does after its details form has shown, as one lazily loaded module (see
 * loadCheckoutFlow): the festival-pass submit sequence and the payment store's calls.
 */
export * as payment from './checkout/paymentActions';
export { submitFestivalPass } from './festivalPass/submitFestivalPass';
