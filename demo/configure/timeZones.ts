/**
 * The time zones the configurator offers for `time-zone` (product-rules §2.3): one for each
 * state's and territory's capital, and Lord Howe Island, whose clock moves by half an hour. The
 * first is the elements' default, so choosing it leaves the attribute out of the snippet. Other
 * Australian names (Australia/Broken_Hill, which keeps Adelaide's time; Australia/Eucla's
 * unofficial +08:45) are typed into the page by hand; the element accepts any zone `Intl` knows.
 */

/** One zone as the configurator offers it. */
export interface TimeZoneChoice {
  /** The IANA name, the attribute's value. */
  zone: string;
  /** Where it is kept, as an admin recognises it. */
  label: string;
}

/** Australia's eight zones, the default first. */
export const AUSTRALIAN_TIME_ZONES: readonly TimeZoneChoice[] = [
  { zone: 'Australia/Sydney', label: 'Sydney, Canberra (NSW, ACT)' },
  { zone: 'Australia/Melbourne', label: 'Melbourne (Victoria)' },
  { zone: 'Australia/Brisbane', label: 'Brisbane (Queensland, no daylight saving)' },
  { zone: 'Australia/Adelaide', label: 'Adelaide (South Australia)' },
  { zone: 'Australia/Darwin', label: 'Darwin (Northern Territory, no daylight saving)' },
  { zone: 'Australia/Perth', label: 'Perth (Western Australia, no daylight saving)' },
  { zone: 'Australia/Hobart', label: 'Hobart (Tasmania)' },
  { zone: 'Australia/Lord_Howe', label: 'Lord Howe Island' },
];

/**
 * The attribute's value for the zone chosen: empty (left out of the snippet) for `defaultZone`,
 * the elements' own default.
 */
export const timeZoneValue = (zone: string, defaultZone: string | undefined): string =>
  zone === defaultZone ? '' : zone;
