import { describe, expect, it } from 'vitest';
import { formatInteractions, formatLoads } from './measureInteractions';

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

  it('lists each load’s slowest, ours and the bare baseline’s, in the order measured', () => {
    const sample = {
      journey: 'festival pass: choose, type, tick, Next',
      slowest: 112.2,
      what: "'Next' (pointerdown)",
      interactions: 40,
      loads: [88.4, 112.2, 95.6],
      bare: { slowest: 136, what: "'Next' (pointerdown)", loads: [104, 136, 120] },
    };
    expect(formatLoads(sample)).toBe(
      "festival pass: choose, type, tick, Next: each load's slowest, ours 88 112 96 | bare 104 136 120 (ms)",
    );
    expect(formatLoads({ ...sample, bare: undefined, loads: [48] })).toBe(
      "festival pass: choose, type, tick, Next: each load's slowest, ours 48 (ms)",
    );
  });
});
