/**
 * Make this engine print dates as another engine's locale data would: every `Intl.DateTimeFormat`
 * and `toLocale*String` call uses `locale` whatever locale it asks for (`undefined`: the runtime's
 * default). WebKit, for one, prints an en-CA date as `11/27/2026`; code that builds machine dates
 * from display formats breaks under some of these, code that reads Intl parts under none.
 * Undone by `vi.restoreAllMocks()` (the suites' `restoreMocks`).
 */
import { vi } from 'vitest';

/**
 * Display locales an engine may end up with: `en-US-u-va-posix` is the `C` locale, and `ar-EG`
 * (Arabic-Indic digits) and `th-TH` (Buddhist years) are what a page gets when an engine without
 * the asked-for locale falls back to its user's default.
 */
export const DISPLAY_LOCALES = [
  'en-US',
  'en-CA',
  'en-AU',
  'en-US-u-va-posix',
  'ar-EG',
  'th-TH',
  undefined,
] as const;

/** Force every date display format onto `locale` until mocks are restored. */
export function forceDisplayLocale(locale: string | undefined): void {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    _locales?: Intl.LocalesArgument,
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new RealDateTimeFormat(locale, options);
  } as unknown as typeof Intl.DateTimeFormat);
  for (const method of ['toLocaleDateString', 'toLocaleString', 'toLocaleTimeString'] as const) {
    const real = Date.prototype[method];
    vi.spyOn(Date.prototype, method).mockImplementation(function (
      this: Date,
      _locales?: Intl.LocalesArgument,
      options?: Intl.DateTimeFormatOptions,
    ) {
      return real.call(this, locale, options);
    });
  }
}
