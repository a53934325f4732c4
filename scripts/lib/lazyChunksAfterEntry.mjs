// @ts-check
/**
 * esbuild plugin for the CDN build: one shared chunk for everything the entry loads, and shared
 * chunks for the lazy chunks planned from the module graph (scripts/lib/chunkPlan.mjs).
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
 *
 * With `plan`, the build first runs once without writing, reads its module graph, and plans which
 * of the modules several lazy chunks share load together (chunkPlan.mjs); each wrapper then also
 * imports the planned modules of its chunk, the same way.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { planChunks } from './chunkPlan.mjs';

const NAMESPACE = 'after-entry';
const SKIP = Symbol('after-entry: resolve the real module');
const NAME = 'lazy-chunks-after-entry';

/**
 * @param {{ root: string, source?: RegExp,
 *   plan?: Omit<import('./chunkPlan.mjs').PlanOptions, 'own' | 'wrapped'> }} options
 *   `root`: absolute path of the package root module (its graph is what the entry loads);
 *   `source`: whose dynamic imports to wrap (default: files under src/); `plan`: the views the
 *   loader asks for (chunk names), which the shared chunks are planned for (chunkPlan.mjs).
 * @returns {import('esbuild').Plugin}
 */
export function lazyChunksAfterEntry({ root, source = /[/\\]src[/\\]/, plan }) {
  /** Absolute path of each wrapped `import()` target → absolute paths its wrapper imports too. */
  let planned = new Map();
  return {
    name: NAME,
    setup(build) {
      if (plan) {
        build.onStart(async () => {
          const cwd = build.initialOptions.absWorkingDir ?? process.cwd();
          const plugins = (build.initialOptions.plugins ?? []).map((plugin) =>
            plugin.name === NAME ? lazyChunksAfterEntry({ root, source }) : plugin,
          );
          const { metafile } = await build.esbuild.build({
            ...build.initialOptions,
            plugins,
            write: false,
            metafile: true,
            sourcemap: false,
            logLevel: 'silent',
          });
          const absolute = (/** @type {string} */ path) =>
            resolve(cwd, path.replace(new RegExp(`^${NAMESPACE}:`), ''));
          const { imports } = planChunks(metafile, {
            ...plan,
            own: (path) => !path.includes(':') && source.test(absolute(path)),
            wrapped: (entry) => entry.startsWith(`${NAMESPACE}:`),
          });
          planned = new Map(
            [...imports].map(([entry, modules]) => [absolute(entry), modules.map(absolute)]),
          );
        });
      }
      build.onResolve({ filter: /.*/ }, async (args) => {
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
        const reach = [root, ...(planned.get(args.path) ?? [])];
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
    },
  };
}
