import { DEFAULT_TIME_ZONE, zonedParts } from './zonedParts';

/**
 * Format a time as 'h:mma' (product-rules §1.2), e.g. `"7:30PM"`: 12-hour clock, no leading zero,
 * upper-case AM/PM, in the cinema's time zone. Unparseable input gives `''`.
 */
export function formatTime(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = zonedParts(value, timeZone);
  if (!parts) return '';
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  const minute = String(parts.minute).padStart(2, '0');
  return `${hour12}:${minute}${parts.hour < 12 ? 'AM' : 'PM'}`;
}
