// @ts-check
/**
 * esbuild plugin for the CDN build: one shared chunk for everything the entry loads.
 *
 * With code splitting, esbuild puts each module in a chunk named by the set of entry points (the
 * real entry and every `import()` target) that reach it. A module that the CDN entry loads and
 * that two lazy chunks use lands in another file than one that the entry and one lazy chunk use,
 * so an element's first view is spread over many small files, each compressed on its own (8 files
 * and about 2.5 KB of gzip lost for the festival pass). Yet every lazy chunk of ours loads after
 * the entry has run, so those modules are in memory anyway. This plugin wraps each `import()` of
 * our own source in a module that also imports the package root, so every module the entry
 * reaches has the same set of entry points, and esbuild puts them all in one chunk.
 *
 * The root import is side-effect free (the package root defines nothing), so esbuild drops it
 * from the code ("ignored-bare-import", silenced in tsup.config.ts) while still counting it for
 * chunking. Nothing changes at run time: the wrapper re-exports the target, default included.
 * The size budgets (`npm run size`) show at once if a newer esbuild stops doing this.
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const NAMESPACE = 'after-entry';
const ENTRY_NAMESPACE = 'after-entry-main';
const SKIP = Symbol('after-entry: resolve the real module');

/**
 * The same goes for `shared` files: modules several lazy chunks use (the data layer). Each lazy
 * chunk reaches them all, so they form one chunk, loaded with the first lazy chunk that needs
 * them, rather than a small file per combination of lazy chunks. A listed file nobody uses is
 * not bundled at all.
 *
 * `page` files go one step further: the entry reaches them too, so they join the entry's chunk.
 * That is for what every element's tree needs, however small (the storage helper, persisted
 * atoms, the attribute check): loading it with the entry costs nothing extra on any real page and
 * saves each first view a file.
 *
 * `groups` do the same for a family of lazy chunks: every lazy module whose path matches a
 * group's `reach` imports the group's `files`, so what only that family shares (the member area
 * and the membership sale: the member's schemas, the date-of-birth field, ...) is one chunk, not
 * a file for each combination of them.
 *
 * @param {{ root: string, entry?: string, page?: string[], shared?: string[],
 *   sharedExcept?: RegExp, groups?: Array<{ reach: RegExp, files: string[] }>,
 *   source?: RegExp }} options `root`: absolute path of the package root
 *   module (its graph is what the entry loads); `entry`: absolute path of the build's entry, which
 *   is made to reach the `page` files; `shared`: absolute paths of the modules every lazy chunk
 *   should share; `sharedExcept`: lazy modules that should not (a small element that needs little
 *   of them); `source`: whose dynamic imports to wrap (default: files under src/)
 * @returns {import('esbuild').Plugin}
 */
export function lazyChunksAfterEntry({
  root,
  entry,
  page = [],
  shared = [],
  sharedExcept,
  groups = [],
  source = /[/\\]src[/\\]/,
}) {
  return {
    name: 'lazy-chunks-after-entry',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        // The real entry, imported by its wrapper: it defines the elements, so its side effects
        // must stay although the package as a whole is marked side-effect free.
        if (args.namespace === ENTRY_NAMESPACE && args.path === entry) {
          return { path: entry, sideEffects: true };
        }
        if (args.kind === 'entry-point' && entry && page.length > 0 && args.pluginData !== SKIP) {
          const real = await build.resolve(args.path, {
            kind: 'entry-point',
            resolveDir: args.resolveDir,
            pluginData: SKIP,
          });
          if (real.path === entry) return { path: real.path, namespace: ENTRY_NAMESPACE };
          return undefined;
        }
        if (args.kind !== 'dynamic-import' || args.pluginData === SKIP) return undefined;
        if (!source.test(args.importer)) return undefined;
        const real = await build.resolve(args.path, {
          kind: 'dynamic-import',
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: SKIP,
        });
        if (real.errors.length > 0 || real.external) return undefined;
        return { path: real.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const target = JSON.stringify(args.path);
        const code = await readFile(args.path, 'utf8');
        const reach = sharedExcept?.test(args.path) ? [root, ...page] : [root, ...page, ...shared];
        for (const group of groups) if (group.reach.test(args.path)) reach.push(...group.files);
        const lines = [
          ...reach.map((file) => `import ${JSON.stringify(file)};`),
          `export * from ${target};`,
        ];
        // A CommonJS module (braintree-web's) has no export statements; esbuild gives it a
        // default (its module.exports), which callers use, so that is re-exported too.
        const commonJs =
          /\bmodule\.exports\b|\bexports\.[\w$]+\s*=/.test(code) &&
          !/\bexport\s+(?:default|const|let|var|function|class|async|\{|\*)/.test(code);
        if (commonJs || /^\s*export\s+default\b|^\s*export\s*\{[^}]*\bdefault\b/m.test(code)) {
          lines.push(`export { default } from ${target};`);
        }
        return { contents: lines.join('\n'), resolveDir: dirname(args.path), loader: 'js' };
      });
      build.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => ({
        contents: [
          ...page.map((file) => `import ${JSON.stringify(file)};`),
          `export * from ${JSON.stringify(args.path)};`,
        ].join('\n'),
        resolveDir: dirname(args.path),
        loader: 'js',
      }));
    },
  };
}
