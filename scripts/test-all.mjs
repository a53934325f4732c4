#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every quality gate in order — the browsers, lint, types, import cycles, the element
 * registry, formatting, unit tests, build, package exports, size budgets, a scaffolded element's
 * build and first view, E2E in Chromium, the journeys in Firefox and WebKit. Runs every step even after a failure so one run shows all
 * results, then prints a summary whose LAST line is exactly `tests: N passed, M failed` (.ci/run
 * relies on that). Exits non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countTests, failedTests, summarise } from './lib/summarise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'node_modules/.bin');
const unitReport = join(root, '.reports/unit.json');
const e2eReport = join(root, '.reports/e2e.json');
const enginesReport = join(root, '.reports/engines.json');

// Our tools need Node 24; the `node` devDependency provides it even where the system Node is older.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24 && existsSync(join(bin, 'node')) && !process.env.CINEMA_TEST_ALL_REEXEC) {
  const again = spawnSync(join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, CINEMA_TEST_ALL_REEXEC: '1' },
  });
  process.exit(again.status ?? 1);
}

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, PATH: [bin, process.env.PATH ?? ''].join(delimiter) };

/** @typedef {{ name: string, command: string[], report?: { file: string, format: 'vitest' | 'playwright' } }} Step */

/** @type {Step[]} */
const steps = [
  { name: 'ensure-browsers', command: ['bash', 'scripts/ensure-browsers.sh'] },
  { name: 'lint', command: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', command: ['tsc', '-p', '.'] },
  { name: 'cycles', command: ['node', 'scripts/check-cycles.mjs'] },
  { name: 'registry', command: ['node', 'scripts/check-registry.mjs'] },
  { name: 'format', command: ['prettier', '--check', '.'] },
  {
    name: 'unit',
    command: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
    ],
    report: { file: unitReport, format: 'vitest' },
  },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'exports', command: ['node', 'scripts/check-exports.mjs'] },
  { name: 'types', command: ['node', 'scripts/check-types.mjs'] },
  { name: 'size', command: ['node', 'scripts/size.mjs'] },
  // A scaffolded element (npm run new-element) in a copy of the repository: its build, package
  // checks and first-view E2E; the checks before a build are in the unit step.
  { name: 'scaffold', command: ['node', 'scripts/check-scaffold.mjs'] },
  {
    name: 'e2e',
    command: ['playwright', 'test'],
    report: { file: e2eReport, format: 'playwright' },
  },
  {
    // The main journeys in Firefox ESR and WebKitGTK (test/engines), on the same build.
    name: 'engines',
    command: [
      'vitest',
      'run',
      '-c',
      'vitest.engines.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${enginesReport}`,
    ],
    report: { file: enginesReport, format: 'vitest' },
  },
];

// A stale report from an earlier run must never be counted as this run's result.
rmSync(unitReport, { force: true });
rmSync(e2eReport, { force: true });
rmSync(enginesReport, { force: true });

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')} ===\n`);
  const started = Date.now();
  const [command = '', ...args] = step.command;
  const run = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (run.error) console.log(`${step.name}: could not start ${command}: ${run.error.message}`);
  const ok = run.status === 0;
  const counts = step.report ? countTests(step.report.file, step.report.format) : null;
  const failures = step.report ? failedTests(step.report.file, step.report.format) : [];
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000, counts, failures });
}

const { lines, failed } = summarise(results);
console.log(`\n=== summary ===\n`);
for (const line of lines) console.log(line);
process.exitCode = failed ? 1 : 0;
