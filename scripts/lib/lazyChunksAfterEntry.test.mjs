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

/** Write `files` into a new folder's `src/`; returns the folder and `src/`. */
function write(/** @type {Record<string, string>} */ files) {
  const dir = mkdtempSync(join(tmpdir(), 'after-entry-'));
  dirs.push(dir);
  const src = join(dir, 'src');
  mkdirSync(src);
  for (const [name, code] of Object.entries(files)) writeFileSync(join(src, name), code);
  return { dir, src };
}

/** Bundle `cdn.js` with code splitting; the output files and who holds which module. */
async function bundle(
  /** @type {string} */ dir,
  /** @type {import('esbuild').Plugin[]} */ plugins,
) {
  const outdir = join(dir, 'out');
  const result = await build({
    entryPoints: { entry: join(dir, 'src', 'cdn.js') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    outExtension: { '.js': '.mjs' },
    write: true,
    metafile: true,
    logLevel: 'error',
    logOverride: { 'ignored-bare-import': 'silent' },
    plugins,
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

/** Run `script` in plain Node, as a browser would run the bundle; its JSON output. */
function run(/** @type {string} */ script) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout);
}

/**
 * A package whose entry uses `a`, `b` and `c`, and loads pages lazily: `one` uses `a`, `two` uses
 * `a` and `c` and has a default export, `legacy` is CommonJS. Without the plugin esbuild splits
 * a, b and c into three chunks by who uses them.
 */
const PAGES = {
  'a.js': `export const a = () => 'a'.repeat(3);`,
  'b.js': `export const b = () => 'b'.repeat(3);`,
  'c.js': `export const c = () => 'c'.repeat(3);`,
  'index.js': `import { a } from './a.js'; import { b } from './b.js'; import { c } from './c.js';
    export const run = () => a() + b() + c();
    export const pages = {
      one: () => import('./one.js'),
      two: () => import('./two.js'),
      legacy: () => import('./legacy.cjs'),
    };`,
  'cdn.js': `import { run } from './index.js'; globalThis.ranEntry = run(); export * from './index.js';`,
  'one.js': `import { a } from './a.js'; import { b } from './b.js'; export const one = () => a() + b();`,
  'two.js': `import { a } from './a.js'; import { c } from './c.js';
    export default function two() { return a() + c(); }`,
  'legacy.cjs': `module.exports = { create: () => 'made' };`,
  'package.json': '{ "sideEffects": false }',
};

/** A module exporting `name()`, which returns its first of `count` strings (`count` × ~8 bytes). */
const sized = (/** @type {string} */ name, /** @type {number} */ count) =>
  `export const ${name} = () => [${Array.from({ length: count }, (_, i) => `'${name}${i}'`).join(', ')}][0];`;

/**
 * A loader (`cdn.js`) that loads a runtime (`runtime.js`, with the package root `index.js`), which
 * loads four element trees: `three` and `four` use `x` and `y`, `five` uses `y` only and `six`
 * neither. Without a plan, esbuild makes x and y two chunks, by who uses them. `xCount`: the size
 * of x, in strings of about 8 bytes.
 */
const trees = (/** @type {number} */ xCount) => ({
  'cdn.js': `export const start = () => import('./runtime.js');`,
  'index.js': `export const version = () => 'v1';`,
  'runtime.js': `export { version } from './index.js';
    export const trees = { three: () => import('./three.js'), four: () => import('./four.js'),
      five: () => import('./five.js'), six: () => import('./six.js') };`,
  'x.js': sized('x', xCount),
  'y.js': sized('y', 150),
  'three.js': `import { x } from './x.js'; import { y } from './y.js'; export const three = () => x() + y();`,
  'four.js': `import { x } from './x.js'; import { y } from './y.js'; export const four = () => y() + x();`,
  'five.js': `import { y } from './y.js'; export const five = () => y();`,
  'six.js': `export const six = () => 'six';`,
  'package.json': '{ "sideEffects": false }',
});
const PLAN = { firstViews: ['three', 'four', 'five', 'six'] };

describe('lazyChunksAfterEntry', () => {
  it('puts everything the entry loads in one chunk beside it', async () => {
    const { dir } = write(PAGES);
    expect((await bundle(dir, [])).closure.size).toBeGreaterThan(2);
    const { src } = write(PAGES);
    const plugin = lazyChunksAfterEntry({ root: join(src, 'index.js') });
    expect((await bundle(join(src, '..'), [plugin])).closure.size).toBe(2);
  });

  it('keeps each lazy module working, default export and CommonJS modules included', async () => {
    const { dir, src } = write(PAGES);
    const { outdir } = await bundle(dir, [lazyChunksAfterEntry({ root: join(src, 'index.js') })]);
    const entry = JSON.stringify(pathToFileURL(join(outdir, 'entry.mjs')).href);
    expect(
      run(`const entry = await import(${entry});
        const one = await entry.pages.one();
        const two = await entry.pages.two();
        const legacy = await entry.pages.legacy();
        console.log(JSON.stringify([globalThis.ranEntry, one.one(), two.default(), legacy.default.create()]));`),
    ).toEqual(['aaabbbccc', 'aaabbb', 'aaaccc', 'made']);
  });

  it('with a plan, makes what the first views download together one chunk', async () => {
    const apart = write(trees(60));
    const root = join(apart.src, 'index.js');
    const without = await bundle(apart.dir, [lazyChunksAfterEntry({ root })]);
    expect(without.holding('x.js')).not.toBe(without.holding('y.js'));

    // x is a few hundred bytes: worth a file less for three and four, even for five, which
    // downloads it unused; not for six, in the runtime.
    const { dir, src } = write(trees(60));
    const plugin = lazyChunksAfterEntry({ root: join(src, 'index.js'), plan: PLAN });
    const { holding, outdir } = await bundle(dir, [plugin]);
    expect(holding('x.js')).toBe(holding('y.js'));
    expect(holding('x.js')).not.toBe(holding('index.js'));
    const entry = JSON.stringify(pathToFileURL(join(outdir, 'entry.mjs')).href);
    expect(
      run(`const runtime = await (await import(${entry})).start();
        const views = await Promise.all([runtime.trees.three(), runtime.trees.four(), runtime.trees.five()]);
        console.log(JSON.stringify([views[0].three(), views[1].four(), views[2].five()]));`),
    ).toEqual(['x0y0', 'y0x0', 'y0']);
  });

  it('with a plan, gives no first view much code that it does not use', async () => {
    // x is a few KB: five would download it unused.
    const { dir, src } = write(trees(400));
    const { holding } = await bundle(dir, [
      lazyChunksAfterEntry({ root: join(src, 'index.js'), plan: PLAN }),
    ]);
    expect(holding('x.js')).not.toBe(holding('y.js'));
  });
});
