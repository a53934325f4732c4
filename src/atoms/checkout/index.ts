export { checkoutAtoms } from './checkoutAtoms';
export type { CheckoutAtoms, CheckoutAction, CheckoutStatus } from './checkoutAtoms';
export type {
  CheckoutContext,
  CompletePaymentInput,
  GiftCardInput,
  HttpContext,
} from './checkoutActions';
export { lastPaymentTypeAtom } from './lastPaymentTypeAtom';
export { giftCardListRule } from './giftCardListRule';
export {
  PAYMENT_ERROR_MESSAGE,
  GIFT_CARD_ADD_ERROR_MESSAGE,
  GIFT_CARD_REMOVE_ERROR_MESSAGE,
  PAYMENT_DETAILS_ERROR_MESSAGE,
} from './checkoutMessages';
