/**
 * The days a gift card by e-mail may be sent on (product-rules §15.2): from today to the same
 * calendar date 12 months ahead, in Sydney's calendar; from 29 February, 28 February next year.
 */
import { SEND_DATE_MESSAGE } from '../../src/api/schemas';

const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The last day a gift may be sent on when today is `today` (`YYYY-MM-DD`). */
export function lastSendDate(today: string): string {
  const [year, month, day] = today.split('-') as [string, string, string];
  const next = Number(year) + 1;
  const lastDay = month === '02' && day === '29' && !isLeapYear(next) ? '28' : day;
  return `${String(next).padStart(4, '0')}-${month}-${lastDay}`;
}

/** Why `sendDate` cannot be used when today is `today`, or `undefined` when it can. */
export function sendDateProblem(sendDate: string, today: string): string | undefined {
  // YYYY-MM-DD strings sort as their dates do.
  const inWindow = sendDate >= today && sendDate <= lastSendDate(today);
  return isCalendarDate(sendDate) && inWindow ? undefined : SEND_DATE_MESSAGE;
}
