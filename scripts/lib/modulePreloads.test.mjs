import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addModulePreloads,
  dropHelperImports,
  preloadCode,
  readPreloads,
} from './modulePreloads.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A built CDN folder: the entry imports S; the Tree chunk imports S and L; L imports nothing. */
function cdnDir(
  entry = 'import{a as d,r as g}from"./chunks/chunk-S.js";d();export{d as defineAll,g as registerElementChunks};',
) {
  const dir = mkdtempSync(join(tmpdir(), 'preload-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'chunks'));
  const files = {
    'cinema-elements.js': `${entry}\n//# sourceMappingURL=cinema-elements.js.map\n`,
    'chunks/chunk-S.js':
      'export const a=()=>import("./Tree-T1.js"),p=()=>import("./Pay-P1.js"),c=()=>import("./client-C1.js"),r=()=>{};',
    'chunks/Pay-P1.js': 'import"./chunk-S.js";import{l}from"./chunk-L.js";import"./chunk-M.js";',
    'chunks/client-C1.js': 'import{m}from"./chunk-M.js";export const c=m;',
    'chunks/chunk-M.js': 'export const m=2;',
    'chunks/Tree-T1.js': 'import"./chunk-S.js";import{l}from"./chunk-L.js";export const t=l;',
    'chunks/chunk-L.js': 'export const l=1;',
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  return dir;
}

describe('the element chunk table in the entry', () => {
  it('reads back from built code the table preloadCode wrote, and nothing from code without one', () => {
    const table = [
      ['cinema-a', ['chunks/A-1.js', 'chunks/chunk-S.js']],
      ['payment', ['chunks/P-2.js']],
    ];
    const entry = `import"./x.js";f({"k":1},import.meta.url);\n${preloadCode(table, 'g')}\n//# x`;
    expect(readPreloads(entry)).toEqual(table);
    expect(readPreloads('export{};')).toBeNull();
  });

  it("appends, after the entry's code and before its source map line, a call naming the tree and its imports", async () => {
    const dir = cdnDir();
    const table = await addModulePreloads(dir, 'cinema-elements.js', { 'cinema-tree': 'Tree' });
    // The table written is the one returned (the compile hints read it: compileHints.mjs).
    expect(table).toEqual([['cinema-tree', ['chunks/Tree-T1.js', 'chunks/chunk-L.js']]]);
    const lines = readFileSync(join(dir, 'cinema-elements.js'), 'utf8').split('\n');
    expect(lines[0]).toContain('d();export{d as defineAll,g as registerElementChunks};');
    expect(lines[1]).toBe('g({"cinema-tree":"Tree-T1 chunk-L"},import.meta.url);');
    expect(lines[1]).toBe(
      preloadCode([['cinema-tree', ['chunks/Tree-T1.js', 'chunks/chunk-L.js']]], 'g'),
    );
    expect(lines[2]).toBe('//# sourceMappingURL=cinema-elements.js.map');
    // A second run replaces the call rather than adding another.
    await addModulePreloads(dir, 'cinema-elements.js', { 'cinema-tree': 'Tree' });
    expect(readFileSync(join(dir, 'cinema-elements.js'), 'utf8').split('\n')).toEqual(lines);
  });

  it('names a later step by the chunks of all its parts and what they import, each once', async () => {
    const dir = cdnDir();
    await addModulePreloads(dir, 'cinema-elements.js', {
      'cinema-tree': 'Tree',
      payment: ['Pay', 'client'],
    });
    const lines = readFileSync(join(dir, 'cinema-elements.js'), 'utf8').split('\n');
    expect(lines[1]).toBe(
      'g({"cinema-tree":"Tree-T1 chunk-L","payment":"Pay-P1 client-C1 chunk-L chunk-M"},import.meta.url);',
    );
  });

  it('fails loudly when a step names a part the build did not write', async () => {
    await expect(
      addModulePreloads(cdnDir(), 'cinema-elements.js', { payment: ['Pay', 'Gone'] }),
    ).rejects.toThrow('no chunk for <payment> (chunks/Gone-*.js)');
  });

  it('fails loudly when a tag names a tree the build did not write', async () => {
    await expect(
      addModulePreloads(cdnDir(), 'cinema-elements.js', { 'cinema-gone': 'Gone' }),
    ).rejects.toThrow('no chunk for <cinema-gone>');
  });

  it('fails loudly when the entry no longer exports registerElementChunks', async () => {
    const dir = cdnDir('import{a as d}from"./chunks/chunk-S.js";d();export{d as defineAll};');
    await expect(
      addModulePreloads(dir, 'cinema-elements.js', { 'cinema-tree': 'Tree' }),
    ).rejects.toThrow('does not export registerElementChunks');
  });
});

describe("the entry's import of esbuild's helpers", () => {
  const entry =
    'import"./chunks/chunk-H.js";import{a}from"./chunks/chunk-S.js";import"./chunks/chunk-X.js";a();';
  const chunks = new Map([
    ['chunks/chunk-H.js', { sources: [] }],
    ['chunks/chunk-S.js', { sources: ['../../src/a.ts'] }],
    ['chunks/chunk-X.js', { sources: ['../../src/side-effect.ts'] }],
  ]);

  it('is blanked out, column for column, when the chunk holds no source module', () => {
    const { code, dropped } = dropHelperImports(entry, chunks);
    expect(dropped).toEqual(['chunks/chunk-H.js']);
    expect(code).toHaveLength(entry.length);
    expect(code.indexOf('a();')).toBe(entry.indexOf('a();'));
    expect(code).not.toContain('chunk-H');
  });

  it('keeps imports with bindings, of chunks with our modules, and of chunks it knows nothing of', () => {
    const { code } = dropHelperImports(entry, chunks);
    expect(code).toContain('import{a}from"./chunks/chunk-S.js";');
    expect(code).toContain('import"./chunks/chunk-X.js";');
    expect(dropHelperImports('import"./chunks/chunk-U.js";', new Map()).dropped).toEqual([]);
  });

  it('leaves the built entry loading nothing statically; the helpers go into each tag’s preloads', async () => {
    const dir = cdnDir(
      'import"./chunks/chunk-H.js";var d=()=>import("./chunks/chunk-S.js"),g=()=>{};export{d as defineAll,g as registerElementChunks};',
    );
    writeFileSync(join(dir, 'chunks/chunk-H.js'), 'var h=Object.create;export{h as a};');
    writeFileSync(join(dir, 'chunks/chunk-H.js.map'), JSON.stringify({ sources: [] }));
    writeFileSync(
      join(dir, 'chunks/Tree-T1.js'),
      'import"./chunk-H.js";import{l}from"./chunk-L.js";export const t=l;',
    );
    await addModulePreloads(dir, 'cinema-elements.js', { 'cinema-tree': 'Tree' });
    const lines = readFileSync(join(dir, 'cinema-elements.js'), 'utf8').split('\n');
    expect(lines[0]).not.toContain('import"');
    expect(lines[1]).toBe('g({"cinema-tree":"Tree-T1 chunk-H chunk-L"},import.meta.url);');
  });
});
