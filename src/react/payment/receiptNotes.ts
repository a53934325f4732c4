/**
 * The words a receipt adds under its lines and beside its totals (product-rules §5.6, §6.4):
 * where a pass or gift card went, when a session's tickets are for, and where gifts by post go.
 */
import type { Address } from '../../api/schemas';
import type { Receipt, ReceiptLine } from '../../atoms/checkout/receipt';
import { formatDate, isoToday } from '../../format/formatDate';
import { formatTime } from '../../format/formatTime';
import { giftDeliveryText } from './giftDelivery';

/**
 * A session's date and times in the cinema's `timeZone`: '5 Mar 2026, 7:30PM – 10:15PM'
 * (product-rules §1.2).
 */
export function sessionText(
  { date, endDate }: { date: string; endDate: string },
  timeZone: string,
): string {
  return `${formatDate(date, timeZone)}, ${formatTime(date, timeZone)} – ${formatTime(endDate, timeZone)}`;
}

/**
 * The note under one line of `receipt`, or null: a gift card by e-mail's recipient and send day, a
 * session's times, or for a festival or multi-film pass the address its code was e-mailed to.
 * Dates are the cinema's `timeZone`'s; `today` is its day (`YYYY-MM-DD`); tests pass theirs.
 */
export function lineNote(
  receipt: Receipt,
  line: ReceiptLine,
  timeZone: string,
  today: string = isoToday(timeZone),
): string | null {
  if (line.recipient) return giftDeliveryText(line.recipient, today);
  if (line.session) return sessionText(line.session, timeZone);
  if (receipt.orderType === 'festivalPass') return `Pass code sent by e-mail to ${receipt.email}`;
  return null;
}

/** A postal address as the lines of an envelope: name, street lines, 'Suburb STATE 2000'. */
export function postalLines(address: Address): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.line1,
    ...(address.line2?.trim() ? [address.line2] : []),
    `${address.suburb} ${address.state} ${address.postCode}`,
  ];
}
