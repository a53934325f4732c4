/**
 * How the receipt and the shop's thanks page say where and when a gift card by e-mail goes
 * (product-rules §15.2): 'For Ann Lee (ann@example.com), sent by e-mail today', or '… on 3 Dec 2026'
 * for a later send date. Today is the cinema's day (its `time-zone`), as the send date is.
 */
import { formatDate } from '../../format/formatDate';

/** A gift card's recipient as the order keeps it: name, e-mail and the day it is sent. */
export interface GiftDelivery {
  name: string;
  email: string;
  /** `YYYY-MM-DD`, in the cinema's calendar. */
  sendDate: string;
}

/** The sentence for `recipient`, with `today` (`YYYY-MM-DD`) the cinema's day (`isoToday`). */
export function giftDeliveryText(recipient: GiftDelivery, today: string): string {
  const when = recipient.sendDate > today ? `on ${formatDate(recipient.sendDate)}` : 'today';
  return `For ${recipient.name} (${recipient.email}), sent by e-mail ${when}`;
}
