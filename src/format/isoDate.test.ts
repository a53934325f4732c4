import { isoDateIn } from './isoDate';
import { DISPLAY_LOCALES, forceDisplayLocale } from './testing/forceDisplayLocale';

describe('isoDateIn', () => {
  it("gives the zone's calendar date as YYYY-MM-DD, zero-padded", () => {
    const instant = new Date('2026-03-04T14:00:00Z');
    expect(isoDateIn('Australia/Sydney', instant)).toBe('2026-03-05');
    expect(isoDateIn('Australia/Perth', instant)).toBe('2026-03-04');
    expect(isoDateIn('UTC', new Date('0999-01-02T00:00:00Z'))).toBe('0999-01-02');
  });

  it('gives an empty string for an invalid date', () => {
    expect(isoDateIn('Australia/Sydney', new Date(Number.NaN))).toBe('');
  });

  it.each(DISPLAY_LOCALES.map((locale) => [locale ?? 'the default']))(
    'does not depend on the display locale (%s)',
    async (name) => {
      forceDisplayLocale(DISPLAY_LOCALES.find((locale) => locale === name));
      vi.resetModules();
      const fresh = await import('./isoDate');
      expect(fresh.isoDateIn('Australia/Sydney', new Date('2026-11-26T13:00:00Z'))).toBe(
        '2026-11-27',
      );
    },
  );
});
