export { createCheckoutAtoms } from './checkoutAtoms';
export type {
  CheckoutAtoms,
  CheckoutAction,
  CheckoutStatus,
  CheckoutContext,
  CompletePaymentInput,
  GiftCardInput,
  HttpContext,
  OrderSession,
  PurchaseCode,
} from './checkoutTypes';
export type { StoredCartAtoms } from './storedCart';
export { lastPaymentTypeAtom } from './lastPaymentTypeAtom';
export { giftCardListRule } from './giftCardListRule';
export {
  PAYMENT_ERROR_MESSAGE,
  GIFT_CARD_ADD_ERROR_MESSAGE,
  GIFT_CARD_REMOVE_ERROR_MESSAGE,
  PAYMENT_DETAILS_ERROR_MESSAGE,
  ORDER_CHANGED_MESSAGE,
  ORDER_CHANGED_ELSEWHERE_MESSAGE,
} from './checkoutMessages';
/**
 * Digits only: the gift card number and PIN rule (product-rules §8.5), shared with the API's
 * schemas.
 */
export { DIGITS_PATTERN } from './giftCardRules';
export { describeMethod, lastFourOf, receiptLines } from './receipt';
export type { CardSummary, Receipt, ReceiptLine } from './receipt';
