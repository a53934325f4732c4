import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('shows whole cents as AUD with two decimals', () => {
    expect(formatMoney(7500)).toBe('$75.00');
    expect(formatMoney(25)).toBe('$0.25');
    expect(formatMoney(250)).toBe('$2.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('groups thousands the Australian way', () => {
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
  });

  it('shows a negative amount with a leading minus', () => {
    expect(formatMoney(-250)).toBe('-$2.50');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.4)).toBe('$0.00');
  });

  it('rounds a fractional cent amount to the nearest cent', () => {
    expect(formatMoney(1999.6)).toBe('$20.00');
  });

  it('gives an empty string for non-numbers instead of "$NaN"', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('writes exactly what Intl.NumberFormat writes for en-AU dollars', () => {
    const intl = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 1000000];
    // Up to a trillion dollars: beyond, `cents / 100` itself is no longer exact for Intl to print.
    for (let power = 1; power <= 14; power += 1) amounts.push(10 ** power - 1, 10 ** power + 7);
    // A fixed pseudo-random walk, so a failure names the same amounts every time.
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      amounts.push(seed % 10 ** ((i % 12) + 1));
    }
    for (const cents of amounts) {
      expect(formatMoney(cents)).toBe(intl.format(cents / 100));
      expect(formatMoney(-cents)).toBe(cents === 0 ? '$0.00' : intl.format(-cents / 100));
    }
  });
});
