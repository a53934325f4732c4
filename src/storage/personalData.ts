/**
 * Personal data in the browser (docs/product-rules.md §4.2, §4.4): which stored entries are
 * personal, how long they may live at most, and `clearPersonalData()`, a host's own sign-out.
 *
 * It imports nothing: the CDN loader exports `clearPersonalData` on its own copy (tsup.config.ts,
 * `loaderCopies`), so a page can clear before, or without, loading any element; the storage helper
 * (storage.ts) uses the same rules and hears the same page-wide signal.
 */

/** The longest a personal entry lives, whatever its server cart's expiry (product-rules §4.2). */
export const PERSONAL_DATA_TTL_SECONDS = 30 * 60;

/**
 * The page-wide signal `clearPersonalData()` sends on `window`: every storage helper of the page
 * drops what it holds of it, and every element shows its signed-out or empty state.
 */
export const PERSONAL_DATA_CLEARED = 'cinema-elements:personal-data-cleared';

/** The storage helper's prefix (storage.ts's `STORAGE_PREFIX`; a test holds the two equal). */
const PREFIX = 'cinema-elements:';

/**
 * The personal entries, by their stored names (lower case, `/` as `-`; README's storage table):
 * a checkout's buyer and billing address, the shop's gift recipients, the cached member and their
 * lists, and the API's cached cart (a gift card's line names its recipient).
 */
const PERSONAL = [
  /^checkout-.+-(?:customer|billing-address)$/,
  /^shop-(?:.+-)?recipients$/,
  /^api:.+member(?:-.+-(?:details|activity|bookings|vouchers|giftcards|subscriptions))?$/,
  /^api:.+-cart$/,
];

/** Whether the stored entry `name` (without the prefix) is personal data. */
export const isPersonalEntry = (name: string): boolean =>
  PERSONAL.some((pattern) => pattern.test(name));

/**
 * Remove every personal entry of the elements from this browser (the buyer's details and billing
 * address, gift recipients, the member's cached data) and tell every element on the page, which
 * then shows its signed-out or empty state (product-rules §4.4). For a host's own sign-out; safe
 * to call at any time, with or without elements on the page, and never throws.
 */
export function clearPersonalData(): void {
  try {
    const stored = globalThis.localStorage;
    const names: string[] = [];
    for (let index = 0; index < stored.length; index += 1) names.push(stored.key(index) ?? '');
    for (const full of names) {
      if (full.startsWith(PREFIX) && isPersonalEntry(full.slice(PREFIX.length))) {
        stored.removeItem(full);
      }
    }
  } catch {
    // Storage disabled: the elements keep their values in memory, which the signal clears.
  }
  try {
    globalThis.dispatchEvent(new Event(PERSONAL_DATA_CLEARED));
  } catch {
    // No window (a server render): there is no element to tell.
  }
}
