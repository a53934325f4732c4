#!/usr/bin/env node
// @ts-check
/**
 * `npm test`'s scaffold step: what scripts/newElement.test.mjs cannot try without a build. In a
 * throwaway copy of the repository, `npm run new-element -- gift-shop`, then the build, the package
 * checks on it (exports, consumer types, size budgets) and the new element's first-view E2E in
 * Chromium (test/e2e/gift-shop/first-view.spec.ts), on reference servers of its own
 * (`SCAFFOLD_E2E_PORT`, default 4521 and 4522, so it never meets the main E2E's). Prints each
 * step's result and ends with one verdict line; exits 1 when any step failed.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copyRepository, runIn } from './lib/repositoryCopy.mjs';
import { newElement } from './new-element.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.SCAFFOLD_E2E_PORT ?? '4521';
const dir = copyRepository(root, 'cinema-scaffold-');

/** @type {Array<[name: string, command: string, args: string[], env?: Record<string, string>]>} */
const steps = [
  // `npm run build`: tsup, then the custom-elements manifest.
  ['build', 'tsup', []],
  ['manifest', 'cem', ['analyze']],
  ['exports', 'node', ['scripts/check-exports.mjs']],
  ['types', 'node', ['scripts/check-types.mjs']],
  ['size', 'node', ['scripts/size.mjs']],
  [
    'first-view E2E',
    'playwright',
    ['test', 'test/e2e/gift-shop/first-view.spec.ts', '--workers', '1', '--reporter', 'list'],
    { E2E_PORT: port },
  ],
];

let failed = 0;
try {
  newElement(dir, 'gift-shop');
  console.log(`scaffold: <cinema-gift-shop> made in ${dir}`);
  for (const [name, command, args, env] of steps) {
    const run = runIn(dir, command, args, env);
    const ok = run.status === 0;
    if (!ok) failed += 1;
    console.log(`scaffold: ${name} ${ok ? 'ok' : 'FAILED'}`);
    if (!ok) console.log(run.output.slice(-8000));
    // Nothing after a failed build can pass.
    if (!ok && (name === 'build' || name === 'manifest')) break;
  }
} catch (error) {
  failed += 1;
  console.log(`scaffold: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  failed === 0
    ? 'scaffold: OK — a scaffolded element builds, fits its budget and shows its first view'
    : `scaffold: FAIL — ${failed} step(s) failed`,
);
process.exitCode = failed === 0 ? 0 : 1;
