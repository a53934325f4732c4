import { useContext } from 'react';
import { PaymentPageContext } from './PaymentPageContext';
import type { PaymentPageValue } from './PaymentPageContext';

/** The payment page's shared state; throws outside the page, which is a programming error. */
export function usePaymentPage(): PaymentPageValue {
  const value = useContext(PaymentPageContext);
  if (!value) throw new Error('usePaymentPage() must be used inside <PaymentPage>.');
  return value;
}
