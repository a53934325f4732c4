/**
 * What a festival id means beyond its passes (product-rules §6.4): which newsletter the form
 * offers, and whether the thanks page speaks of multi-film passes.
 */

/** The festivals with a newsletter opt-in and their subscription types (product-rules §6.4). */
export const FESTIVAL_NEWSLETTERS: Readonly<Record<string, string>> = {
  jiff: 'JIF',
  chiff: 'CHF',
  eeff: 'EEF',
  fffa: 'FFA',
};

/** The festival id RET sells multi-film passes (product-rules §6.4). */
export const MULTI_FILM_FESTIVAL_ID = 'RET';

/** The subscription type of the festival's newsletter, or `undefined` when it has none. */
export function newsletterTypeFor(festivalId: string): string | undefined {
  const key = festivalId.trim().toLowerCase();
  return Object.hasOwn(FESTIVAL_NEWSLETTERS, key) ? FESTIVAL_NEWSLETTERS[key] : undefined;
}

/** True for RET, the multi-film pass "festival" (ids are matched without regard to case, as the server does). */
export function isMultiFilmFestival(festivalId: string): boolean {
  return festivalId.trim().toUpperCase() === MULTI_FILM_FESTIVAL_ID;
}
