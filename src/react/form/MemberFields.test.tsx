import { fireEvent, render, screen } from '@testing-library/react';
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
      fireEvent.focus(input);
      expect(input.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(input).toHaveAttribute('max', '2026-11-27');
    },
  );

  it('asks Intl nothing until the buyer reaches the field, then caps it at today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T13:00:00Z'));
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { DateOfBirthField } = await import('./MemberFields');
    render(<DateOfBirthField value="" readOnly={false} onChange={() => {}} onBlur={() => {}} />);
    const input = screen.getByLabelText(/Date of birth/);
    expect(made).not.toHaveBeenCalled();
    expect(input).not.toHaveAttribute('max');
    // A press on the picker's button comes before its focus in some engines.
    fireEvent.pointerDown(input);
    expect(input).toHaveAttribute('max', '2026-11-27');
    // A page left open past midnight in Sydney: the next visit to the field moves the cap.
    vi.setSystemTime(new Date('2026-11-27T13:00:00Z'));
    fireEvent.focus(input);
    expect(input).toHaveAttribute('max', '2026-11-28');
    made.mockRestore();
  });
});
