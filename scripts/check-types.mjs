#!/usr/bin/env node
// @ts-check
/**
 * After `npm run build`: type-check the consumer files in test/types against the shipped .d.ts,
 * each on its own (the package resolves itself through package.json "exports", as an app's
 * bundler would), so a user of the subpath alone and a user of the root alone both get typed tags,
 * events and properties. Run by `npm test` (scripts/test-all.mjs).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'test/types');
const tsc = join(root, 'node_modules/.bin/tsc');
// The strictest settings an app might use, and no skipLibCheck: our .d.ts must compile too.
const options = [
  '--noEmit',
  '--strict',
  '--exactOptionalPropertyTypes',
  '--target',
  'es2022',
  '--module',
  'esnext',
  '--moduleResolution',
  'bundler',
  '--lib',
  'es2023,dom,dom.iterable',
];

/** Run tsc with `args`; resolve whether it passed, and what it printed. */
function tscRun(/** @type {string[]} */ args) {
  return new Promise((resolve) => {
    const child = spawn(tsc, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }));
  });
}

// Each check is its own tsc process (a consumer file must compile on its own); they run a few at
// a time, and print in order.
const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));
const checks = [
  ...files.map((name) => ({ label: `test/types/${name}`, args: [...options, join(dir, name)] })),
  // The E2E host apps (test/hosts): React 19 JSX of the tags, typed from the package's own
  // types, and the Vue app, each as the app's own tsc would check it.
  { label: 'test/hosts (tsconfig.json)', args: ['-p', join(root, 'test/hosts/tsconfig.json')] },
];
/** @type {Promise<{ ok: boolean, output: string }>[]} */
const results = [];
const slots = Math.max(1, Math.min(availableParallelism(), checks.length));
const running = new Set();
for (const check of checks) {
  if (running.size >= slots) await Promise.race(running);
  const result = tscRun(check.args);
  results.push(result);
  running.add(result);
  void result.then(() => running.delete(result));
}
let failed = 0;
for (const [index, check] of checks.entries()) {
  const { ok, output } = await results[index];
  if (!ok) failed += 1;
  console.log(`types: ${ok ? 'ok  ' : 'FAIL'} ${check.label}`);
  if (!ok) console.log(output);
}
console.log(
  failed === 0
    ? `types: OK — ${files.length} consumer file(s) and the host apps type-check against dist/*.d.ts`
    : `types: FAIL — ${failed} of ${checks.length} check(s)`,
);
if (failed > 0 || files.length === 0) process.exitCode = 1;
