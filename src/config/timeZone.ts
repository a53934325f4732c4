/**
 * The one `time-zone` rule (product-rules §2.3): the cinema's IANA zone, in which every date, time
 * and "today" an element shows or checks is computed. The engine's own Intl decides what a zone
 * is, so the elements accept exactly the zones the browser can compute in.
 */

/** The zone when `time-zone` is absent or blank (product-rules §2.3). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** How to write a valid `time-zone`; finishes the sentence "Invalid attribute time-zone: …". */
export const TIME_ZONE_HINT = 'use an IANA time zone such as "Australia/Perth"';

/**
 * True when `value` is a zone's name the engine can compute dates in (`Australia/Perth`, `UTC`);
 * false for an offset (`+08:00`) and for a name it does not know, where `Intl.DateTimeFormat`
 * throws a RangeError.
 */
export function isTimeZone(value: string): boolean {
  // The default is the product's own, checked once by its tests: asking Intl would load the
  // engine's locale data before a first view that may need none (docs/speed.md, "No Intl before
  // the first view").
  if (value === DEFAULT_TIME_ZONE) return true;
  // A zone is a name (`Area/City`, `UTC`). An offset such as `+08:00` is not one: it has no
  // daylight saving, and some engines' Intl take it where others throw, so a page would differ by
  // browser.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
