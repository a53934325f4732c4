#!/usr/bin/env node
// @ts-check
/**
 * `npm test`'s registry gate: the element folders (`src/elements/<name>/index.ts`) are the one
 * list of elements, and every place that still names them by hand must agree with them — the
 * element's own files and tag, `src/elements/registry.ts`, `src/index.ts`, package.json
 * `exports`, tsup.config.ts, a first-view size budget, the consumer type tests, the demo pages,
 * the bench, the E2E specs and the screenshots (scripts/lib/elementRegistry.mjs). Each problem
 * names its place. Reads sources only: no build needed.
 */
import { fileURLToPath } from 'node:url';
import { PLACES, elementFolders, registryProblems } from './lib/elementRegistry.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const folders = elementFolders(root);
const problems = registryProblems(root);

for (const problem of problems) console.log(`registry: ${problem}`);
if (problems.length > 0) {
  console.log(`registry: FAIL — ${problems.length} place(s) disagree with src/elements/*/index.ts`);
  process.exitCode = 1;
} else {
  const places = Object.values(PLACES).length;
  console.log(
    `registry: OK — ${folders.length} elements (${folders.join(', ')}) agree with their own ` +
      `files and ${places} other places`,
  );
}
