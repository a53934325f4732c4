/**
 * Machine dates, built from Intl parts, never read from a locale's display format: engines ship
 * different locale data (WebKit's en-CA date is `11/27/2026`, not `2026-11-27`).
 */
import { zonedParts } from './zonedParts';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The calendar date of `date` in `timeZone` as `YYYY-MM-DD`, or `''` for an invalid date. */
export function isoDateIn(timeZone: string, date: Date = new Date()): string {
  const parts = zonedParts(date, timeZone);
  if (!parts) return '';
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}
