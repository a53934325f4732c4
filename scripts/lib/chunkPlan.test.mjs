import { describe, expect, it } from 'vitest';
import { chunkName, planChunks } from './chunkPlan.mjs';

/**
 * A first pass's metafile: a loader (`src/cdn.js`) that loads the runtime (`src/runtime.js`), which
 * loads element trees; `trees` maps each tree to the shared chunks it imports (and the steps it
 * loads with import()); `chunks` maps each shared chunk to its modules' minified bytes.
 * @param {{ trees: Record<string, { imports: string[], loads?: string[] }>,
 *   chunks: Record<string, Record<string, number>> }} graph
 */
function metafile({ trees, chunks }) {
  const loadedByRuntime = Object.keys(trees).filter(
    (name) => !Object.values(trees).some((tree) => tree.loads?.includes(name)),
  );
  /** @type {import('./chunkPlan.mjs').Metafile} */
  const meta = {
    inputs: {
      'src/cdn.js': { imports: [{ path: 'wrap:/repo/src/runtime.js', kind: 'dynamic-import' }] },
      'src/runtime.js': {
        imports: loadedByRuntime.map((name) => ({
          path: `wrap:/repo/src/${name}.js`,
          kind: 'dynamic-import',
        })),
      },
    },
    outputs: {
      'out/entry.js': {
        entryPoint: 'src/cdn.js',
        imports: [{ path: 'out/runtime.js', kind: 'dynamic-import' }],
        inputs: { 'src/cdn.js': { bytesInOutput: 100 } },
      },
      'out/runtime.js': {
        entryPoint: 'wrap:/repo/src/runtime.js',
        imports: [
          { path: 'out/rt.js', kind: 'import-statement' },
          ...loadedByRuntime.map((name) => ({ path: `out/${name}.js`, kind: 'dynamic-import' })),
        ],
        inputs: { 'src/runtime.js': { bytesInOutput: 50 } },
      },
      'out/rt.js': { imports: [], inputs: { 'src/index.js': { bytesInOutput: 50_000 } } },
    },
  };
  for (const [name, tree] of Object.entries(trees)) {
    meta.inputs[`src/${name}.js`] = {
      imports: (tree.loads ?? []).map((step) => ({
        path: `wrap:/repo/src/${step}.js`,
        kind: 'dynamic-import',
      })),
    };
    meta.outputs[`out/${name}.js`] = {
      entryPoint: `wrap:/repo/src/${name}.js`,
      imports: [
        { path: 'out/rt.js', kind: 'import-statement' },
        ...tree.imports.map((chunk) => ({ path: `out/${chunk}.js`, kind: 'import-statement' })),
        ...(tree.loads ?? []).map((step) => ({ path: `out/${step}.js`, kind: 'dynamic-import' })),
      ],
      inputs: { [`src/${name}.js`]: { bytesInOutput: 1000 } },
    };
  }
  for (const [chunk, modules] of Object.entries(chunks)) {
    meta.outputs[`out/${chunk}.js`] = {
      imports: [],
      inputs: Object.fromEntries(
        Object.entries(modules).map(([path, bytes]) => [path, { bytesInOutput: bytes }]),
      ),
    };
  }
  return meta;
}

/** The modules each tree's wrapper imports, by tree name. */
const importsByTree = (/** @type {Map<string, string[]>} */ imports) =>
  Object.fromEntries([...imports].map(([entry, modules]) => [chunkName(entry), modules]));

describe('chunkName', () => {
  it('is the file name without its extension, as esbuild names a chunk', () => {
    expect(chunkName('after-entry:/repo/src/react/shop-cart/ShopCart.tsx')).toBe('ShopCart');
    expect(chunkName('node_modules/braintree-web/dist/browser/hosted-fields.js')).toBe(
      'hosted-fields',
    );
  });
});

describe('planChunks', () => {
  it('makes chunks that the same first views download one, out of the runtime if others do not use it', () => {
    // Merged, x and y are a file less for a and b, x unused in c; in the runtime, 1.5 KB unused
    // in d and e.
    const meta = metafile({
      trees: {
        a: { imports: ['x', 'y'] },
        b: { imports: ['x', 'y'] },
        c: { imports: ['y'] },
        d: { imports: [] },
        e: { imports: [] },
      },
      chunks: { x: { 'src/x.js': 600 }, y: { 'src/y.js': 900 } },
    });
    const { imports, groups } = planChunks(meta, { firstViews: ['a', 'b', 'c', 'd', 'e'] });
    expect(groups.find((group) => group.modules.includes('src/x.js'))?.modules).toEqual([
      'src/x.js',
      'src/y.js',
    ]);
    // Every tree downloading the group imports all of it, so esbuild keys it the same for all.
    const byTree = importsByTree(imports);
    for (const tree of ['a', 'b', 'c']) expect(byTree[tree]).toContain('src/x.js');
    expect(byTree.d).not.toContain('src/x.js');
  });

  it('puts a small chunk every first view uses in the runtime', () => {
    const meta = metafile({
      trees: { a: { imports: ['y'] }, b: { imports: ['y'] } },
      chunks: { y: { 'src/y.js': 300 } },
    });
    const { groups } = planChunks(meta, { firstViews: ['a', 'b'] });
    expect(groups.find((group) => group.modules.includes('src/y.js'))?.modules).toContain(
      'src/index.js',
    );
  });

  it('gives no first view more than maxUnused bytes that it does not use', () => {
    const meta = metafile({
      trees: { a: { imports: ['x', 'y'] }, b: { imports: ['x', 'y'] }, c: { imports: ['y'] } },
      chunks: { x: { 'src/x.js': 1200 }, y: { 'src/y.js': 300 } },
    });
    // x is 1.2 KB that c does not use: a file less for a and b is worth it, but for the limit.
    const { groups } = planChunks(meta, { firstViews: ['a', 'b', 'c'] });
    const x = groups.find((group) => group.modules.includes('src/x.js'));
    expect(x?.modules).not.toContain('src/y.js');
    const loose = planChunks(meta, { firstViews: ['a', 'b', 'c'], maxUnused: 5000 });
    expect(loose.groups.find((group) => group.modules.includes('src/x.js'))?.modules).toContain(
      'src/y.js',
    );
  });

  it('keeps apart what only merges into a larger download for the views', () => {
    // Two trees that share nothing: x and y together save no view a file; in the runtime, each
    // is 1.5 KB the other tree does not use.
    const meta = metafile({
      trees: { a: { imports: ['x'] }, b: { imports: ['y'] } },
      chunks: { x: { 'src/x.js': 1500, 'src/x2.js': 1 }, y: { 'src/y.js': 1500, 'src/y2.js': 1 } },
    });
    const { groups } = planChunks(meta, { firstViews: ['a', 'b'] });
    expect(groups.find((group) => group.modules.includes('src/x.js'))?.modules).toEqual([
      'src/x.js',
      'src/x2.js',
    ]);
  });

  it('counts for a step only what is not loaded before it', () => {
    // Step s loads after tree a, which has p: p is there before s, so p and q together would save
    // s no file, and cost a the bytes of q. (Counted as downloaded by s, they would save it one.)
    const meta = metafile({
      trees: {
        a: { imports: ['p'], loads: ['s'] },
        s: { imports: ['p', 'q'] },
        b: { imports: [] },
        c: { imports: [] },
      },
      chunks: { p: { 'src/p.js': 1100 }, q: { 'src/q.js': 200 } },
    });
    const options = { firstViews: ['a', 'b', 'c'], steps: [['s']], stepWeight: 1, maxUnused: 5000 };
    const { groups } = planChunks(meta, options);
    expect(groups.find((group) => group.modules.includes('src/p.js'))?.modules).toEqual([
      'src/p.js',
    ]);
  });

  it('imports nothing into an entry it cannot wrap, and fails on a view it cannot find', () => {
    const meta = metafile({
      trees: { a: { imports: ['x', 'y'] }, b: { imports: ['x', 'y'] } },
      chunks: { x: { 'src/x.js': 300 }, y: { 'src/y.js': 300 } },
    });
    const { imports } = planChunks(meta, {
      firstViews: ['a', 'b'],
      wrapped: (entry) => entry !== 'wrap:/repo/src/b.js',
    });
    expect(importsByTree(imports).b).toBeUndefined();
    expect(() => planChunks(meta, { firstViews: ['a', 'nowhere'] })).toThrow(/nowhere/);
  });
});
