import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportProblems, exportTargets, manifestProblems } from './exportTargets.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function packageDir(
  /** @type {string[]} */ files,
  /** @type {Record<string, unknown>} */ json = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'pkg-'));
  dirs.push(dir);
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), file in json ? JSON.stringify(json[file]) : '');
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

/** A manifest as the analyzer plus our plugin writes it. */
function manifest(/** @type {string} */ path, /** @type {string} */ definedIn = path) {
  return {
    schemaVersion: '2.1.0',
    modules: [
      {
        kind: 'javascript-module',
        path,
        declarations: [
          { kind: 'class', name: 'FestivalPassElement', tagName: 'cinema-festival-pass' },
        ],
        exports: [
          {
            kind: 'js',
            name: 'FestivalPassElement',
            declaration: { name: 'FestivalPassElement', module: path },
          },
          {
            kind: 'custom-element-definition',
            name: 'cinema-festival-pass',
            declaration: { name: 'FestivalPassElement', module: definedIn },
          },
        ],
      },
    ],
  };
}

describe('manifestProblems', () => {
  const shipped = 'dist/elements/festival-pass/index.js';
  const pkg = { customElements: 'dist/custom-elements.json' };

  it('passes when every module ships and every built element is defined in it', () => {
    const dir = packageDir([shipped, pkg.customElements], {
      [pkg.customElements]: manifest(shipped),
    });
    expect(manifestProblems(dir, pkg)).toEqual([]);
  });

  it('names a manifest that points at sources, and the element it then misses', () => {
    const source = 'src/elements/festival-pass/FestivalPassElement.ts';
    const dir = packageDir([shipped, pkg.customElements], {
      [pkg.customElements]: manifest(source),
    });
    expect(manifestProblems(dir, pkg)).toEqual([
      `dist/custom-elements.json: module ${source} is not shipped`,
      `dist/custom-elements.json: ${shipped} defines an element the manifest does not list`,
    ]);
  });

  it('names modules out of path order, which would reorder the configurator between builds', () => {
    const other = 'dist/elements/cart-summary/index.js';
    const unordered = manifest(shipped);
    unordered.modules.push({ ...manifest(other).modules[0], path: other });
    const dir = packageDir([shipped, other, pkg.customElements], {
      [pkg.customElements]: unordered,
    });
    expect(manifestProblems(dir, pkg)).toEqual([
      `dist/custom-elements.json: modules are not in path order (${shipped}, ${other})`,
    ]);
  });

  it('names a definition pointing at another module, and a missing manifest', () => {
    const dir = packageDir([shipped, 'dist/index.js', pkg.customElements], {
      [pkg.customElements]: manifest(shipped, 'dist/index.js'),
    });
    expect(manifestProblems(dir, pkg)).toEqual([
      `dist/custom-elements.json: <cinema-festival-pass> points at dist/index.js, not ${shipped}`,
    ]);
    expect(manifestProblems(packageDir([]), pkg)).toEqual([
      'dist/custom-elements.json does not exist',
    ]);
    expect(manifestProblems(dir, {})).toEqual(['package.json has no "customElements" field']);
  });
});
