/**
 * The e-mail rule (product-rules §8.2), on its own: the forms' checks need only these two lines,
 * not the schemas of ./primitives (a form's first view then carries no schema code).
 */

/**
 * A local part that does not start with a dot, an @, domain labels of up to 63 characters, and a
 * top-level domain of at least 2 letters (openapi.yaml `Email`).
 */
export const EMAIL_PATTERN =
  /^(?!\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** The message (product-rules §8.2) for a non-empty e-mail that fails {@link EMAIL_PATTERN}. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** A required field left empty, an empty e-mail included (product-rules §8). */
export const REQUIRED_MESSAGE = 'This field is required';
