import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph, sourceFiles, specifiersOf } from './importCycles.mjs';

describe('specifiersOf', () => {
  it('reads every form of import and export, type-only and lazy ones included', () => {
    const source = `
      import a from './a';
      import type { B } from './b';
      export * from './c';
      export * as d from './d';
      export type { E } from './e';
      const f = () => import('./f');
      type G = import('./g').G;
      import h = require('./h');
      import 'react';`;
    expect(specifiersOf(source, 'x.ts')).toEqual([
      './a',
      './b',
      './c',
      './d',
      './e',
      './f',
      './g',
      './h',
      'react',
    ]);
  });
});

describe('findCycles', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    mkdirSync(join(dir, 'sub'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (/** @type {string} */ name, /** @type {string} */ text) =>
    writeFileSync(join(dir, name), text);

  it('finds a circle closed by a type-only import and a lazy one, and nothing else', () => {
    write('a.ts', "import { b } from './b';");
    write('b.ts', "import type { C } from './sub';");
    write('sub/index.ts', "export const load = () => import('../a');");
    write('d.ts', "import { b } from './b';");
    write('self.tsx', "export * as me from './self';");
    const cycles = findCycles(importGraph(sourceFiles(dir)));
    expect(cycles.map((group) => group.map((file) => file.slice(dir.length + 1)))).toEqual([
      ['a.ts', 'b.ts', 'sub/index.ts'],
      ['self.tsx'],
    ]);
  });

  it('finds none in a tree that only points one way', () => {
    write('a.ts', "import { b } from './b'; import x from 'react';");
    write('b.ts', "export * as c from './sub/c';");
    write('sub/c.ts', 'export const c = 1;');
    expect(findCycles(importGraph(sourceFiles(dir)))).toEqual([]);
  });
});
