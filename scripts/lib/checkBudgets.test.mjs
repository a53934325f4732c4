import { describe, expect, it } from 'vitest';
import { checkBudgets, kb, parseBudgets } from './checkBudgets.mjs';

/** A hand-built analysis: entry → shared (static); entry ⇢ payment (lazy) → shared, vendor. */
function analysis() {
  const chunk = (
    /** @type {string} */ file,
    /** @type {number} */ gzip,
    /** @type {string[]} */ staticImports = [],
    /** @type {string[]} */ dynamicImports = [],
  ) => [
    file,
    { file, raw: gzip * 3, gzip, brotli: gzip - 10, staticImports, dynamicImports, problems: [] },
  ];
  const chunks = new Map(
    /** @type {any} */ ([
      chunk('cinema-elements.js', 60000, ['chunks/chunk-S.js'], ['chunks/payment-P.js']),
      chunk('chunks/chunk-S.js', 20000),
      chunk('chunks/payment-P.js', 30000, ['chunks/chunk-S.js', 'chunks/chunk-V.js']),
      chunk('chunks/chunk-V.js', 10000),
    ]),
  );
  return {
    chunks,
    entry: 'cinema-elements.js',
    initial: ['cinema-elements.js', 'chunks/chunk-S.js'],
    lazy: ['chunks/payment-P.js', 'chunks/chunk-V.js'],
    dynamicTargets: ['chunks/payment-P.js'],
    problems: [],
  };
}

describe('checkBudgets', () => {
  it('sums the entry and its static imports for an entry-closure budget', () => {
    const [within] = checkBudgets(analysis(), [
      { name: 'entry', kind: 'entry-closure', gzip: 80000 },
    ]);
    expect(within).toMatchObject({ ok: true, measured: { gzip: 80000 } });
    const [over] = checkBudgets(analysis(), [
      { name: 'entry', kind: 'entry-closure', gzip: 79999 },
    ]);
    expect(over).toMatchObject({ ok: false, reason: 'over budget (gzip)' });
  });

  it('matches a chunk by the start of its name: `payment-` is not `prepayment-`', () => {
    const built = analysis();
    built.chunks.set(
      'chunks/prepayment-Q.js',
      /** @type {any} */ ({
        file: 'chunks/prepayment-Q.js',
        raw: 3000,
        gzip: 1000,
        brotli: 990,
        staticImports: [],
        dynamicImports: [],
        problems: [],
      }),
    );
    built.dynamicTargets.push('chunks/prepayment-Q.js');
    const [result] = checkBudgets(built, [
      { name: 'payment', kind: 'lazy', match: 'payment-', gzip: 40000 },
    ]);
    expect(result?.files.sort()).toEqual(['chunks/chunk-V.js', 'chunks/payment-P.js']);
  });

  it('charges a lazy chunk only for what the entry has not already loaded', () => {
    const [result] = checkBudgets(analysis(), [
      { name: 'payment', kind: 'lazy', match: 'payment', gzip: 40000 },
    ]);
    expect(result?.files.sort()).toEqual(['chunks/chunk-V.js', 'chunks/payment-P.js']);
    expect(result).toMatchObject({ ok: true, measured: { gzip: 40000 } });
  });

  it('counts the entry closure and the element chunk with its imports, once each, for a first view', () => {
    const [within] = checkBudgets(analysis(), [
      { name: 'view', kind: 'first-view', match: 'payment', gzip: 120000 },
    ]);
    expect(within?.files.sort()).toEqual([
      'chunks/chunk-S.js',
      'chunks/chunk-V.js',
      'chunks/payment-P.js',
      'cinema-elements.js',
    ]);
    expect(within).toMatchObject({ ok: true, measured: { gzip: 120000 } });
    const [over] = checkBudgets(analysis(), [
      { name: 'view', kind: 'first-view', match: 'payment', gzip: 119999 },
    ]);
    expect(over).toMatchObject({ ok: false, reason: 'over budget (gzip)' });
  });

  it('charges a lazy chunk only beyond the first view named by after', () => {
    const [result] = checkBudgets(analysis(), [
      { name: 'payment', kind: 'lazy', match: 'payment', after: 'payment', gzip: 1 },
    ]);
    // Everything it needs is already in the first view it follows: nothing is left to charge.
    expect(result).toMatchObject({ ok: true, files: [], measured: { gzip: 0 } });
    // An `after` naming no chunk guards nothing, so it fails.
    const [stale] = checkBudgets(analysis(), [
      { name: 'payment', kind: 'lazy', match: 'payment', after: ['nothing-else'], gzip: 40000 },
    ]);
    expect(stale).toMatchObject({ ok: false, measured: null });
  });

  it('charges a lazy budget with a list of matches for every chunk they name', () => {
    const [result] = checkBudgets(analysis(), [
      { name: 'payment', kind: 'lazy', match: ['payment', 'nothing-else'], gzip: 39999 },
    ]);
    expect(result?.files.sort()).toEqual(['chunks/chunk-V.js', 'chunks/payment-P.js']);
    expect(result).toMatchObject({ ok: false, reason: 'over budget (gzip)' });
  });

  it('fails a budget that matches no lazy chunk, since it guards nothing', () => {
    const [result] = checkBudgets(analysis(), [
      { name: 'wallet', kind: 'lazy', match: 'wallet', gzip: 1 },
    ]);
    expect(result).toMatchObject({
      ok: false,
      measured: null,
      reason: 'no lazy chunk matches "wallet"',
    });
  });

  it('checks brotli limits too', () => {
    const [result] = checkBudgets(analysis(), [
      { name: 'entry', kind: 'entry-closure', brotli: 79000 },
    ]);
    expect(result).toMatchObject({ ok: false, reason: 'over budget (brotli)' });
  });
});

describe('parseBudgets', () => {
  it('accepts the real budgets file shape', () => {
    expect(
      parseBudgets({ budgets: [{ name: 'entry', kind: 'entry-closure', gzip: 92160 }] }),
    ).toHaveLength(1);
  });

  it.each([
    [{}, 'expected { "budgets": [ ... ] }'],
    [{ budgets: [{ kind: 'entry-closure', gzip: 1 }] }, '"name" is required'],
    [{ budgets: [{ name: 'x', kind: 'initial', gzip: 1 }] }, '"kind" must be'],
    [{ budgets: [{ name: 'x', kind: 'lazy', gzip: 1 }] }, 'needs "match"'],
    [{ budgets: [{ name: 'x', kind: 'first-view', gzip: 1 }] }, 'needs "match"'],
    [{ budgets: [{ name: 'x', kind: 'entry-closure', gzip: '90 KB' }] }, 'positive whole number'],
    [{ budgets: [{ name: 'x', kind: 'entry-closure' }] }, 'give a "gzip" and/or "brotli" limit'],
  ])('rejects %j', (json, message) => {
    expect(() => parseBudgets(json)).toThrow(message);
  });
});

describe('kb', () => {
  it('uses 1024-byte kilobytes, as the budgets are written', () => {
    expect(kb(92160)).toBe('90.0 KB');
  });
});
