/**
 * The timestamp shapes the elements accept from a server: ISO 8601 only, because `Date.parse`
 * reads other strings differently in each engine (Chrome takes `2026/11/26 10:00`, Safari not).
 */

/**
 * An ISO 8601 date `YYYY-MM-DD`, or date and time `YYYY-MM-DDThh:mm[:ss[.fff]]` with an optional
 * `Z` or `±hh:mm`: the shapes every engine's `Date.parse` reads alike.
 */
export const ISO_TIMESTAMP_PATTERN =
  /^\d{4}-\d\d-\d\d(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/;

/** Whether `value` has an ISO 8601 shape ({@link ISO_TIMESTAMP_PATTERN}) and names a real moment. */
export function isIsoTimestamp(value: string): boolean {
  const date = value.slice(0, 10);
  return (
    ISO_TIMESTAMP_PATTERN.test(value) &&
    !Number.isNaN(Date.parse(value)) &&
    // Engines disagree on `2026-02-30` (V8 reads 2 March): the day must come back as written.
    String(new Date(date).toJSON()).startsWith(date)
  );
}
