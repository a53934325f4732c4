/**
 * The timestamp shapes the elements accept from a server: ISO 8601 only, because `Date.parse`
 * reads other strings differently in each engine (Chrome takes `2026/11/26 10:00`, Safari not).
 */

/**
 * An ISO 8601 date `YYYY-MM-DD`, or date and time `YYYY-MM-DDThh:mm[:ss[.fff]]` with an optional
 * `Z` or `±hh:mm`: the shapes every engine's `Date.parse` reads alike.
 */
export const ISO_TIMESTAMP_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

/**
 * Whether `value` has an ISO 8601 shape ({@link ISO_TIMESTAMP_PATTERN}) and names a real moment.
 * The calendar is checked here because engines disagree on `2026-02-30` (V8 reads it as 2 March).
 */
export function isIsoTimestamp(value: string): boolean {
  const match = ISO_TIMESTAMP_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHour = 0, offsetMinute = 0] =
    match.slice(1).map((field) => (field === undefined ? undefined : Number(field)));
  const check = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return (
    check.getUTCFullYear() === year &&
    check.getUTCMonth() + 1 === month &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHour < 24 &&
    offsetMinute < 60 &&
    !Number.isNaN(Date.parse(value))
  );
}
