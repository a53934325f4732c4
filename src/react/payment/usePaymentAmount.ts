import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import type { PaymentAmount } from '../../provider/PaymentProvider';
import { usePaymentPage } from './usePaymentPage';

/**
 * What a wallet charges: the remaining balance (PayPal: its own balance, which carries the
 * surcharge) in the details' currency, labelled with the merchant name. Null before details exist.
 */
export function usePaymentAmount(kind: 'balance' | 'payPal'): PaymentAmount | null {
  const { atoms } = usePaymentPage();
  const details = useAtomValue(atoms.paymentDetailsAtom);
  const amountInCents = details
    ? kind === 'payPal'
      ? details.payPalBalanceInCents
      : details.balanceInCents
    : null;
  const currency = details?.currency;
  const merchantName = details?.merchantName;
  return useMemo(
    () =>
      amountInCents === null || currency === undefined || merchantName === undefined
        ? null
        : { amountInCents, currency, merchantName },
    [amountInCents, currency, merchantName],
  );
}
