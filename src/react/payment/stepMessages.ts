/**
 * What a purchase's pages say when a step's code cannot be fetched: a module of its own, so the
 * first view that carries the payment step's loader carries none of the payment page's texts.
 */

/** Shown when the payment step's code cannot be fetched (e.g. the connection dropped). */
export const PAYMENT_LOAD_ERROR_MESSAGE =
  "We couldn't load the payment options. Check your connection and try again.";

/** Shown when a thanks page cannot be fetched; the payment itself went through. */
export const THANKS_LOAD_ERROR_MESSAGE =
  'Your payment went through, but we could not show your receipt. Check your connection and try again.';
