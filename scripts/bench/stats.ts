/** Medians, percentiles and the bench's one-line figures. */

/** The median of `values` (mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  if (sorted.length % 2 === 1) return sorted[mid] ?? Number.NaN;
  return ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The 75th percentile of `values` by nearest rank (the smallest value at least 75 % of them are at
 * or under: of 7, the 6th smallest), as Core Web Vitals judges INP over page loads; NaN when empty.
 */
export function percentile75(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/** The target: ours at most this many times the bare baseline. */
export const TARGET_RATIO = 1.2;

/** One A/B figure. */
export interface Figure {
  label: string;
  ours: number[];
  bare: number[];
}

/** `festival-pass TTI: 1.13× (412 ms vs 365 ms bare, median of 15) — meets ≤ 1.2×`. */
export function formatFigure({ label, ours, bare }: Figure): { line: string; meets: boolean } {
  const a = median(ours);
  const b = median(bare);
  const ratio = a / b;
  const meets = ratio <= TARGET_RATIO;
  const runs = Math.min(ours.length, bare.length);
  const verdict = meets ? 'meets' : 'MISSES';
  return {
    line: `${label}: ${ratio.toFixed(2)}× (${Math.round(a)} ms vs ${Math.round(b)} ms bare, median of ${runs}) — ${verdict} ≤ ${TARGET_RATIO}×`,
    meets,
  };
}

/**
 * The figure furthest from the bare baseline, as the bench's last line (`worst: …`), so a run's
 * headline is the one thing to fix next; null with no figures.
 */
export function worstLine(figures: readonly Figure[]): string | null {
  let worst: Figure | undefined;
  let worstRatio = -Infinity;
  for (const figure of figures) {
    const ratio = median(figure.ours) / median(figure.bare);
    if (ratio > worstRatio) {
      worst = figure;
      worstRatio = ratio;
    }
  }
  return worst ? `worst: ${formatFigure(worst).line}` : null;
}
