import { DEFAULT_TIME_ZONE as SYDNEY } from '../../config/timeZone';
import { DISPLAY_LOCALES, forceDisplayLocale } from '../../format/testing/forceDisplayLocale';

afterEach(() => {
  vi.useRealTimers();
});

/** A fresh copy of the module, so no formatter built under another locale is reused. */
async function freshDateOfBirth() {
  vi.resetModules();
  return import('./dateOfBirth');
}

describe('today', () => {
  it.each(DISPLAY_LOCALES.map((locale) => [locale ?? 'the default']))(
    'is YYYY-MM-DD whatever the display locale (%s)',
    async (name) => {
      forceDisplayLocale(DISPLAY_LOCALES.find((locale) => locale === name));
      vi.useFakeTimers({ toFake: ['Date'] });
      // Noon on 27 November in Sydney.
      vi.setSystemTime(new Date('2026-11-27T01:00:00Z'));
      const { today, validateDateOfBirth, DATE_OF_BIRTH_MESSAGE } = await freshDateOfBirth();
      expect(today(SYDNEY)).toBe('2026-11-27');
      expect(validateDateOfBirth('1990-05-17', SYDNEY)).toBeUndefined();
      expect(validateDateOfBirth('2026-11-26', SYDNEY)).toBeUndefined();
      expect(validateDateOfBirth('2026-11-27', SYDNEY)).toBe(DATE_OF_BIRTH_MESSAGE);
    },
  );

  it("turns over at Sydney's midnight, in daylight saving and out of it", async () => {
    const { today, validateDateOfBirth, DATE_OF_BIRTH_MESSAGE } = await freshDateOfBirth();
    vi.useFakeTimers({ toFake: ['Date'] });
    // AEDT, UTC+11.
    vi.setSystemTime(new Date('2026-11-26T12:59:59Z'));
    expect(today(SYDNEY)).toBe('2026-11-26');
    expect(validateDateOfBirth('2026-11-26', SYDNEY)).toBe(DATE_OF_BIRTH_MESSAGE);
    vi.setSystemTime(new Date('2026-11-26T13:00:00Z'));
    expect(today(SYDNEY)).toBe('2026-11-27');
    expect(validateDateOfBirth('2026-11-26', SYDNEY)).toBeUndefined();
    // AEST, UTC+10: month and day zero-padded.
    vi.setSystemTime(new Date('2026-06-30T13:59:59Z'));
    expect(today(SYDNEY)).toBe('2026-06-30');
    vi.setSystemTime(new Date('2026-06-30T14:00:00Z'));
    expect(today(SYDNEY)).toBe('2026-07-01');
  });
});
