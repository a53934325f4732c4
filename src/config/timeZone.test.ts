import { DEFAULT_TIME_ZONE, isTimeZone } from './timeZone';

describe('isTimeZone', () => {
  it.each([
    DEFAULT_TIME_ZONE,
    'Australia/Perth',
    'Australia/Lord_Howe',
    'Australia/Darwin',
    'UTC',
    'Etc/GMT-10',
  ])('takes the zone %j', (zone) => expect(isTimeZone(zone)).toBe(true));

  it('takes the default without asking Intl, and Intl knows it too', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(isTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: DEFAULT_TIME_ZONE })).not.toThrow();
  });

  it.each([
    'Australia/Gotham',
    'Perth',
    '+08:00',
    '-0930',
    '',
    ' Australia/Perth',
    'Australia\\Perth',
  ])('refuses %j: not a zone name the engine knows', (zone) =>
    expect(isTimeZone(zone)).toBe(false),
  );
});
