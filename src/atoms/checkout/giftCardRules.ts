/**
 * The gift-card number rule the payment page checks before it asks the server (the API's pattern,
 * re-exported here because React reaches the API only through atoms).
 */
export { DIGITS_PATTERN } from '../../api/schemas/primitives';
