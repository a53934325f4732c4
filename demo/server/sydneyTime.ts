/**
 * Australia/Sydney wall-clock helpers. The demo's sessions, bookings and expiry dates are written
 * with Sydney offsets (+10:00 or +11:00 in daylight saving), as a Sydney cinema's server would.
 */

const TIME_ZONE = 'Australia/Sydney';
/** One minute in milliseconds. */
export const MINUTE = 60_000;
/** One day in milliseconds (ignoring daylight saving; use {@link sydneyAt} for wall-clock days). */
export const DAY = 24 * 60 * MINUTE;

const offsetFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Sydney's UTC offset in minutes at instant `ms` (600 or 660). */
function offsetMinutes(ms: number): number {
  const name =
    offsetFormat.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3]));
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The instant `ms` as an ISO 8601 timestamp with Sydney's offset, e.g. `2026-11-23T19:00:00+11:00`. */
export function sydneyIso(ms: number): string {
  const offset = offsetMinutes(ms);
  const local = new Date(ms + offset * MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Sydney's calendar date at instant `ms`, as `YYYY-MM-DD`. */
export function sydneyDate(ms: number): string {
  return sydneyIso(ms).slice(0, 10);
}

/**
 * The instant of `hour:minute` Sydney time, `days` calendar days after Sydney's date at `ms`.
 * Two passes settle the offset when the target falls on the other side of a daylight-saving change.
 */
export function sydneyAt(ms: number, days: number, hour: number, minute = 0): number {
  const [year, month, day] = sydneyDate(ms).split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day + days, hour, minute);
  let instant = wall - offsetMinutes(wall) * MINUTE;
  instant = wall - offsetMinutes(instant) * MINUTE;
  return instant;
}

/** Sydney's calendar date `days` days after the date at `ms`, as `YYYY-MM-DD`. */
export function sydneyDateIn(ms: number, days: number): string {
  return sydneyDate(sydneyAt(ms, days, 12));
}
