#!/usr/bin/env node
// @ts-check
/**
 * `npm test`'s import-cycle gate: no module of src/ (tests aside) may reach itself through its
 * imports, type-only imports and `import()` included (scripts/lib/importCycles.mjs). There is no
 * known exception: the checkout's lazy seam is `loadCheckout` (the flow and the checkout atoms side
 * by side), so the flow never imports the atoms that load it.
 */
import { fileURLToPath } from 'node:url';
import { describeCycles, findCycles, importGraph, sourceFiles } from './lib/importCycles.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const files = sourceFiles(`${root}src`, (path) => !/\.test\.tsx?$/.test(path));
const cycles = findCycles(importGraph(files));

for (const line of describeCycles(cycles, root)) console.log(`cycle: ${line}`);
if (cycles.length > 0) {
  console.log(`cycles: FAIL — ${cycles.length} import cycle(s) in src/`);
  process.exitCode = 1;
} else {
  console.log(`cycles: OK — ${files.length} modules, no import cycle`);
}
