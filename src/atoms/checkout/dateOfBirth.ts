/**
 * The date of birth (product-rules §8.7), as the member area's details and the membership applicant
 * ask for it: a real date, required, and in the past (in the cinema's calendar).
 */
import { isoDateIn } from '../../format/isoDate';
import { REQUIRED_MESSAGE, filled } from './buyerValidation';

/** A date of birth today or later (or not a date). */
export const DATE_OF_BIRTH_MESSAGE = 'Please enter a date in the past';

/** The error summary's words for a date of birth left empty (product-rules §8.7). */
export const DATE_OF_BIRTH_MISSING = 'Enter your date of birth, in the past';

/** Today in the cinema's calendar (its `time-zone`), `YYYY-MM-DD` (a date input's `max`). */
export function today(timeZone: string): string {
  return isoDateIn(timeZone);
}

/**
 * The message for a date of birth, or `undefined` when it is a date in the past in `timeZone`'s
 * calendar (the cinema's).
 */
export function validateDateOfBirth(value: string, timeZone: string): string | undefined {
  if (!filled(value)) return REQUIRED_MESSAGE;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value < today(timeZone)
    ? undefined
    : DATE_OF_BIRTH_MESSAGE;
}
