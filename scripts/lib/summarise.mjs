// @ts-check
/**
 * The `npm test` summary. Its last line, `tests: N passed, M failed`, is what CI reads, so it must
 * never say "0 failed" on a red run: a step that failed without failing tests of its own (lint,
 * types, build, size, a test runner that crashed) counts as one failure.
 */
import { existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {{ passed: number, failed: number }} Counts
 * @typedef {{ name: string, why: string }} Failure
 * @typedef {{ name: string, ok: boolean, seconds: number, counts: Counts | null, failures?: Failure[] }} StepResult
 */

/** Colour codes, as Playwright and vitest write them into their reports' messages (ESC [ … m). */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The first lines of a failure's message, enough to say why it failed when only the tail of a CI
 * log is seen: colour codes gone, blank lines skipped, at most three lines of 200 characters.
 */
export function firstLines(/** @type {unknown} */ message) {
  if (typeof message !== 'string') return '';
  return message
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line))
    .join(' | ');
}

/**
 * Why a Playwright test failed, from its last attempt: the first lines of its error and, when the
 * error carries Playwright's call log (an action or expectation that ran out of time), what the
 * locator resolved to and the log's last verdict (e.g. 'element is not enabled', '<div> intercepts
 * pointer events'), then where in the test files it was (`at spec.ts:12`, at most two frames), so a
 * CI log's tail says which step hung and on what.
 */
export function playwrightWhy(/** @type {any} */ result) {
  const errors = [result?.error, ...(result?.errors ?? [])].filter(Boolean);
  // A test timeout's own error says only that; an action's error (its own timeout) says what.
  const error = errors.find((e) => /Call log:/.test(e?.message ?? '')) ?? errors[0];
  const message = typeof error?.message === 'string' ? error.message.replace(ANSI, '') : '';
  const [head, log] = message.split(/\nCall log:\n/);
  if (log === undefined) return firstLines(message);
  const steps = log
    .split('\n')
    .map((line) => line.trim().replace(/^-\s*/, ''))
    .filter(Boolean);
  const resolved = steps.find((line) => line.startsWith('locator resolved to'));
  const verdict = [...steps]
    .reverse()
    .find(
      (line) => !/^(\d+ × )?(waiting|retrying|attempting|scrolling|done|performing)/.test(line),
    );
  const stack = typeof error?.stack === 'string' ? error.stack.replace(ANSI, '') : '';
  const frames = [...stack.matchAll(/at (?:.*\()?([^()\s]*\.(?:spec|ts)[^()\s]*?):(\d+):\d+\)?/g)]
    .map(([, file, line]) => `${String(file).split('/').slice(-2).join('/')}:${line}`)
    .slice(0, 2);
  return [
    firstLines(head),
    ...[resolved, verdict].filter((line, i, all) => line && all.indexOf(line) === i),
    ...(frames.length > 0 ? [`at ${frames.join(' < ')}`] : []),
  ]
    .map((line) => (String(line).length > 200 ? `${String(line).slice(0, 199)}…` : line))
    .join(' | ');
}

/** @returns {unknown} the parsed report, or undefined when there is none or it is unreadable */
function readReport(/** @type {string} */ file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Test counts from a runner's JSON report, or null when there is none. vitest: passed/failed
 * tests. Playwright: `expected` + `flaky` (passed on retry) pass, `unexpected` fail; skipped
 * tests count as neither.
 * @returns {Counts | null}
 */
export function countTests(
  /** @type {string} */ file,
  /** @type {'vitest' | 'playwright'} */ format,
) {
  /** @type {any} */
  const report = readReport(file);
  if (report === undefined) return null;
  if (format === 'vitest') {
    const { numPassedTests, numFailedTests } = report ?? {};
    if (typeof numPassedTests !== 'number' || typeof numFailedTests !== 'number') return null;
    return { passed: numPassedTests, failed: numFailedTests };
  }
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== 'number') return null;
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/**
 * The failed tests in a runner's JSON report: their names (`file › title`) and the first lines of
 * why, so that the tail of a CI log says which tests failed and how, not only how many. vitest:
 * assertion results with status `failed`. Playwright: tests whose status is `unexpected`, found
 * through nested suites, with the error of their last attempt.
 * @returns {Failure[]}
 */
export function failedTests(
  /** @type {string} */ file,
  /** @type {'vitest' | 'playwright'} */ format,
) {
  /** @type {any} */
  const report = readReport(file);
  if (report === undefined || report === null) return [];
  if (format === 'vitest') {
    return (report.testResults ?? []).flatMap((/** @type {any} */ result) =>
      (result.assertionResults ?? [])
        .filter((/** @type {any} */ test) => test.status === 'failed')
        .map((/** @type {any} */ test) => ({
          name: `${result.name} › ${test.fullName}`,
          why: firstLines(test.failureMessages?.[0]),
        })),
    );
  }
  /** @type {Failure[]} */
  const names = [];
  // A top-level suite is a file, titled with its path; nested suites are `describe` blocks.
  const walk = (/** @type {any} */ suite, /** @type {string[]} */ titles) => {
    const path = [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const title = [...path, spec.title].filter(Boolean).join(' › ');
        names.push({
          name: `${spec.file}:${spec.line} › ${title}`,
          why: playwrightWhy((test.results ?? []).at(-1)),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const file of report.suites ?? []) {
    walk({ ...file, title: '' }, []);
  }
  return names;
}

/** Summary lines (the last is the `tests:` line) and whether anything failed. */
export function summarise(/** @type {StepResult[]} */ results) {
  let passed = 0;
  let failed = 0;
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = results.map((r) => {
    const counts = r.counts ?? { passed: 0, failed: 0 };
    passed += counts.passed;
    failed += counts.failed;
    // A red step with no failing test of its own still has to show up in the count.
    if (!r.ok && counts.failed === 0) failed += 1;
    const tests = r.counts ? `  (${r.counts.passed} passed, ${r.counts.failed} failed)` : '';
    return `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(6)}s${tests}`;
  });
  for (const r of results) {
    for (const { name, why } of r.failures ?? []) {
      lines.push(`  failed in ${r.name}: ${name}`);
      if (why) lines.push(`    why: ${why}`);
    }
  }
  const anyFailed = results.some((r) => !r.ok) || failed > 0;
  lines.push(`tests: ${passed} passed, ${failed} failed`);
  return { lines, failed: anyFailed };
}
