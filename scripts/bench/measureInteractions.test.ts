import { describe, expect, it } from 'vitest';
import { formatInteractions } from './measureInteractions';

describe('the interactions line', () => {
  it('judges ours alone against 100 ms, with the bare baseline’s slowest beside it', () => {
    const sample = {
      journey: 'festival pass: choose, type, tick, Next, open the card row',
      slowest: 103.6,
      what: "'Next' (pointerdown)",
      interactions: 40,
      bare: { slowest: 128, what: "'Next' (pointerdown)" },
    };
    expect(formatInteractions(sample, 3)).toBe(
      "festival pass: choose, type, tick, Next, open the card row: slowest interaction 104 ms, 'Next' (pointerdown), of 40 (worst of 3; bare 128 ms, 'Next' (pointerdown)) — MISSES ≤ 100 ms",
    );
    expect(formatInteractions({ ...sample, slowest: 100 }, 3)).toMatch(/— meets ≤ 100 ms$/);
  });

  it('has no bare figure where the journey has no baseline (the member area’s tabs)', () => {
    const line = formatInteractions(
      {
        journey: 'member area: every tab',
        slowest: 48,
        what: "the 'Bookings' tab (pointerdown)",
        interactions: 7,
      },
      3,
    );
    expect(line).toBe(
      "member area: every tab: slowest interaction 48 ms, the 'Bookings' tab (pointerdown), of 7 (worst of 3) — meets ≤ 100 ms",
    );
  });
});
