import * as v from 'valibot';
import { PaymentType } from '../../api/schemas/primitives';
import { persistedAtom } from '../persistedAtom';

/**
 * The payment type of the last successful payment on this browser (product-rules §7.7, §7.2),
 * shared by every checkout scope so the next checkout can open that option first.
 */
export const lastPaymentTypeAtom = persistedAtom(
  'checkout/last-payment-type',
  v.nullable(PaymentType),
  null,
);
