/**
 * Machine dates, built from Intl parts, never read from a locale's display format: engines ship
 * different locale data (WebKit's en-CA date is `11/27/2026`, not `2026-11-27`). Kept apart from
 * zonedParts on purpose: the date-of-birth field needs only this, and importing zonedParts would
 * add a chunk (0.7 KB gzip) to the membership sale's first view.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of `date` in `timeZone` as `YYYY-MM-DD`, or `''` for an invalid date.
 * Throws a RangeError for a zone the engine does not know.
 */
export function isoDateIn(timeZone: string, date: Date = new Date()): string {
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Gregorian years and Latin digits whatever locale data the engine falls back to.
    formatter = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatter.formatToParts(date)) fields[type] = value;
  return `${fields.year?.padStart(4, '0')}-${fields.month}-${fields.day}`;
}
