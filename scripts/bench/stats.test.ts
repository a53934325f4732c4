import { describe, expect, it } from 'vitest';
import { formatFigure, median, percentile75, worstLine } from './stats';

describe('bench figures', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('says whether a figure meets the target', () => {
    expect(formatFigure({ label: 'x TTI', ours: [120], bare: [100] })).toEqual({
      line: 'x TTI: 1.20× (120 ms vs 100 ms bare, median of 1) — meets ≤ 1.2×',
      meets: true,
    });
    expect(formatFigure({ label: 'y', ours: [130], bare: [100] }).meets).toBe(false);
  });

  it('names the worst ratio last, whatever the order of the figures', () => {
    const figures = [
      { label: 'a', ours: [110, 120, 130], bare: [100, 100, 100] },
      { label: 'payment', ours: [300, 310, 320], bare: [150, 150, 150] },
      { label: 'b', ours: [90], bare: [100] },
    ];
    expect(worstLine(figures)).toBe(
      'worst: payment: 2.07× (310 ms vs 150 ms bare, median of 3) — MISSES ≤ 1.2×',
    );
    expect(worstLine([])).toBeNull();
  });
});

describe('the 75th percentile of the loads', () => {
  it('takes the nearest rank: of 7 the 6th smallest, of 4 the 3rd, of 3 the worst', () => {
    expect(percentile75([96, 80, 104, 88, 72, 128, 96])).toBe(104);
    expect(percentile75([40, 10, 30, 20])).toBe(30);
    expect(percentile75([104, 96, 80])).toBe(104);
    expect(percentile75([64])).toBe(64);
    expect(percentile75([])).toBeNaN();
  });
});
