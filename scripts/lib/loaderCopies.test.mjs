import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { loaderCopies } from './loaderCopies.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * A loader (`loader.js`) that checks an address with `rule.ts` (which imports `words.ts`) before
 * it asks anything, and loads a runtime lazily that checks with the same rule: without the plugin
 * esbuild puts the rule and its words in a chunk of their own, which the loader imports before it
 * runs.
 */
async function bundle(/** @type {{ copy: boolean }} */ options) {
  const dir = mkdtempSync(join(tmpdir(), 'loader-copy-'));
  dirs.push(dir);
  const src = join(dir, 'src');
  mkdirSync(src);
  const files = {
    'words.ts': `export const NEVER = 'never';`,
    'rule.ts': `import { NEVER } from './words';
      import type { Kind } from './types';
      export const ok = (value: string, kind: Kind = 'page'): boolean => !value.startsWith('//') && kind !== NEVER;`,
    'types.ts': `export type Kind = 'page' | 'never';`,
    'loader.js': `import { ok } from './rule.ts';
      export const asks = (value) => ok(value);
      export const runtime = () => import('./runtime.js');`,
    'runtime.js': `import { ok } from './rule.ts'; export const checks = (value) => ok(value);`,
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(src, name), code);
  const outdir = join(dir, 'out');
  const result = await build({
    entryPoints: { entry: join(src, 'loader.js') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    outExtension: { '.js': '.mjs' },
    write: true,
    metafile: true,
    logLevel: 'silent',
    plugins: options.copy ? [loaderCopies({ entry: join(src, 'loader.js') })] : [],
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((file) => file.endsWith('entry.mjs')) ?? '';
  const imports = (outputs[entry]?.imports ?? []).filter((i) => i.kind === 'import-statement');
  /** The output files holding `name`'s code. */
  const holding = (/** @type {string} */ name) =>
    Object.keys(outputs).filter((file) =>
      Object.keys(outputs[file]?.inputs ?? {}).some((input) => input.endsWith(`/${name}`)),
    );
  return { imports, outdir, holding };
}

describe('loaderCopies', () => {
  it('gives the loader its own copy of all it imports, so it imports no chunk before it runs', async () => {
    expect((await bundle({ copy: false })).imports).toHaveLength(1);
    const { imports, outdir, holding } = await bundle({ copy: true });
    expect(imports).toEqual([]);
    // The rule and what it imports are in the loader and, once more, in the runtime's chunk.
    expect(holding('rule.ts')).toHaveLength(2);
    expect(holding('words.ts')).toHaveLength(2);
    // Both copies work, as a browser would run them.
    const script = `
      const loader = await import(${JSON.stringify(pathToFileURL(join(outdir, 'entry.mjs')).href)});
      const runtime = await loader.runtime();
      console.log(JSON.stringify([loader.asks('/api/'), loader.asks('//evil'), runtime.checks('//evil')]));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([true, false, false]);
  });
});
