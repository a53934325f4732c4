/**
 * The payment page's calls, as one lazily loaded module (see loadCheckoutFlow): the payment
 * store's calls and the order summary's cart read. Each product's order calls are chunks of their
 * own (`OrderCode` in loadCheckout.ts), so no checkout downloads another product's. It never
 * imports the checkout's atoms (which load it).
 */
export * as payment from './checkout/paymentActions';
export { getCart } from '../api/cart';
