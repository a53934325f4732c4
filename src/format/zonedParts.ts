/**
 * Wall-clock parts of an instant or a calendar date in a cinema's time zone, read with Intl so
 * the product carries no date library. Shared by `formatDate` and `formatTime`.
 */
import { DEFAULT_TIME_ZONE } from '../config/timeZone';
import { isIsoTimestamp } from './isoTimestamp';

/** The zone the product assumes when a cinema does not name one (the `time-zone` default). */
export { DEFAULT_TIME_ZONE };

/** Calendar and clock fields as a person in the zone would read them. */
export interface ZonedParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
}

/** `YYYY-MM-DD` or `YYYY-MM-DDThh:mm[:ss[.fff]]` with no offset: already wall-clock time. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      // Gregorian calendar and Latin digits whatever locale data the engine falls back to, so
      // every part reads as a number.
      formatter = new Intl.DateTimeFormat('en-AU', {
        timeZone,
        calendar: 'gregory',
        numberingSystem: 'latn',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      // The `time-zone` check refuses an unknown zone before anything is shown; should one reach
      // here anyway, it must not break a page: fall back to the product's default zone.
      return formatterFor(DEFAULT_TIME_ZONE);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function validCalendar(parts: ZonedParts): boolean {
  const check = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  return (
    check.getUTCFullYear() === parts.year &&
    check.getUTCMonth() === parts.month - 1 &&
    check.getUTCDate() === parts.day
  );
}

/**
 * Split `value` into wall-clock parts in `timeZone`, or `null` when it is not a date.
 * A string without an offset (`2026-03-05`, `2026-03-05T19:30`) is taken as the cinema's own wall
 * clock and never converted, so a plain date cannot shift a day for a viewer in another zone.
 */
export function zonedParts(
  value: string | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): ZonedParts | null {
  if (typeof value === 'string') {
    const wall = WALL_CLOCK.exec(value.trim());
    if (wall) {
      const parts: ZonedParts = {
        year: Number(wall[1]),
        month: Number(wall[2]),
        day: Number(wall[3]),
        hour: Number(wall[4] ?? 0),
        minute: Number(wall[5] ?? 0),
      };
      return validCalendar(parts) && parts.hour < 24 && parts.minute < 60 ? parts : null;
    }
  }
  // Any other string must be an ISO timestamp: engines parse other shapes differently.
  if (typeof value === 'string' && !isIsoTimestamp(value.trim())) return null;
  const date = typeof value === 'string' ? new Date(value.trim()) : value;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    // Some engines still print midnight as 24 even with hourCycle h23.
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
  };
}
