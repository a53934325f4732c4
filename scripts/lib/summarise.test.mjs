import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countTests, failedTests, firstLines, playwrightWhy, summarise } from './summarise.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function reportFile(/** @type {string} */ text) {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  dirs.push(dir);
  const file = join(dir, 'report.json');
  writeFileSync(file, text);
  return file;
}

describe('countTests', () => {
  it('reads vitest JSON', () => {
    const file = reportFile(
      JSON.stringify({ numPassedTests: 40, numFailedTests: 2, numPendingTests: 3 }),
    );
    expect(countTests(file, 'vitest')).toEqual({ passed: 40, failed: 2 });
  });

  it('reads Playwright JSON: flaky counts as passed, skipped as neither', () => {
    const file = reportFile(
      JSON.stringify({ stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 4 } }),
    );
    expect(countTests(file, 'playwright')).toEqual({ passed: 12, failed: 1 });
  });

  it('gives null for a missing or unreadable report', () => {
    expect(countTests('/nonexistent/report.json', 'vitest')).toBeNull();
    expect(countTests(reportFile('{"numPassed'), 'vitest')).toBeNull();
    expect(countTests(reportFile('{}'), 'playwright')).toBeNull();
  });
});

describe('summarise', () => {
  const step = (/** @type {string} */ name, /** @type {boolean} */ ok, counts = null) => ({
    name,
    ok,
    seconds: 1.25,
    counts,
  });

  it('adds unit and E2E counts on a green run', () => {
    const { lines, failed } = summarise([
      step('lint', true),
      step('unit', true, /** @type {any} */ ({ passed: 40, failed: 0 })),
      step('e2e', true, /** @type {any} */ ({ passed: 9, failed: 0 })),
    ]);
    expect(lines.at(-1)).toBe('tests: 49 passed, 0 failed');
    expect(lines[0]).toBe('PASS  lint     1.3s');
    expect(failed).toBe(false);
  });

  it('never reads "0 failed" on a red run: a failed step without test failures counts as one', () => {
    const { lines, failed } = summarise([
      step('lint', false),
      step('typecheck', false),
      step('unit', true, /** @type {any} */ ({ passed: 40, failed: 0 })),
      step('e2e', false, /** @type {any} */ ({ passed: 7, failed: 2 })),
      step('size', false),
    ]);
    expect(lines.at(-1)).toBe('tests: 47 passed, 5 failed');
    expect(lines.find((l) => l.startsWith('FAIL  e2e '))).toMatch(
      /1\.3s {2}\(7 passed, 2 failed\)$/,
    );
    expect(failed).toBe(true);
  });

  it('counts a test runner that crashed before reporting as one failure', () => {
    const { lines } = summarise([step('unit', false, null)]);
    expect(lines.at(-1)).toBe('tests: 0 passed, 1 failed');
  });
});

describe('failedTests', () => {
  it('names the failed vitest tests by file and full name', () => {
    const file = reportFile(
      JSON.stringify({
        testResults: [
          {
            name: '/repo/src/a.test.ts',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              {
                status: 'failed',
                fullName: 'a › fails',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n    at a.test.ts:3',
                ],
              },
            ],
          },
          { name: '/repo/src/b.test.ts', assertionResults: [{ status: 'failed', fullName: 'b' }] },
        ],
      }),
    );
    expect(failedTests(file, 'vitest')).toEqual([
      {
        name: '/repo/src/a.test.ts › a › fails',
        why: 'AssertionError: expected 1 to be 2 | at a.test.ts:3',
      },
      { name: '/repo/src/b.test.ts › b', why: '' },
    ]);
  });

  it('names the unexpected Playwright tests with their describe blocks, not the flaky ones', () => {
    const spec = (/** @type {string} */ title, /** @type {string} */ status, line = 3) => ({
      title,
      file: 'shop/cart.spec.ts',
      line,
      tests: [
        {
          status,
          results: [
            { error: { message: 'first attempt' } },
            { error: { message: `Error: ${title} failed\n\nExpected: 1\nReceived: 2\nmore` } },
          ],
        },
      ],
    });
    const file = reportFile(
      JSON.stringify({
        suites: [
          {
            title: 'shop/cart.spec.ts',
            file: 'shop/cart.spec.ts',
            specs: [spec('adds', 'expected'), spec('removes', 'unexpected', 9)],
            suites: [
              {
                title: 'the cart',
                file: 'shop/cart.spec.ts',
                specs: [spec('retries', 'flaky'), spec('empties', 'unexpected', 20)],
              },
            ],
          },
        ],
      }),
    );
    expect(failedTests(file, 'playwright')).toEqual([
      {
        name: 'shop/cart.spec.ts:9 › removes',
        why: 'Error: removes failed | Expected: 1 | Received: 2',
      },
      {
        name: 'shop/cart.spec.ts:20 › the cart › empties',
        why: 'Error: empties failed | Expected: 1 | Received: 2',
      },
    ]);
  });

  it('gives none for a missing report', () => {
    expect(failedTests('/nonexistent/report.json', 'playwright')).toEqual([]);
  });
});

describe('playwrightWhy', () => {
  const dim = (/** @type {string} */ line) => `\u001b[2m${line}\u001b[22m`;
  const callLog = [
    "  - waiting for getByRole('button', { name: 'Checkout' })",
    '    - locator resolved to <button aria-disabled="true">Checkout</button>',
    '  - attempting click action',
    '    2 × waiting for element to be visible, enabled and stable',
    '      - element is not enabled',
    '    - retrying click action',
    '      - waiting 500ms',
  ]
    .map(dim)
    .join('\n');
  const actionError = {
    message: `TimeoutError: locator.click: Timeout 20000ms exceeded.\nCall log:\n${callLog}\n`,
    stack:
      `TimeoutError: locator.click: Timeout 20000ms exceeded.\nCall log:\n${callLog}\n\n` +
      '    at shopToPayment (/repo/test/e2e/shop-cart/helpers.ts:152:3)\n' +
      '    at /repo/test/e2e/published-csp.spec.ts:121:3',
  };

  it('says which action hung, on what, and where, not only that the test ran out of time', () => {
    expect(
      playwrightWhy({
        error: { message: '\u001b[31mTest timeout of 60000ms exceeded.\u001b[39m' },
        errors: [{ message: 'Test timeout of 60000ms exceeded.' }, actionError],
      }),
    ).toBe(
      'TimeoutError: locator.click: Timeout 20000ms exceeded. | ' +
        'locator resolved to <button aria-disabled="true">Checkout</button> | ' +
        'element is not enabled | ' +
        'at shop-cart/helpers.ts:152 < e2e/published-csp.spec.ts:121',
    );
  });

  it('keeps an assertion failure to its first lines, and says nothing of a missing result', () => {
    expect(
      playwrightWhy({ error: { message: 'Error: expected\n\nExpected: 1\nReceived: 2\nx' } }),
    ).toBe('Error: expected | Expected: 1 | Received: 2');
    expect(playwrightWhy({ error: { message: 'Test timeout of 60000ms exceeded.' } })).toBe(
      'Test timeout of 60000ms exceeded.',
    );
    expect(playwrightWhy(undefined)).toBe('');
  });
});

describe('summarise with failures', () => {
  it('lists each failed test and why before the tests: line, which stays last', () => {
    const { lines } = summarise([
      {
        name: 'unit',
        ok: false,
        seconds: 2,
        counts: { passed: 3, failed: 2 },
        failures: [
          { name: 'src/a.test.ts › a › fails', why: 'expected 1 to be 2' },
          { name: 'src/b.test.ts › b', why: '' },
        ],
      },
    ]);
    expect(lines.slice(-4)).toEqual([
      '  failed in unit: src/a.test.ts › a › fails',
      '    why: expected 1 to be 2',
      '  failed in unit: src/b.test.ts › b',
      'tests: 3 passed, 2 failed',
    ]);
  });

  it('keeps a long reason to three short lines', () => {
    const why = firstLines(`${'x'.repeat(300)}\nb\nc\nd`);
    expect(why).toBe(`${'x'.repeat(199)}… | b | c`);
    expect(firstLines(undefined)).toBe('');
  });
});
