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
 * linearly with the rate, so the rate is found by trying rates and narrowing, as DevTools finds
 * its own; and it is checked again before each section of a run ({@link recheckCpu}).
 */
import type { Browser, Page } from 'playwright';
import { median } from './stats';

/** The device the calibrated rate emulates. */
export const REFERENCE_PHONE = {
  name: 'Moto G Power (2022), Chrome DevTools’ low-tier mobile',
  benchmarkIndex: 264,
} as const;

/** What calibration found. */
export interface Calibration {
  /** This machine's BenchmarkIndex, unthrottled, when the run began (median of three). */
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

/**
 * Runs of the measure per reading. One loop reading moves by ±13 % between readings a second
 * apart on this project's two-core machine (docs/bench.md), more than the 5 % the bisection
 * aims at, so each reading is the median of three.
 */
const READINGS = 3;

/**
 * How far from the phone's index a rate may read: the calibration aims within it, and a section
 * whose rate reads further off finds its rate again.
 */
export const TOLERANCE = 0.05;

/** The index of a fresh blank page at `rate` (median of `runs`). */
async function indexAt(browser: Browser, rate: number, runs = READINGS): Promise<number> {
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

/** The highest rate tried: a machine 20 times the phone's speed is beyond any CI runner. */
const HIGHEST_RATE = 20;

/**
 * The rate between 1 and 20 at which `measure` reads within {@link TOLERANCE} of `target`, starting from
 * `rate`, where it read `index`: each step tries the rate the last reading points at (the index
 * falls roughly in proportion to the rate nearby), or the middle of what is left when that is
 * outside it, as a bisection narrows it; at most eight tries, then the rate whose reading came
 * closest. Rounded to a tenth, as CDP's rates are printed.
 */
export async function findRate(
  measure: (rate: number) => Promise<number>,
  target: number,
  rate: number,
  index: number,
): Promise<{ rate: number; indexAtRate: number }> {
  let low = 1;
  let high = HIGHEST_RATE;
  const off = (reading: number) => Math.abs(reading - target) / target;
  // The closest reading so far: on a machine whose speed jumps while it is read, the last try
  // is not always the best one.
  let best = { rate, index };
  for (let step = 0; step < 8 && off(index) > TOLERANCE; step += 1) {
    if (index > target) low = rate;
    else high = rate;
    const pointed = (rate * index) / target;
    rate = pointed > low && pointed < high ? pointed : (low + high) / 2;
    index = await measure(rate);
    if (off(index) < off(best.index)) best = { rate, index };
  }
  return { rate: Math.round(best.rate * 10) / 10, indexAtRate: Math.round(best.index) };
}

/**
 * The rate that puts this machine at `target` (the reference phone by default). A machine
 * already slower than the target runs unthrottled (rate 1).
 */
export async function calibrateCpu(
  browser: Browser,
  target: number = REFERENCE_PHONE.benchmarkIndex,
): Promise<Calibration> {
  const machineIndex = Math.round(await indexAt(browser, 1));
  if (machineIndex <= target) return { machineIndex, rate: 1, indexAtRate: machineIndex };
  const start = Math.min(HIGHEST_RATE, machineIndex / target);
  const found = await findRate(
    (rate) => indexAt(browser, rate),
    target,
    start,
    await indexAt(browser, start),
  );
  return { machineIndex, ...found };
}

/** What a section's check found: the calibration it runs at. */
export interface Recheck extends Calibration {
  /** The index read at the rate in use before the check. */
  reading: number;
  /** Whether the rate had to be found again. */
  moved: boolean;
}

/**
 * The machine's speed moves within a run (on a shared two-core machine, by a third within an
 * hour: docs/bench.md), and a run takes ten minutes, so each section of the bench checks the
 * rate before it starts: `measure` reads the index at the rate in use; within
 * {@link TOLERANCE} of the target the rate stays, otherwise it is found again from there.
 * A machine that ran unthrottled stays so while it reads at or under the target.
 */
export async function recheckRate(
  measure: (rate: number) => Promise<number>,
  previous: Calibration,
  target: number = REFERENCE_PHONE.benchmarkIndex,
): Promise<Recheck> {
  const index = await measure(previous.rate);
  const reading = Math.round(index);
  const holds =
    Math.abs(index - target) / target <= TOLERANCE || (previous.rate === 1 && index <= target);
  if (holds) return { ...previous, indexAtRate: reading, reading, moved: false };
  const found = await findRate(measure, target, previous.rate, index);
  return { ...previous, ...found, reading, moved: true };
}

/** {@link recheckRate} in `browser`. */
export function recheckCpu(
  browser: Browser,
  previous: Calibration,
  target: number = REFERENCE_PHONE.benchmarkIndex,
): Promise<Recheck> {
  return recheckRate((rate) => indexAt(browser, rate), previous, target);
}

/** The rate one section of a run used (a section checked more than once appears once per check). */
export interface Section {
  section: string;
  rate: number;
}

/**
 * The summary's list of rates, one entry per section in the order run: `TTI 6×, payment 6.8×,
 * interactions 7.6–9.5×` (a section checked more than once, as the interactions are before each run
 * of their loads, gives the range it ran at).
 */
export function sectionRates(sections: readonly Section[]): string {
  const bySection = new Map<string, number[]>();
  for (const { section, rate } of sections)
    bySection.set(section, [...(bySection.get(section) ?? []), rate]);
  return [...bySection]
    .map(([section, rates]) => {
      const low = Math.min(...rates);
      const high = Math.max(...rates);
      return `${section} ${low === high ? low : `${low}–${high}`}×`;
    })
    .join(', ');
}
