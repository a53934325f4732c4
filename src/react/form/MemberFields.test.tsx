import { render, screen } from '@testing-library/react';
import { DISPLAY_LOCALES, forceDisplayLocale } from '../../format/testing/forceDisplayLocale';

afterEach(() => {
  vi.useRealTimers();
});

describe('DateOfBirthField', () => {
  it.each(DISPLAY_LOCALES.map((locale) => [locale ?? 'the default']))(
    'caps the date input at today in Sydney, as YYYY-MM-DD, whatever the display locale (%s)',
    async (name) => {
      forceDisplayLocale(DISPLAY_LOCALES.find((locale) => locale === name));
      vi.useFakeTimers({ toFake: ['Date'] });
      // Just after midnight on 27 November in Sydney (AEDT), still the 26th in UTC.
      vi.setSystemTime(new Date('2026-11-26T13:00:00Z'));
      // A fresh module graph, so no date formatter built under another locale is reused.
      vi.resetModules();
      const { DateOfBirthField } = await import('./MemberFields');
      render(<DateOfBirthField value="" readOnly={false} onChange={() => {}} onBlur={() => {}} />);
      const input = screen.getByLabelText(/Date of birth/);
      expect(input).toHaveAttribute('type', 'date');
      expect(input.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(input).toHaveAttribute('max', '2026-11-27');
    },
  );
});
