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

/**
 * A festival newsletter's save failed (product-rules §12.2): the sale went on, and the payment and
 * thanks pages say this, the festival named as the form's checkbox names it (e.g. JIFF).
 */
export const newsletterFailedMessage = (festivalId: string): string =>
  `We could not subscribe you to the ${festivalId.toUpperCase()} newsletter. You can subscribe later on our website.`;
