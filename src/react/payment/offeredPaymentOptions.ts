/**
 * Which payment options the page offers (product-rules §7.2, exactly): each needs its `methods`
 * flag; every option but the gift card also needs a balance above 0; Apple Pay also needs the
 * device check. Their order is §7.2's: the gift card first (it lowers what the others charge), the
 * express wallets above the card, PayPal (which adds a surcharge) last.
 */
import type { PaymentMethods, PaymentType } from '../../api/schemas';

/** The rows of the 'Payment Options' list. */
export type PaymentOptionId = 'giftCard' | 'creditCard' | 'applePay' | 'googlePay' | 'payPal';

/** The row titles users see. */
export const PAYMENT_OPTION_TITLES: Readonly<Record<PaymentOptionId, string>> = {
  giftCard: 'Gift Card',
  creditCard: 'Credit Card',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  payPal: 'PayPal',
};

/** The row that belongs to a completed payment type (to reopen the one used last time). */
export const OPTION_OF_PAYMENT_TYPE: Readonly<
  Record<Exclude<PaymentType, 'free'>, PaymentOptionId>
> = {
  giftCard: 'giftCard',
  braintree: 'creditCard',
  applePay: 'applePay',
  googlePay: 'googlePay',
  payPal: 'payPal',
};

/** What decides the rows. */
export interface OfferInput {
  methods: PaymentMethods;
  balanceInCents: number;
  /** The provider's Apple Pay check: session version 3 and canMakePayments(). */
  canUseApplePay: boolean;
}

/** The offered rows in display order. */
export function offeredPaymentOptions({
  methods,
  balanceInCents,
  canUseApplePay,
}: OfferInput): PaymentOptionId[] {
  const due = balanceInCents > 0;
  const offered: PaymentOptionId[] = [];
  if (methods.giftCard) offered.push('giftCard');
  if (methods.applePay && due && canUseApplePay) offered.push('applePay');
  if (methods.googlePay && due) offered.push('googlePay');
  if (methods.creditCard && due) offered.push('creditCard');
  if (methods.payPal && due) offered.push('payPal');
  return offered;
}

/**
 * The row open when the page shows, before the buyer picks one: the payment type they used last
 * (product-rules §7.2) if it is offered, else Credit Card, else the first; null when none is.
 */
export function firstOpenOption(
  offered: readonly PaymentOptionId[],
  lastPaymentType: PaymentType | null | undefined,
): PaymentOptionId | null {
  const remembered =
    lastPaymentType && lastPaymentType !== 'free' ? OPTION_OF_PAYMENT_TYPE[lastPaymentType] : null;
  if (remembered && offered.includes(remembered)) return remembered;
  if (offered.includes('creditCard')) return 'creditCard';
  return offered[0] ?? null;
}
