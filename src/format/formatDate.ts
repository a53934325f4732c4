import { DEFAULT_TIME_ZONE, zonedParts } from './zonedParts';

/** English short month names as 'MMM' prints them (Intl's en-AU says "Sept", "June", "July"). */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * Format a date as 'D MMM yyyy' (product-rules §1.2), e.g. `"5 Mar 2026"`, in the cinema's time
 * zone. A plain `YYYY-MM-DD` stays on its calendar day in every zone; unparseable input gives `''`.
 */
export function formatDate(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = zonedParts(value, timeZone);
  if (!parts) return '';
  return `${parts.day} ${MONTHS[parts.month - 1] ?? ''} ${parts.year}`;
}

/**
 * Today in `timeZone` (the cinema's) as `YYYY-MM-DD`, a date input's `min`: the same day as
 * atoms/checkout/dateOfBirth.ts's `today`, which the date-of-birth field reads apart from
 * zonedParts. The shop, which formats its dates with this module anyway, reads it here, so its
 * first view loads no date-of-birth code.
 */
export function isoToday(timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = zonedParts(new Date(), timeZone);
  if (!parts) return '';
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${String(parts.year).padStart(4, '0')}-${two(parts.month)}-${two(parts.day)}`;
}
