#!/usr/bin/env node
// @ts-check
/**
 * After `npm run build`: fail when package.json "exports" names a file the build did not write, or
 * the build wrote an element that consumers cannot import, or custom-elements.json does not describe
 * the shipped modules, or `dist/cdn/sri.json` does not hold the integrity of the CDN entry's bytes
 * (scripts/lib/subresourceIntegrity.mjs), or the CDN's compile hints are not on the element
 * runtime alone among the first views' chunks (scripts/lib/compileHints.mjs). Run by `npm test`
 * (scripts/test-all.mjs).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportProblems, exportTargets, manifestProblems } from './lib/exportTargets.mjs';
import { compileHintProblems } from './lib/compileHints.mjs';
import { sriProblems } from './lib/subresourceIntegrity.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const problems = [
  ...exportProblems(root, pkg),
  ...manifestProblems(root, pkg),
  ...sriProblems(`${root}dist/cdn`),
  ...compileHintProblems(`${root}dist/cdn`, 'cinema-elements.js'),
];
for (const problem of problems) console.log(`exports: ${problem}`);
if (problems.length > 0) {
  console.log(`exports: FAIL — ${problems.length} problem(s)`);
  process.exitCode = 1;
} else {
  console.log(
    `exports: OK — all ${exportTargets(pkg.exports).length} export targets exist; dist/cdn/sri.json is the entry's; the runtime is compile-hinted`,
  );
}
