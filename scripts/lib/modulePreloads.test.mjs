/* global document */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addModulePreloads, preloadCode } from './modulePreloads.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A built CDN folder: the entry imports S; the Tree chunk imports S and L; L imports nothing. */
function cdnDir() {
  const dir = mkdtempSync(join(tmpdir(), 'preload-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'chunks'));
  const files = {
    'cinema-elements.js':
      'import{a as d}from"./chunks/chunk-S.js";d();export{d as defineAll};\n//# sourceMappingURL=cinema-elements.js.map\n',
    'chunks/chunk-S.js': 'export const a=()=>import("./Tree-T1.js");',
    'chunks/Tree-T1.js': 'import"./chunk-S.js";import{l}from"./chunk-L.js";export const t=l;',
    'chunks/chunk-L.js': 'export const l=1;',
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  return dir;
}

describe('modulepreload hints', () => {
  it("appends, after the entry's code and before its source map line, the tree and its imports", async () => {
    const dir = cdnDir();
    await addModulePreloads(dir, 'cinema-elements.js', { 'cinema-tree': 'Tree' });
    const lines = readFileSync(join(dir, 'cinema-elements.js'), 'utf8').split('\n');
    expect(lines[0]).toContain('d();export{d as defineAll};');
    expect(lines[1]).toBe(
      preloadCode([['cinema-tree', ['chunks/Tree-T1.js', 'chunks/chunk-L.js']]]),
    );
    expect(lines[1]).toContain('"Tree-T1 chunk-L"');
    expect(lines[2]).toBe('//# sourceMappingURL=cinema-elements.js.map');
    // A second run replaces the hints rather than adding more.
    await addModulePreloads(dir, 'cinema-elements.js', { 'cinema-tree': 'Tree' });
    expect(readFileSync(join(dir, 'cinema-elements.js'), 'utf8').split('\n')).toEqual(lines);
  });

  it('fails loudly when a tag names a tree the build did not write', async () => {
    await expect(
      addModulePreloads(cdnDir(), 'cinema-elements.js', { 'cinema-gone': 'Gone' }),
    ).rejects.toThrow('no chunk for <cinema-gone>');
  });

  it('preloads, in a page, only the trees of the tags that are there', () => {
    const code = preloadCode([
      ['cinema-tree', ['chunks/Tree-T1.js', 'chunks/chunk-L.js']],
      ['cinema-other', ['chunks/Other-O1.js']],
    ]);
    document.body.innerHTML = '<cinema-tree></cinema-tree>';
    // import.meta.url is the entry's URL in a browser; the test gives it one.
    new Function(
      'document',
      'URL',
      code.replaceAll('import.meta.url', '"https://cdn.example/x/cinema-elements.js"'),
    )(document, URL);
    const hrefs = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      'https://cdn.example/x/chunks/Tree-T1.js',
      'https://cdn.example/x/chunks/chunk-L.js',
    ]);
    document.head.replaceChildren();
    document.body.replaceChildren();
  });
});
