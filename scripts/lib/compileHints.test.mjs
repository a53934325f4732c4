import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, hintedChunks, withCompileHint } from './compileHints.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A built CDN folder: a tree (Tree, sharing chunk L) and a payment step (Pay, sharing L and M). */
function cdnDir() {
  const dir = mkdtempSync(join(tmpdir(), 'hints-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'chunks'));
  const files = {
    'cinema-elements.js':
      'import{a as d}from"./chunks/chunk-S.js";d();export{d as defineAll};\n//# sourceMappingURL=cinema-elements.js.map\n',
    'chunks/chunk-S.js': 'export const a=()=>import("./Tree-T1.js"),p=()=>import("./Pay-P1.js");',
    'chunks/Pay-P1.js':
      'import{l}from"./chunk-L.js";import{m}from"./chunk-M.js";export const p=l+m;\n//# sourceMappingURL=Pay-P1.js.map\n',
    'chunks/Pay-P1.js.map': JSON.stringify({
      version: 3,
      sources: ['pay.ts'],
      mappings: 'AAAA,CAAC',
    }),
    'chunks/Tree-T1.js': 'import{l}from"./chunk-L.js";export const t=l;',
    'chunks/chunk-L.js': 'export const l=1;',
    'chunks/chunk-M.js': 'export const m=2;',
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  return dir;
}

describe('compile hints for the steps after a details form', () => {
  it("hints the step's own chunks, not those an element's first view loads", async () => {
    const dir = cdnDir();
    const hinted = await addCompileHints(
      dir,
      'cinema-elements.js',
      { 'cinema-tree': 'Tree', payment: ['Pay'] },
      (step) => step === 'payment',
    );
    expect(hinted).toEqual(['chunks/Pay-P1.js', 'chunks/chunk-M.js']);
    const read = (file) => readFileSync(join(dir, file), 'utf8');
    expect(read('chunks/Pay-P1.js').split('\n')[0]).toBe(COMPILE_HINT);
    expect(read('chunks/chunk-M.js')).toBe(`${COMPILE_HINT}\nexport const m=2;`);
    expect(read('chunks/chunk-L.js')).toBe('export const l=1;');
    expect(read('chunks/Tree-T1.js')).not.toContain(COMPILE_HINT);
    // The map follows the code one line down.
    expect(JSON.parse(read('chunks/Pay-P1.js.map')).mappings).toBe(';AAAA,CAAC');
  });

  it('hints a file once, however often the build step runs', () => {
    const once = withCompileHint('a()', '{"mappings":"AAAA"}');
    expect(withCompileHint(once.code, once.map)).toEqual(once);
    expect(once.code).toBe(`${COMPILE_HINT}\na()`);
    expect(withCompileHint('a()', null)).toEqual({ code: `${COMPILE_HINT}\na()`, map: null });
  });

  it('leaves out a chunk that any first view shares, and a step nobody asked for', () => {
    const table = [
      ['cinema-a', ['chunks/A.js', 'chunks/shared.js']],
      ['payment', ['chunks/P.js', 'chunks/shared.js']],
      ['signed-out', ['chunks/S.js']],
    ];
    expect(hintedChunks(table, (step) => step === 'payment')).toEqual(['chunks/P.js']);
  });
});
