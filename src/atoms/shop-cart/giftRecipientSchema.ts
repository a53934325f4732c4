/**
 * The schema a gift card by e-mail's recipient is kept with in the browser cart (product-rules
 * §15.2), apart from the form's rules (giftRecipient.ts) so that the cart, in every element's first
 * view, carries only this.
 */
import * as v from 'valibot';
import {
  GiftRecipient as SentRecipient,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
  SEND_DATE_MESSAGE,
} from '../../api/schemas/giftRecipient';

export { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE, SEND_DATE_MESSAGE };

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  // Year 2000 is a leap year, so only 29 February needs the real year.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return !(month === 2 && day === 29 && !isLeapYear(year));
}

export const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * A recipient as the browser cart keeps it and the product order sends it (§15.2): the API's
 * (openapi.yaml `GiftRecipient`), with a send date that is a real calendar date.
 */
export const GiftRecipient = v.object({
  ...SentRecipient.entries,
  sendDate: v.pipe(v.string(), v.check(isCalendarDate, SEND_DATE_MESSAGE)),
});
export type GiftRecipient = v.InferOutput<typeof GiftRecipient>;
