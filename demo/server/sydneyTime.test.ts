// @vitest-environment node
import { sydneyAt, sydneyDate, sydneyDateIn, sydneyIso } from './sydneyTime';

describe('sydneyTime', () => {
  it('writes instants with +10:00 in winter and +11:00 in daylight saving', () => {
    expect(sydneyIso(Date.parse('2026-07-01T00:00:00Z'))).toBe('2026-07-01T10:00:00+10:00');
    expect(sydneyIso(Date.parse('2026-01-15T13:30:00Z'))).toBe('2026-01-16T00:30:00+11:00');
  });

  it('gives the Sydney calendar date, which runs ahead of UTC', () => {
    expect(sydneyDate(Date.parse('2026-07-01T15:00:00Z'))).toBe('2026-07-02');
    expect(sydneyDateIn(Date.parse('2026-07-01T15:00:00Z'), -3)).toBe('2026-06-29');
  });

  it('finds wall-clock times across the April daylight-saving change', () => {
    // 4 April 2026 is +11:00; daylight saving ends on Sunday 5 April, so 6 April is +10:00.
    const start = Date.parse('2026-04-04T01:00:00Z');
    expect(sydneyIso(sydneyAt(start, 0, 19))).toBe('2026-04-04T19:00:00+11:00');
    expect(sydneyIso(sydneyAt(start, 2, 19))).toBe('2026-04-06T19:00:00+10:00');
  });
});
