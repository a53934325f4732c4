#!/usr/bin/env node
// @ts-check
/**
 * After `npm run build`: type-check the consumer files in test/types against the shipped .d.ts,
 * each on its own (the package resolves itself through package.json "exports", as an app's
 * bundler would), so a user of the subpath alone and a user of the root alone both get typed tags,
 * events and properties. Run by `npm test` (scripts/test-all.mjs).
 */
import { spawnSync } from 'node:child_process';
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

let failed = 0;
const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));
for (const name of files) {
  const result = spawnSync(tsc, [...options, join(dir, name)], { cwd: root, encoding: 'utf8' });
  const ok = result.status === 0;
  if (!ok) failed += 1;
  console.log(`types: ${ok ? 'ok  ' : 'FAIL'} test/types/${name}`);
  if (!ok) console.log(`${result.stdout}${result.stderr}`.trim());
}
// The E2E host apps (test/hosts): React 19 JSX of the tags, typed from the package's own types,
// and the Vue app, each as the app's own tsc would check it.
const hosts = spawnSync(tsc, ['-p', join(root, 'test/hosts/tsconfig.json')], {
  cwd: root,
  encoding: 'utf8',
});
console.log(`types: ${hosts.status === 0 ? 'ok  ' : 'FAIL'} test/hosts (tsconfig.json)`);
if (hosts.status !== 0) {
  failed += 1;
  console.log(`${hosts.stdout}${hosts.stderr}`.trim());
}
console.log(
  failed === 0
    ? `types: OK — ${files.length} consumer file(s) and the host apps type-check against dist/*.d.ts`
    : `types: FAIL — ${failed} of ${files.length} consumer file(s)`,
);
if (failed > 0 || files.length === 0) process.exitCode = 1;
