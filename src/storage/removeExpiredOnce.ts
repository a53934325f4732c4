/**
 * Expired entries do not wait on the disk for something to read them (product-rules §4.2): the
 * first element that starts on a page sweeps them all.
 */
import { storage } from './storage';

/** Whether the page-wide storage has been swept on this page load. */
let swept = false;

/** On any element's start: remove every expired entry, once per page load. Never throws. */
export function removeExpiredOnce(): void {
  if (swept) return;
  swept = true;
  storage.removeExpired();
}
