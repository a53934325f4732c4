import { formatTime } from './formatTime';

describe('formatTime', () => {
  it("formats as 'h:mma': no leading zero, upper-case AM/PM", () => {
    expect(formatTime('2026-03-05T19:30:00')).toBe('7:30PM');
    expect(formatTime('2026-03-05T09:05:00')).toBe('9:05AM');
  });

  it('shows midnight and noon as 12', () => {
    expect(formatTime('2026-03-05T00:00:00')).toBe('12:00AM');
    expect(formatTime('2026-03-05T12:00:00')).toBe('12:00PM');
    expect(formatTime('2026-03-05T00:45')).toBe('12:45AM');
  });

  it("converts an instant into the cinema's zone", () => {
    // 08:30 UTC is 7:30 PM in Sydney during daylight saving (UTC+11) and 4:30 PM in Perth (UTC+8).
    expect(formatTime('2026-03-05T08:30:00Z')).toBe('7:30PM');
    expect(formatTime('2026-03-05T08:30:00.000Z', 'Australia/Perth')).toBe('4:30PM');
    expect(formatTime(new Date(Date.UTC(2026, 6, 5, 9, 30)))).toBe('7:30PM'); // AEST, UTC+10
  });

  it('respects an explicit offset in the string', () => {
    expect(formatTime('2026-03-05T19:30:00+11:00')).toBe('7:30PM');
  });

  it('gives an empty string for something that is not a time', () => {
    expect(formatTime('soon')).toBe('');
    expect(formatTime('2026-03-05T25:00')).toBe('');
  });
});
