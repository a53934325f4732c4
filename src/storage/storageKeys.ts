/**
 * The storage helper's keys (product-rules §4.1): one fixed product prefix, then the key in lower
 * case with `/` written as `-`.
 */

/** The fixed product prefix every key is stored under. */
export const STORAGE_PREFIX = 'cinema-elements:';

/** Detail of the helper's 'changed' event. */
export interface StorageChange {
  /** The normalised key without the prefix, e.g. `cache-member-activity`. */
  key: string;
}

/**
 * Lower case, with a slash as a dash (product-rules §4.1); `String()` so a non-string from JS
 * cannot throw.
 */
export function normaliseKey(key: string): string {
  return String(key).toLowerCase().replaceAll('/', '-');
}

/** The full browser-storage key for `key`: the prefix, then the key in lower case with '/' as '-'. */
export function storageKey(key: string): string {
  return STORAGE_PREFIX + normaliseKey(key);
}
