#!/usr/bin/env node
// @ts-check
/**
 * `npm test`'s registry gate, no build needed: the places that name the elements and that nothing
 * derives (each element's own files and descriptor, `src/elements/registry.ts`, `src/index.ts`,
 * package.json `exports`, the consumer type tests, the demo pages, the E2E specs and the
 * screenshots) agree with the element folders, `src/elements/<name>/index.ts`. The checks are
 * test/unit/elementRegistry.test.ts, each failure naming its place; this runs that file alone.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', 'test/unit/elementRegistry.test.ts', '--reporter=dot'],
  { cwd: root, stdio: 'inherit' },
);
if (run.status === 0) console.log('registry: OK — every element folder agrees with its places');
else console.log('registry: FAIL — test/unit/elementRegistry.test.ts names each place above');
process.exitCode = run.status ?? 1;
