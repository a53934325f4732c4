import { describe, expect, it } from 'vitest';
import { findRate, TOLERANCE, recheckRate, sectionRates } from './calibrateCpu';

/**
 * A machine as the bench reads it: unthrottled `speed`, and a throttled index that falls faster
 * than the rate rises (3236 unthrottled read 277 at 7.3× on 2026-12-04), so not `speed / rate`.
 */
const machine = (speed: number) => {
  const rates: number[] = [];
  const measure = (rate: number) => {
    rates.push(rate);
    return Promise.resolve(speed / rate ** 1.25);
  };
  return { measure, rates };
};

describe('finding the rate', () => {
  it('lands within 5 % of the phone on a machine whose index is not proportional to the rate', async () => {
    const { measure, rates } = machine(3236);
    const found = await findRate(measure, 264, 3236 / 264, await measure(3236 / 264));
    expect(Math.abs(found.indexAtRate - 264) / 264).toBeLessThanOrEqual(0.05);
    expect(found.rate).toBeGreaterThan(7);
    expect(found.rate).toBeLessThan(8);
    // Each reading costs seconds: the rate the last reading points at, not halves of 1–20.
    expect(rates.length).toBeLessThanOrEqual(4);
  });

  it('keeps a rate that already reads within 5 %', async () => {
    const { measure, rates } = machine(2572);
    const found = await findRate(measure, 264, 6.2, 270);
    expect(found).toEqual({ rate: 6.2, indexAtRate: 270 });
    expect(rates).toEqual([]);
  });

  it('keeps the closest reading when the machine’s speed jumps while it is read', async () => {
    // 2026-12-04 17:00: this machine read 333 at 6×, then moved between readings.
    const readings = [200, 300, 250, 330, 330, 330, 330, 330, 330];
    const tried: number[] = [];
    const found = await findRate(
      (rate) => {
        tried.push(rate);
        return Promise.resolve(readings.shift()!);
      },
      264,
      6,
      333,
    );
    expect(found.indexAtRate).toBe(250);
    expect(found.rate).toBe(Math.round(tried[2]! * 10) / 10);
    expect(tried.length).toBe(8);
  });

  it('stops at the highest rate on a machine faster than twenty phones', async () => {
    const { measure } = machine(100_000);
    const found = await findRate(measure, 264, 12, await measure(12));
    expect(found.rate).toBeLessThanOrEqual(20);
    expect(found.rate).toBeGreaterThan(19);
  });
});

describe('checking the rate before a section', () => {
  const calibrated = { machineIndex: 2572, rate: 5.8, indexAtRate: 276 };

  it('keeps the rate while the machine reads within the tolerance', async () => {
    const reading = 264 * (1 + TOLERANCE) - 1;
    const checked = await recheckRate(() => Promise.resolve(reading), calibrated);
    expect(checked).toEqual({
      ...calibrated,
      indexAtRate: Math.round(reading),
      reading: Math.round(reading),
      moved: false,
    });
  });

  it('finds the rate again when the machine has sped up, and says so', async () => {
    // What this machine did on 2026-12-04: 5.8× read 276 at 16:00 and about 430 forty minutes later.
    const { measure } = machine(430 * 5.8 ** 1.25);
    const checked = await recheckRate(measure, calibrated);
    expect(checked.moved).toBe(true);
    expect(checked.reading).toBe(430);
    expect(checked.rate).toBeGreaterThan(calibrated.rate);
    expect(Math.abs(checked.indexAtRate - 264) / 264).toBeLessThanOrEqual(0.05);
    expect(checked.machineIndex).toBe(calibrated.machineIndex);
  });

  it('lowers the rate when the machine has slowed down', async () => {
    const { measure } = machine(200 * 5.8 ** 1.25);
    const checked = await recheckRate(measure, calibrated);
    expect(checked.moved).toBe(true);
    expect(checked.rate).toBeLessThan(calibrated.rate);
    expect(Math.abs(checked.indexAtRate - 264) / 264).toBeLessThanOrEqual(0.05);
  });

  it('leaves a machine slower than the phone unthrottled', async () => {
    const slow = { machineIndex: 240, rate: 1, indexAtRate: 240 };
    const checked = await recheckRate(() => Promise.resolve(180), slow);
    expect(checked).toMatchObject({ rate: 1, moved: false, reading: 180 });
  });
});

describe('the summary’s rates', () => {
  it('names each section once, in the order run, with the range a section checked per run of loads ran at', () => {
    expect(
      sectionRates([
        { section: 'TTI', rate: 7.6 },
        { section: 'payment', rate: 7.6 },
        { section: 'interactions', rate: 9.5 },
        { section: 'interactions', rate: 7.6 },
        { section: 'interactions', rate: 8.1 },
      ]),
    ).toBe('TTI 7.6×, payment 7.6×, interactions 7.6–9.5×');
    expect(
      sectionRates([
        { section: 'interactions', rate: 8 },
        { section: 'interactions', rate: 8 },
      ]),
    ).toBe('interactions 8×');
    expect(sectionRates([])).toBe('');
  });
});
