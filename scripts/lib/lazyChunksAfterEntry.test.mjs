import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyChunksAfterEntry } from './lazyChunksAfterEntry.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * A package whose entry uses `a`, `b` and `c`, and loads two pages lazily: `one` uses `a` and `b`,
 * `two` uses `a` and `c`, and has a default export. Without the plugin esbuild splits a, b and c
 * into three chunks by who uses them.
 */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'after-entry-'));
  dirs.push(dir);
  const src = join(dir, 'src');
  mkdirSync(src);
  const files = {
    'a.js': `export const a = () => 'a'.repeat(3);`,
    'b.js': `export const b = () => 'b'.repeat(3);`,
    'c.js': `export const c = () => 'c'.repeat(3);`,
    'index.js': `import { a } from './a.js'; import { b } from './b.js'; import { c } from './c.js';
      export const run = () => a() + b() + c();
      export const pages = {
        one: () => import('./one.js'),
        two: () => import('./two.js'),
        legacy: () => import('./legacy.cjs'),
        three: () => import('./three.js'),
        four: () => import('./four.js'),
        five: () => import('./five.js'),
      };`,
    'cdn.js': `import { run } from './index.js'; globalThis.ranEntry = run(); export * from './index.js';`,
    'p.js': `export const p = () => 'p'.repeat(3);`,
    'one.js': `import { a } from './a.js'; import { b } from './b.js'; import { p } from './p.js';
      export const one = () => a() + b() + p();`,
    'two.js': `import { a } from './a.js'; import { c } from './c.js';
      export default function two() { return a() + c(); }`,
    'legacy.cjs': `module.exports = { create: () => 'made' };`,
    // x is used by three and four, y by three, four and five: two chunks unless grouped.
    'x.js': `export const x = () => 'x'.repeat(3);`,
    'y.js': `export const y = () => 'y'.repeat(3);`,
    'three.js': `import { x } from './x.js'; import { y } from './y.js'; export const three = () => x() + y();`,
    'four.js': `import { x } from './x.js'; import { y } from './y.js'; export const four = () => y() + x();`,
    'five.js': `import { y } from './y.js'; export const five = () => y();`,
    'package.json': '{ "sideEffects": false }',
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(src, name), code);
  return { dir, src };
}

async function bundle(
  /** @type {boolean} */ withPlugin,
  /** @type {boolean} */ withPage = false,
  /** @type {boolean} */ withGroup = false,
) {
  const { dir, src } = fixture();
  const options = { root: join(src, 'index.js') };
  if (withPage) Object.assign(options, { entry: join(src, 'cdn.js'), page: [join(src, 'p.js')] });
  if (withGroup)
    Object.assign(options, {
      groups: [{ reach: /(three|four|five)\.js$/, files: [join(src, 'x.js'), join(src, 'y.js')] }],
    });
  const outdir = join(dir, 'out');
  const result = await build({
    entryPoints: { entry: join(src, 'cdn.js') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    outExtension: { '.js': '.mjs' },
    write: true,
    metafile: true,
    logLevel: 'error',
    logOverride: { 'ignored-bare-import': 'silent' },
    plugins: withPlugin ? [lazyChunksAfterEntry(options)] : [],
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((f) => f.endsWith('entry.mjs')) ?? '';
  const closure = new Set([entry]);
  for (const file of closure) {
    for (const i of outputs[file]?.imports ?? [])
      if (i.kind === 'import-statement') closure.add(i.path);
  }
  /** The output file holding `name`'s code. */
  const holding = (/** @type {string} */ name) =>
    Object.keys(outputs).find((file) =>
      Object.keys(outputs[file]?.inputs ?? {}).some((input) => input.endsWith(`/${name}`)),
    );
  return { closure, holding, outdir };
}

describe('lazyChunksAfterEntry', () => {
  it('puts everything the entry loads in one chunk beside it', async () => {
    expect((await bundle(false)).closure.size).toBeGreaterThan(2);
    expect((await bundle(true)).closure.size).toBe(2);
  });

  it('puts page files in the entry closure, and the entry still runs its side effects', async () => {
    const without = await bundle(true);
    expect(without.closure.has(without.holding('p.js') ?? '')).toBe(false);
    const { closure, holding, outdir } = await bundle(true, true);
    expect(closure.has(holding('p.js') ?? '')).toBe(true);
    expect(closure.size).toBe(2);
    const script = `await import(${JSON.stringify(pathToFileURL(join(outdir, 'entry.mjs')).href)});
      console.log(JSON.stringify(globalThis.ranEntry));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(run.stdout)).toBe('aaabbbccc');
  });

  it('puts the files a group of lazy modules shares in one chunk', async () => {
    const apart = await bundle(true);
    expect(apart.holding('x.js')).not.toBe(apart.holding('y.js'));
    const grouped = await bundle(true, false, true);
    expect(grouped.holding('x.js')).toBe(grouped.holding('y.js'));
    expect(grouped.holding('x.js')).not.toBe(grouped.holding('a.js'));
  });

  it('keeps each lazy module working, default export and CommonJS modules included', async () => {
    const { outdir } = await bundle(true);
    // Run the bundle in plain Node, as a browser would run it: outside the test runner's loader.
    const script = `
      const entry = await import(${JSON.stringify(pathToFileURL(join(outdir, 'entry.mjs')).href)});
      const one = await entry.pages.one();
      const two = await entry.pages.two();
      const legacy = await entry.pages.legacy();
      console.log(JSON.stringify([globalThis.ranEntry, one.one(), two.default(), legacy.default.create()]));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(['aaabbbccc', 'aaabbbppp', 'aaaccc', 'made']);
  });
});
