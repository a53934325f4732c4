import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { analyseBundle, compressedSizes } from './analyseBundle.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Write a fake CDN folder shaped like esbuild's minified output. */
function bundle(/** @type {Record<string, string>} */ files) {
  const dir = mkdtempSync(join(tmpdir(), 'cdn-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('analyseBundle', () => {
  it('splits what loads with the entry from what loads lazily, following static imports', async () => {
    const dir = bundle({
      'cinema-elements.js':
        'import{a as r}from"./chunks/chunk-AAA.js";export*from"./chunks/react-BBB.js";r(()=>import("./chunks/payment-CCC.js"));',
      'chunks/chunk-AAA.js': 'export const a=f=>f();',
      'chunks/react-BBB.js': 'export const R=1;',
      'chunks/payment-CCC.js':
        'import"./chunk-DDD.js";import{a}from"./chunk-AAA.js";export const p=a;',
      'chunks/chunk-DDD.js': 'export const d=2;',
      'cinema-elements.js.map': '{"not":"a script"}',
    });
    const result = await analyseBundle(dir, 'cinema-elements.js');
    expect(result.initial.sort()).toEqual([
      'chunks/chunk-AAA.js',
      'chunks/react-BBB.js',
      'cinema-elements.js',
    ]);
    expect(result.lazy.sort()).toEqual(['chunks/chunk-DDD.js', 'chunks/payment-CCC.js']);
    expect(result.dynamicTargets).toEqual(['chunks/payment-CCC.js']);
    expect(result.problems).toEqual([]);
  });

  it('is not fooled by import-like text inside strings', async () => {
    const dir = bundle({
      'cinema-elements.js': 'const s="import(\\"./chunks/x.js\\")";export{s};',
    });
    const result = await analyseBundle(dir, 'cinema-elements.js');
    expect(result.dynamicTargets).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  it('reports imports that escape the bundle, computed specifiers and missing files', async () => {
    const dir = bundle({
      'cinema-elements.js':
        'import"react";import"https://cdn.example/x.js";import"./chunks/gone.js";const n="a";import(n);',
    });
    const { problems } = await analyseBundle(dir, 'cinema-elements.js');
    expect(problems).toEqual([
      'cinema-elements.js: imports "react", which is not part of the bundle',
      'cinema-elements.js: imports "https://cdn.example/x.js", which is not part of the bundle',
      'cinema-elements.js: import() with a computed specifier cannot be measured',
      'cinema-elements.js: imports missing file chunks/gone.js',
    ]);
  });

  it('reports a missing entry', async () => {
    const dir = bundle({ 'other.js': 'export{}' });
    const result = await analyseBundle(dir, 'cinema-elements.js');
    expect(result.problems).toContain('cinema-elements.js: entry not found in ' + dir);
    expect(result.initial).toEqual([]);
  });
});

describe('compressedSizes', () => {
  it('measures real gzip output of the bytes', () => {
    const bytes = Buffer.from('const cinema = "Ritz";'.repeat(200));
    const sizes = compressedSizes(bytes);
    expect(sizes.raw).toBe(bytes.length);
    expect(sizes.gzip).toBeLessThan(bytes.length / 10);
    expect(sizes.gzip).toBe(gzipSync(bytes, { level: 9 }).length);
    expect(gunzipSync(gzipSync(bytes, { level: 9 })).equals(bytes)).toBe(true);
    expect(sizes.brotli).toBeGreaterThan(0);
  });
});
