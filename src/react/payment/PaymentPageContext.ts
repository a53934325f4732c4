import { createContext } from 'react';
import type { Http } from '../../api/http';
import type { PaymentType } from '../../api/schemas';
import type { CheckoutAtoms, CompletePaymentInput } from '../../atoms/checkout/checkoutTypes';
import type { PaymentProvider } from '../../provider/PaymentProvider';
import type { CheckoutSession } from './CheckoutSession';
import type { SessionProvider } from './SessionProvider';

/**
 * What every part of the payment page shares: the purchase's session, its checkout, the provider
 * and the payment in flight.
 */
export interface PaymentPageValue {
  session: CheckoutSession;
  /** The session's provider side: its provider, connection and card fields mounted ahead. */
  sessionProvider: SessionProvider;
  atoms: CheckoutAtoms;
  http: Http;
  recaptchaKey: string;
  provider: PaymentProvider;
  /** A payment is in flight: the overlay is on and pay buttons do nothing. */
  busy: boolean;
  /**
   * Start a payment of this type (overlay on): false when any payment is already in flight or the
   * purchase is paid (the session's one guard), so a second click, or another path, does nothing.
   */
  begin(paymentType: PaymentType): boolean;
  /** End this type's payment with no outcome (the user closed a wallet): overlay off. */
  cancel(paymentType: PaymentType): void;
  /** End this type's payment with an error: overlay off, the message in the WHOOPS modal. */
  fail(paymentType: PaymentType, message: string): void;
  /**
   * Complete the payment on the server with the page's order type; true once it is captured (and
   * `onPaid` has run). Refused while another payment holds the guard.
   */
  complete(input: PagePaymentInput): Promise<boolean>;
}

/** A completion as a payment path gives it: the page adds its order type. */
export type PagePaymentInput = Omit<CompletePaymentInput, 'orderType'>;

/** Provided by the payment page to its options, forms and wallet buttons. */
export const PaymentPageContext = createContext<PaymentPageValue | null>(null);
