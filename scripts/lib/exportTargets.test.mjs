import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportProblems, exportTargets } from './exportTargets.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function packageDir(/** @type {string[]} */ files) {
  const dir = mkdtempSync(join(tmpdir(), 'pkg-'));
  dirs.push(dir);
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

const exportsField = {
  '.': { types: './dist/index.d.ts', import: './dist/index.js' },
  './festival-pass': {
    types: './dist/elements/festival-pass/index.d.ts',
    import: './dist/elements/festival-pass/index.js',
  },
  './package.json': './package.json',
};

describe('exportTargets', () => {
  it('flattens conditions and subpaths into file paths', () => {
    expect(exportTargets(exportsField)).toEqual([
      './dist/index.d.ts',
      './dist/index.js',
      './dist/elements/festival-pass/index.d.ts',
      './dist/elements/festival-pass/index.js',
      './package.json',
    ]);
  });
});

describe('exportProblems', () => {
  it('passes when every target exists and every built element is exported', () => {
    const dir = packageDir([
      'package.json',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/elements/festival-pass/index.js',
      'dist/elements/festival-pass/index.d.ts',
    ]);
    expect(exportProblems(dir, { exports: exportsField })).toEqual([]);
  });

  it('names missing targets and built elements without an export', () => {
    const dir = packageDir([
      'package.json',
      'dist/index.js',
      'dist/elements/festival-pass/index.js',
      'dist/elements/festival-pass/index.d.ts',
      'dist/elements/shop-cart/index.js',
    ]);
    expect(
      exportProblems(dir, { exports: { ...exportsField, './themes.css': './dist/themes.css' } }),
    ).toEqual([
      'exports target ./dist/index.d.ts does not exist',
      'exports target ./dist/themes.css does not exist',
      'dist/elements/shop-cart/index.js is built but package.json has no "./shop-cart" export',
    ]);
  });
});
