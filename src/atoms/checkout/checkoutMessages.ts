/**
 * The payment store's user-facing texts (product-rules §9.2, §9.4, §7.6, §7.10), in one place so the
 * payment page and its tests compare against the same strings.
 */

/**
 * The server payment error's default (product-rules §9.4), and the only text for a failed gift-card
 * completion.
 */
export const PAYMENT_ERROR_MESSAGE = 'An error occurred during payment processing.';

/** The gift card add error's default (product-rules §9.4). */
export const GIFT_CARD_ADD_ERROR_MESSAGE = 'An error occurred validating the gift card.';

/** Loading payment details failed without a server detail (product-rules §9.2). */
export const PAYMENT_DETAILS_ERROR_MESSAGE =
  'We could not load the payment options. Please try again.';

/** Removing gift-card payments failed without a server detail (product-rules §9.4). */
export const GIFT_CARD_REMOVE_ERROR_MESSAGE =
  'We could not remove the gift card. Please try again.';

/** An order with something left to pay, or a gift card applied, cannot complete free (§7.6). */
export const FREE_NOT_ALLOWED_MESSAGE =
  'This order has a balance to pay. Please choose a payment method.';

/** The checkout's own code could not be loaded (the connection dropped). */
export const CHECKOUT_CODE_LOAD_MESSAGE =
  "We couldn't load this part of the checkout. Please check your connection and try again.";

/** An order sequence stopped for something unforeseen. */
export const SUBMIT_ERROR_MESSAGE = 'We could not continue to payment. Please try again.';

/** Making the server cart failed without a server detail. */
export const CREATE_CART_ERROR_MESSAGE = 'We could not start your order. Please try again.';

/** Removing gift-card payments before the payment page failed without a server detail. */
export const PREPARE_PAYMENT_ERROR_MESSAGE = 'We could not prepare your payment. Please try again.';

/** The server refused a completion with `409`: the order changed since it was shown (§7.10). */
export const ORDER_CHANGED_MESSAGE = 'Your order changed. Check the new total and pay again.';

/** The page's cart changed in another tab or element while the payment page was open (§7.10). */
export const ORDER_CHANGED_ELSEWHERE_MESSAGE =
  'Your order changed in another window. Check the total before you pay.';
