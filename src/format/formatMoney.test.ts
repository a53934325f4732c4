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
});
