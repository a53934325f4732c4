// @vitest-environment node
import { cpuSlowdownRate } from './test';

describe('cpuSlowdownRate', () => {
  it('reads E2E_CPU_SLOWDOWN as a rate above 1, and anything else as no slowdown', () => {
    expect(cpuSlowdownRate('4')).toBe(4);
    expect(cpuSlowdownRate('2.5')).toBe(2.5);
    for (const value of [undefined, '', '1', '0', '-3', 'fast', 'Infinity'])
      expect(cpuSlowdownRate(value)).toBe(1);
  });
});
