/**
 * Vouchers the cinema has issued, by barcode: what `POST member/vouchers` can add to an account.
 */
import { sydneyDateIn } from '../sydneyTime';
import type { Voucher } from '../../../src/api/schemas';

/** Issued vouchers at `now`, keyed by barcode (EAN-13 style numbers). */
export function createIssuedVouchers(now: number): Map<string, Voucher> {
  const vouchers: Voucher[] = [
    {
      barcode: '9300000000011',
      name: 'Complimentary Standard Ticket',
      expiry: sydneyDateIn(now, 180),
    },
    { barcode: '9300000000028', name: 'Free Small Popcorn', expiry: sydneyDateIn(now, 90) },
    { barcode: '9300000000035', name: '2-for-1 Tuesday Tickets', expiry: sydneyDateIn(now, 60) },
    { barcode: '9300000000042', name: 'Birthday Ticket', expiry: sydneyDateIn(now, 30) },
  ];
  return new Map(vouchers.map((voucher) => [voucher.barcode, voucher]));
}
