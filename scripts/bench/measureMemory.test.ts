import { describe, expect, it } from 'vitest';
import { formatMemory } from './measureMemory';

const MB = 1024 * 1024;

describe('the memory line', () => {
  it('says how much each half of the mounts grew, and the second half per mount', () => {
    const { line, ok } = formatMemory('shop-cart', {
      before: 2.5 * MB,
      half: 3.2 * MB,
      after: 3.3 * MB,
      cycles: 200,
    });
    expect(ok).toBe(true);
    expect(line).toBe(
      'shop-cart memory: +0.80 MB after 200 mounts (2.50 MB → 3.30 MB; first 100 +0.70 MB, next 100 +0.10 MB = +1.0 KB per mount) — ok (≤ 1 MB)',
    );
  });

  it('fails past 1 MB and shows a heap that shrank with a minus sign', () => {
    expect(
      formatMemory('a', { before: 2 * MB, half: 2.6 * MB, after: 3.2 * MB, cycles: 4 }).ok,
    ).toBe(false);
    expect(
      formatMemory('b', { before: 3 * MB, half: 3.1 * MB, after: 2.9 * MB, cycles: 10 }).line,
    ).toContain(
      '−0.10 MB after 10 mounts (3.00 MB → 2.90 MB; first 5 +0.10 MB, next 5 −0.20 MB = −41.0 KB per mount)',
    );
  });

  it('has no halves for a single mount', () => {
    expect(formatMemory('c', { before: MB, half: 2 * MB, after: 2 * MB, cycles: 1 }).line).toBe(
      'c memory: +1.00 MB after 1 mounts (1.00 MB → 2.00 MB) — ok (≤ 1 MB)',
    );
  });
});
