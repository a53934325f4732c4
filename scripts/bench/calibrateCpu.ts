/**
 * The CPU slowdown that makes this machine's Chromium run like the reference phone (docs/bench.md,
 * "A bench that means the same on every machine"): a fixed multiplier emulates a faster phone on a
 * fast machine and a slower one on a slow runner, so the rate is measured, not chosen.
 *
 * The measure is the BenchmarkIndex that Lighthouse and Chrome DevTools' CPU calibration use
 * (docs/bench.md cites both): the mean of two half-second loops, one building strings (so the
 * garbage collector works) and one copying a 100 000-integer array (so it does not), each counted
 * as iterations per second over ten. Higher is faster. DevTools puts its "low-tier mobile" preset,
 * a Moto G Power (2022), at {@link REFERENCE_PHONE}'s score; the throttled index does not scale
 * linearly with the rate, so the rate is found by bisection, as DevTools finds its own.
 */
import type { Browser, Page } from 'playwright';

/** The device the calibrated rate emulates. */
export const REFERENCE_PHONE = {
  name: 'Moto G Power (2022), Chrome DevTools’ low-tier mobile',
  benchmarkIndex: 264,
} as const;

/** What calibration found. */
export interface Calibration {
  /** This machine's BenchmarkIndex, unthrottled (median of three). */
  machineIndex: number;
  /** The CDP `Emulation.setCPUThrottlingRate` rate that puts it at the reference phone. */
  rate: number;
  /** The index measured at that rate. */
  indexAtRate: number;
}

/**
 * The measure, as the page runs it: source text, since tsx's transform would add helpers to a
 * function handed to `page.evaluate` that the page does not have.
 */
const BENCHMARK_INDEX = `(() => {
  const perSecond = (iterations, startedAt) => iterations / 10 / ((Date.now() - startedAt) / 1000);
  const strings = () => {
    const startedAt = Date.now();
    let iterations = 0;
    while (Date.now() - startedAt < 500) {
      let text = '';
      for (let i = 0; i < 10000; i += 1) text += 'a';
      // Keeps the loop from being optimised away.
      if (text.length !== 10000) throw new Error('unreachable');
      iterations += 1;
    }
    return perSecond(iterations, startedAt);
  };
  const copies = () => {
    const one = [];
    const other = [];
    for (let i = 0; i < 100000; i += 1) one[i] = other[i] = i;
    const startedAt = Date.now();
    let iterations = 0;
    // The clock is read every tenth copy only.
    while (iterations % 10 !== 0 || Date.now() - startedAt < 500) {
      const from = iterations % 2 === 0 ? one : other;
      const to = iterations % 2 === 0 ? other : one;
      for (let i = 0; i < from.length; i += 1) to[i] = from[i];
      iterations += 1;
    }
    return perSecond(iterations, startedAt);
  };
  return (strings() + copies()) / 2;
})()`;

/** One BenchmarkIndex, measured in `page`. */
export function benchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(BENCHMARK_INDEX) as Promise<number>;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The index of a fresh blank page at `rate` (median of `runs`). */
async function indexAt(browser: Browser, rate: number, runs: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await benchmarkIndex(page); // warms the engine up
    const indexes: number[] = [];
    for (let run = 0; run < runs; run += 1) indexes.push(await benchmarkIndex(page));
    return median(indexes);
  } finally {
    await context.close();
  }
}

/**
 * The rate that puts this machine at `target` (the reference phone by default): bisection between
 * 1 and 20 on the measured index, to within 5 %. A machine already slower than the target runs
 * unthrottled (rate 1).
 */
export async function calibrateCpu(
  browser: Browser,
  target: number = REFERENCE_PHONE.benchmarkIndex,
): Promise<Calibration> {
  const machineIndex = await indexAt(browser, 1, 3);
  if (machineIndex <= target) return { machineIndex, rate: 1, indexAtRate: machineIndex };
  let low = 1;
  let high = 20;
  let rate = Math.min(high, machineIndex / target);
  let indexAtRate = await indexAt(browser, rate, 1);
  for (let step = 0; step < 8 && Math.abs(indexAtRate - target) / target > 0.05; step += 1) {
    if (indexAtRate > target) low = rate;
    else high = rate;
    rate = (low + high) / 2;
    indexAtRate = await indexAt(browser, rate, 1);
  }
  return {
    machineIndex: Math.round(machineIndex),
    rate: Math.round(rate * 10) / 10,
    indexAtRate: Math.round(indexAtRate),
  };
}
