import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  addCompileHints,
  compileHintProblems,
  hintedChunks,
  runtimeChunks,
  withCompileHint,
} from './compileHints.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('compile hints for the element runtime', () => {
  it('takes the chunks every element’s first view loads, not an element’s own or a step’s', () => {
    const table = [
      ['cinema-a', ['chunks/A.js', 'chunks/runtime.js', 'chunks/ab.js', 'chunks/helpers.js']],
      ['payment', ['chunks/P.js', 'chunks/runtime.js', 'chunks/helpers.js']],
      ['cinema-b', ['chunks/B.js', 'chunks/ab.js', 'chunks/helpers.js', 'chunks/runtime.js']],
      ['cinema-c', ['chunks/C.js', 'chunks/runtime.js', 'chunks/helpers.js']],
    ];
    expect(runtimeChunks(table)).toEqual(['chunks/helpers.js', 'chunks/runtime.js']);
    expect(runtimeChunks(table.slice(0, 2))).toEqual(table[0][1].slice().sort());
    expect(runtimeChunks([['payment', ['chunks/P.js']]])).toEqual([]);
  });

  it('finds a built runtime without the hint, and an element’s own chunk with it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'chunks'));
    const table = { 'cinema-a': 'A R', 'cinema-b': 'B R', payment: 'P R' };
    writeFileSync(
      join(dir, 'e.js'),
      `import"./x.js";\nr(${JSON.stringify(table)},import.meta.url);`,
    );
    for (const file of ['A', 'B', 'R', 'P']) writeFileSync(join(dir, `chunks/${file}.js`), 'x()');
    expect(compileHintProblems(dir, 'e.js')).toEqual(['chunks/R.js: the runtime, not hinted']);
    addCompileHints(dir, ['chunks/R.js', 'chunks/P.js']);
    expect(compileHintProblems(dir, 'e.js')).toEqual([]);
    addCompileHints(dir, ['chunks/B.js']);
    expect(compileHintProblems(dir, 'e.js')).toEqual([
      "chunks/B.js: an element's first view, hinted",
    ]);
    writeFileSync(join(dir, 'e.js'), 'export{};');
    expect(compileHintProblems(dir, 'e.js')).toEqual(['e.js holds no chunk table']);
  });
});

describe('compile hints for the steps after a details form', () => {
  it('takes the steps’ own chunks, not those an element’s first view loads or another step', () => {
    const table = [
      ['cinema-a', ['chunks/A.js', 'chunks/shared.js']],
      ['payment', ['chunks/P.js', 'chunks/shared.js', 'chunks/M.js']],
      ['checkout:x', ['chunks/O.js', 'chunks/M.js']],
      ['signed-out', ['chunks/S.js']],
    ];
    expect(hintedChunks(table, (step) => step === 'payment' || step === 'checkout:x')).toEqual([
      'chunks/M.js',
      'chunks/O.js',
      'chunks/P.js',
    ]);
  });

  it('opens each file with the hint, its source map one line down', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'chunks/P.js'), 'export const p=1;\n//# sourceMappingURL=P.js.map\n');
    writeFileSync(join(dir, 'chunks/P.js.map'), JSON.stringify({ mappings: 'AAAA,CAAC' }));
    writeFileSync(join(dir, 'chunks/M.js'), 'export const m=2;');
    writeFileSync(join(dir, 'chunks/L.js'), 'export const l=3;');
    addCompileHints(dir, ['chunks/P.js', 'chunks/M.js']);
    const read = (/** @type {string} */ file) => readFileSync(join(dir, file), 'utf8');
    expect(read('chunks/P.js').split('\n')[0]).toBe(COMPILE_HINT);
    expect(JSON.parse(read('chunks/P.js.map')).mappings).toBe(';AAAA,CAAC');
    expect(read('chunks/M.js')).toBe(`${COMPILE_HINT}\nexport const m=2;`);
    expect(read('chunks/L.js')).toBe('export const l=3;');
  });

  it('hints a file once, however often the build step runs', () => {
    const once = withCompileHint('a()', '{"mappings":"AAAA"}');
    expect(withCompileHint(once.code, once.map)).toEqual(once);
    expect(once.code).toBe(`${COMPILE_HINT}\na()`);
    expect(withCompileHint('a()', null)).toEqual({ code: `${COMPILE_HINT}\na()`, map: null });
  });
});
