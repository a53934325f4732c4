/**
 * Everything a checkout does after its details form has shown, as one lazily loaded module (see
 * loadCheckoutFlow): the festival-pass submit sequence, the payment store's calls and the order
 * summary's cart read, the shop's calls (tickets, checkout, empty cart) and the membership sequence.
 * It never imports the checkout's atoms (which load it): the features get those with it through
 * `loadCheckout`, and hand them to its calls.
 */
export * as payment from './checkout/paymentActions';
export { submitFestivalPass } from './festival-pass/submitFestivalPass';
export { getCart } from '../api/cart';
export * as shop from './shop-cart/shopCartFlow';
export { submitMembership } from './membership/submitMembership';
