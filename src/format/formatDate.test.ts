import { formatDate } from './formatDate';
import { DISPLAY_LOCALES, forceDisplayLocale } from './testing/forceDisplayLocale';

describe('formatDate', () => {
  it("formats as 'D MMM yyyy' without a leading zero", () => {
    expect(formatDate('2026-03-05')).toBe('5 Mar 2026');
    expect(formatDate('2026-12-25')).toBe('25 Dec 2026');
  });

  it('uses three-letter months even where en-AU Intl says "Sept" or "June"', () => {
    expect(formatDate('2026-09-01')).toBe('1 Sep 2026');
    expect(formatDate('2026-06-01')).toBe('1 Jun 2026');
    expect(formatDate('2026-07-01')).toBe('1 Jul 2026');
  });

  it('keeps a plain YYYY-MM-DD on its calendar day in every zone', () => {
    for (const zone of [
      'Australia/Sydney',
      'Australia/Perth',
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'UTC',
    ]) {
      expect(formatDate('2026-03-05', zone)).toBe('5 Mar 2026');
    }
  });

  it("converts an instant into the cinema's zone (Sydney by default)", () => {
    // 14:00 UTC on 4 March is 1 AM on 5 March in Sydney (AEDT, UTC+11).
    expect(formatDate('2026-03-04T14:00:00Z')).toBe('5 Mar 2026');
    expect(formatDate('2026-03-04T14:00:00Z', 'Australia/Perth')).toBe('4 Mar 2026');
    expect(formatDate(new Date(Date.UTC(2026, 2, 4, 14)))).toBe('5 Mar 2026');
  });

  it('takes an ISO timestamp without an offset as cinema wall-clock time', () => {
    expect(formatDate('2026-03-05T23:30:00', 'UTC')).toBe('5 Mar 2026');
  });

  it('gives an empty string for something that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('reads only ISO 8601 strings, not the shapes one engine parses and another does not', () => {
    expect(formatDate('2026/03/05 10:00')).toBe('');
    expect(formatDate('03/05/2026')).toBe('');
    expect(formatDate('Thu, 05 Mar 2026 10:00:00 GMT')).toBe('');
    expect(formatDate('2026-03-05T10:00:00+11:00')).toBe('5 Mar 2026');
  });

  it.each(DISPLAY_LOCALES.map((locale) => [locale ?? 'the default']))(
    'gives Gregorian years and Latin digits whatever locale data the engine has (%s)',
    async (name) => {
      forceDisplayLocale(DISPLAY_LOCALES.find((locale) => locale === name));
      vi.resetModules();
      const fresh = await import('./formatDate');
      expect(fresh.formatDate('2026-03-04T14:00:00Z')).toBe('5 Mar 2026');
    },
  );

  it('falls back to Sydney for an unknown zone name instead of throwing', () => {
    expect(formatDate('2026-03-04T14:00:00Z', 'Not/AZone')).toBe('5 Mar 2026');
  });
});
