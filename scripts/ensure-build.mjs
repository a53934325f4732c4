#!/usr/bin/env node
// @ts-check
/**
 * Build the CDN bundle only when it is missing or older than its sources, so `npx playwright test`
 * on its own always tests current code while `npm test` (which has just built) does not build twice.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(root, 'dist/cdn/cinema-elements.js');

/** Newest modification time among the build's inputs. */
function newestInput() {
  let newest = 0;
  const inputs = ['package.json', 'tsup.config.ts', 'tsconfig.json'].map((f) => join(root, f));
  for (const entry of readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) inputs.push(join(entry.parentPath, entry.name));
  }
  for (const file of inputs) {
    if (existsSync(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestInput()) {
  console.error('ensure-build: dist/cdn is up to date');
} else {
  console.error('ensure-build: dist/cdn is missing or stale; running the build');
  // The whole build (tsup, then the custom-elements manifest), so dist/ is never half made.
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  process.exitCode = result.status ?? 1;
}
