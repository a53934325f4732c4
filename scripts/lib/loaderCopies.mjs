// @ts-check
/**
 * esbuild plugin for the CDN build: the loader's own copy of every module it imports.
 *
 * With code splitting, a module that both the entry (the loader) and a lazy chunk import goes to
 * a chunk of its own, which the entry then imports before it runs: one more round trip before any
 * element shows, on every page with the script tag. The loader therefore shares no module with the
 * runtime (DEVELOPERS.md, "Builds"). Yet a few rules must be the same on both sides: the address
 * rule, which the loader applies before its first request exactly as the element does after
 * (docs/product-rules.md §2.8). So every module the loader's entry imports, directly or through
 * another, is bundled as the loader's own copy, a module that only the loader reaches; the runtime
 * keeps the original. One source, so the two copies cannot disagree, and no list to keep: what the
 * loader imports is the loader's. (`import()` is not followed: what it loads is the runtime.)
 */
import { readFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';

const NAMESPACE = 'loader-copy';
const SKIP = Symbol('loader-copy: resolve the real module');

/** esbuild's loader for a copied file, by its extension. */
const LOADERS = /** @type {const} */ ({
  '.ts': 'ts',
  '.mts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.json': 'json',
});

/**
 * @param {{ entry: string }} options `entry`: path of the loader's entry module.
 * @returns {import('esbuild').Plugin}
 */
export function loaderCopies({ entry }) {
  const loaderEntry = resolve(entry);
  return {
    name: 'loader-copies',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === SKIP || args.kind !== 'import-statement') return undefined;
        const fromLoader =
          args.namespace === NAMESPACE ||
          (args.namespace === 'file' && args.importer === loaderEntry);
        if (!fromLoader) return undefined;
        const real = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: SKIP,
        });
        if (real.errors.length > 0 || real.external || real.namespace !== 'file') return undefined;
        return { path: real.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const loader = LOADERS[/** @type {keyof typeof LOADERS} */ (extname(args.path))];
        if (!loader) {
          return { errors: [{ text: `${args.path}: the loader cannot copy this kind of file` }] };
        }
        return {
          contents: await readFile(args.path, 'utf8'),
          loader,
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}
