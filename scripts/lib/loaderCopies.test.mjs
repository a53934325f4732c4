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
 * A loader (`loader.js`) that checks an address with `rule.ts` before it asks anything, and loads
 * a runtime lazily that checks with the same rule: without the plugin esbuild puts the rule in a
 * chunk of its own, which the loader imports before it runs.
 */
async function bundle(/** @type {{ copy: boolean, ruleImports?: boolean }} */ options) {
  const dir = mkdtempSync(join(tmpdir(), 'loader-copy-'));
  dirs.push(dir);
  const src = join(dir, 'src');
  mkdirSync(src);
  const files = {
    'rule.ts': `${options.ruleImports ? "import { x } from './other.js'; void x;\n" : ''}import type { Kind } from './types';
      export const ok = (value: string, kind: Kind = 'page'): boolean => !value.startsWith('//') && kind !== 'never';`,
    'types.ts': `export type Kind = 'page' | 'never';`,
    'other.js': `export const x = 1;`,
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
    plugins: options.copy
      ? [loaderCopies({ loader: /[/\\]loader\.js$/, files: [join(src, 'rule.ts')] })]
      : [],
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((file) => file.endsWith('entry.mjs')) ?? '';
  const imports = (outputs[entry]?.imports ?? []).filter((i) => i.kind === 'import-statement');
  return { imports, outdir };
}

describe('loaderCopies', () => {
  it('gives the loader its own copy, so it imports no chunk before it runs', async () => {
    expect((await bundle({ copy: false })).imports).toHaveLength(1);
    const { imports, outdir } = await bundle({ copy: true });
    expect(imports).toEqual([]);
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

  it('fails the build when a copied module imports something', async () => {
    await expect(bundle({ copy: true, ruleImports: true })).rejects.toThrow(/must import nothing/);
  });
});
