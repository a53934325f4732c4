/**
 * Who a gift card by e-mail is for (product-rules §15.2): the recipient's name and e-mail, who it
 * is from, an optional message and the day it is sent. Pure rules over the values as typed; the
 * schema the browser cart keeps them with is giftRecipientSchema.ts.
 */
import { REQUIRED_MESSAGE, filled, validateEmail } from '../checkout/buyerValidation';
import { isoToday } from '../../format/formatDate';
import {
  GiftRecipient,
  ISO_DATE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
  SEND_DATE_MESSAGE,
  isCalendarDate,
  isLeapYear,
} from './giftRecipientSchema';

export { GiftRecipient, MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE, SEND_DATE_MESSAGE };
/** The recipient the cart keeps, from the values as typed (cartLines.ts, which uses it too). */
export { toGiftRecipient } from './cartLines';

/** The recipient's fields, in the order the form asks them (product-rules §15.2). */
export const RECIPIENT_FIELDS = ['name', 'email', 'from', 'message', 'sendDate'] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

/** Each field's label (product-rules §15.2). */
export const RECIPIENT_LABELS: Readonly<Record<RecipientField, string>> = {
  name: "Recipient's name",
  email: "Recipient's e-mail",
  from: 'From',
  message: 'Message',
  sendDate: 'Send on',
};

/** The recipient's fields as typed; `sendDate` is a date input's `YYYY-MM-DD`. */
export type RecipientValues = Record<RecipientField, string>;

/** How many characters the message has left (negative past the limit); the ends' spaces are not sent. */
export const charactersLeft = (message: string): number =>
  MESSAGE_MAX_LENGTH - message.trim().length;

/**
 * The dates a gift may be sent on, given `today` (`YYYY-MM-DD`, the cinema's calendar): from today
 * to the same calendar date 12 months ahead, 29 February then being 28 February (§15.2). Both ends
 * are allowed; they are a date input's `min` and `max`.
 */
export function sendDateWindow(today: string): { min: string; max: string } {
  const match = ISO_DATE.exec(today);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${today}`);
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const next = Number(year) + 1;
  const lastDay = month === '02' && day === '29' && !isLeapYear(next) ? '28' : day;
  return { min: today, max: `${String(next).padStart(4, '0')}-${month}-${lastDay}` };
}

/** {@link sendDateWindow} from today in `timeZone`, the cinema's (product-rules §1.2, §15.2). */
export const currentSendDateWindow = (timeZone: string): { min: string; max: string } =>
  sendDateWindow(isoToday(timeZone));

/** The message for a send date, or `undefined` when it is a real date within the window. */
export function validateSendDate(value: string, today: string): string | undefined {
  const date = value.trim();
  if (date === '') return REQUIRED_MESSAGE;
  const { min, max } = sendDateWindow(today);
  // YYYY-MM-DD strings sort as their dates do.
  return isCalendarDate(date) && date >= min && date <= max ? undefined : SEND_DATE_MESSAGE;
}

/** A form's first values: every field empty, and the send date today (product-rules §15.2). */
export const emptyRecipientValues = (today: string): RecipientValues => ({
  name: '',
  email: '',
  from: '',
  message: '',
  sendDate: today,
});

/**
 * Every problem with the recipient's fields, field → message (product-rules §15.2, §8.2); an empty
 * record when there is none. Texts are checked trimmed, as the other forms do.
 */
export function validateRecipient(
  values: RecipientValues,
  today: string,
): Partial<Record<RecipientField, string>> {
  const errors: Partial<Record<RecipientField, string>> = {};
  if (!filled(values.name)) errors.name = REQUIRED_MESSAGE;
  // The buyer's e-mail rule and texts: empty, §8's 'This field is required'; else §8.2.
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!filled(values.from)) errors.from = REQUIRED_MESSAGE;
  if (charactersLeft(values.message) < 0) errors.message = MESSAGE_TOO_LONG_MESSAGE;
  const sendDate = validateSendDate(values.sendDate, today);
  if (sendDate) errors.sendDate = sendDate;
  return errors;
}
