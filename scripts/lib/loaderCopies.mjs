// @ts-check
/**
 * esbuild plugin for the CDN build: the loader's own copy of a small module the runtime uses too.
 *
 * With code splitting, a module that both the entry (the loader) and a lazy chunk import goes to
 * a chunk of its own, which the entry then imports before it runs: one more round trip before any
 * element shows, on every page with the script tag. The loader therefore shares no module with the
 * runtime (DEVELOPERS.md, "Builds"). Yet a few rules must be the same on both sides: the address
 * rule, which the loader applies before its first request exactly as the element does after
 * (docs/product-rules.md §2.8). A module listed in `files` and imported from one of the loader's
 * modules (`loader`) is bundled a second time, as a module of its own that only the loader
 * reaches; the runtime keeps the original. One source, so the two copies cannot disagree.
 *
 * A copied module must import nothing (its imports would be shared again, and chunked): the
 * build fails if it does; `import type` is fine, esbuild erases it.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

const NAMESPACE = 'loader-copy';
const SKIP = Symbol('loader-copy: resolve the real module');

/**
 * @param {{ loader: RegExp, files: string[] }} options `loader`: the paths of the loader's own
 *   modules; `files`: absolute paths of the modules they get a copy of.
 * @returns {import('esbuild').Plugin}
 */
export function loaderCopies({ loader, files }) {
  const copied = new Set(files.map((file) => resolve(file)));
  return {
    name: 'loader-copies',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === SKIP || args.kind !== 'import-statement') return undefined;
        if (args.namespace !== 'file' || !loader.test(args.importer)) return undefined;
        const real = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: SKIP,
        });
        if (real.errors.length > 0 || !copied.has(real.path)) return undefined;
        return { path: real.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const contents = await readFile(args.path, 'utf8');
        if (/^\s*import\s+(?!type\s)|^\s*export\s[^;]*?\sfrom\s/m.test(contents)) {
          return {
            errors: [
              {
                text: `${args.path} is copied into the loader, so it must import nothing (import type is fine)`,
              },
            ],
          };
        }
        return {
          contents,
          loader: args.path.endsWith('.ts') ? 'ts' : 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}
