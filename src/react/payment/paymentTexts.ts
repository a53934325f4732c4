/**
 * The payment page's fixed texts (product-rules §7.1), with the amounts derived from its
 * constants so the words and the numbers cannot drift apart.
 */
import { formatMoney } from '../../format/formatMoney';

/** PayPal surcharge per ticket, in cents (product-rules §7.1). */
export const PAYPAL_SURCHARGE_IN_CENTS = 25;
/** Ticket exchange fee per ticket, in cents (product-rules §7.1). */
export const TICKET_EXCHANGE_FEE_IN_CENTS = 250;

/** The PAY BALANCE notice (product-rules §7.1). */
export const PAY_BALANCE_TITLE = 'PAY BALANCE';
/** The PAY BALANCE text (product-rules §7.1). */
export const PAY_BALANCE_MESSAGE =
  'There are insufficient funds on your gift card. Please select a payment method below for your remaining balance.';
/** The PayPal notice (product-rules §7.1). */
export const PAYPAL_NOTICE = `Using PayPal will incur an additional ${formatMoney(PAYPAL_SURCHARGE_IN_CENTS)} per ticket on top of the standard booking fee.`;
/** The ticket terms (product-rules §7.1), first sentence: exchanges. */
export const TICKET_EXCHANGE_TERMS = `A ticket exchange costs ${formatMoney(TICKET_EXCHANGE_FEE_IN_CENTS)} per ticket and must be made at least 24 hours before the screening, at the box office.`;
/** The ticket terms (product-rules §7.1), second sentence: passes. */
export const PASS_TERMS =
  'Festival and multi-film passes are valid for one admission per pass, are non-refundable, and cannot be used for special events.';
/** Shown while the provider's client is created (product-rules §7.1). */
export const LOADING_OPTIONS_LABEL = 'Loading payment options';
/** The provider's client could not be created. */
export const CONNECT_FAILED_MESSAGE =
  'The payment options could not be loaded. Please check your connection and try again.';
/** The payment page has no cart to pay for (it was paid, expired or never made). */
export const NO_ORDER_MESSAGE = 'There is no order to pay for. Please go back and start again.';
