import { createContext } from 'react';
import type { Http } from '../../api/http';
import type { CheckoutAtoms, CompletePaymentInput } from '../../atoms/checkout';
import type { PaymentProvider } from '../../provider/PaymentProvider';

/** What every part of the payment page shares: the checkout, the provider and the payment in flight. */
export interface PaymentPageValue {
  atoms: CheckoutAtoms;
  http: Http;
  recaptchaKey: string;
  provider: PaymentProvider;
  /** A payment is in flight: the overlay is on and pay buttons do nothing. */
  busy: boolean;
  /** Start a payment (overlay on); false when one is already in flight, so a second click does nothing. */
  begin(): boolean;
  /** End a payment with no outcome (the user closed a wallet): overlay off. */
  cancel(): void;
  /** End a payment with an error: overlay off, the message in the WHOOPS modal. */
  fail(message: string): void;
  /** Complete the payment on the server; true once it is captured (and `onPaid` has run). */
  complete(input: CompletePaymentInput): Promise<boolean>;
}

/** Provided by the payment page to its options, forms and wallet buttons. */
export const PaymentPageContext = createContext<PaymentPageValue | null>(null);
