/**
 * Two builds from one source tree (product-rules §2.1):
 * - npm: `dist/index.js` (`defineAll()`) and one side-effect module per element, every dependency
 *   left external so the host app's bundler dedupes React and friends;
 * - CDN: `dist/cdn/cinema-elements.js`, one self-contained ES module that defines every element,
 *   with lazy `import()`s split into `dist/cdn/chunks/` (content-hashed names) and loaded by
 *   relative URL, and `dist/cdn/sri.json`, the entry's integrity. The folder is published as it is
 *   under `…/cinema-elements/<version>/` (README "Embedding").
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { defineConfig } from 'tsup';
import type { Options } from 'tsup';
import pkg from './package.json' with { type: 'json' };
import { elementEntries, elementTrees } from './scripts/lib/elementRegistry.mjs';
import { lazyChunksAfterEntry } from './scripts/lib/lazyChunksAfterEntry.mjs';
import { loaderCopies } from './scripts/lib/loaderCopies.mjs';
import { minifyCssModules } from './scripts/lib/minifyCssModules.mjs';
import { addCompileHints, hintedChunks, runtimeChunks } from './scripts/lib/compileHints.mjs';
import { addModulePreloads } from './scripts/lib/modulePreloads.mjs';
import { writeSri } from './scripts/lib/subresourceIntegrity.mjs';
import { checkoutStep, PAYMENT_STEP } from './src/dom/chunkSteps';
import { SIGNED_OUT_STEP } from './src/dom/elementChunks';
import { elementDefines, reservedSpaceCss } from './src/elements/elementDefines';
import { DESCRIPTORS } from './src/elements/descriptors';

/**
 * The version is baked in at build time so `VERSION` needs no runtime package.json read; so are the
 * tables the loader and the admin's lines need of the elements' descriptors.
 */
const define = {
  __CINEMA_VERSION__: JSON.stringify(pkg.version),
  ...elementDefines(),
  // The npm package reserves the elements' space when it defines one; in the CDN build the loader
  // has done so before the runtime arrives, so the runtime carries no second copy
  // (src/elements/define.ts).
  __CINEMA_DEFINE_RESERVES__: 'true',
};

/**
 * tsup's rollup tree-shaking pass leaves rollup's sourceMappingURL comment in the code and then
 * appends its own, so npm files end with two (sometimes glued onto one line). Keep exactly one.
 */
async function oneSourceMapComment(dir = 'dist'): Promise<void> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    // dist/cdn belongs to the other build, which may still be writing it.
    if (entry.isDirectory() && file !== join('dist', 'cdn')) await oneSourceMapComment(file);
    if (!entry.isFile() || !file.endsWith('.js') || !existsSync(`${file}.map`)) continue;
    const code = readFileSync(file, 'utf8');
    const bare = code.replace(/(?:\n?\/\/# sourceMappingURL=[^\s/]+)+\s*$/, '');
    const fixed = `${bare}\n//# sourceMappingURL=${basename(file)}.map\n`;
    if (fixed !== code) writeFileSync(file, fixed);
  }
}

const npmBuild: Options = {
  name: 'npm',
  // `src/elements/<name>/index.ts` → `elements/<name>/index`, matching package.json exports.
  entry: { index: 'src/index.ts', ...elementEntries('.') },
  outDir: 'dist',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  // The CDN build writes dist/cdn at the same time; only clean what this build owns.
  clean: ['!cdn/**'],
  external: [...Object.keys(pkg.dependencies), /^@r2wc\//],
  removeNodeProtocol: false,
  define,
  onSuccess: () => oneSourceMapComment(),
};

/**
 * Each element's lazy tree, by tag: the chunk name its `import()` gets (modulepreload hints), from
 * the folders: `src/elements/shop-cart/` → `'cinema-shop-cart': 'ShopCart'`, the chunk of
 * `src/react/shop-cart/ShopCart.tsx` (scripts/check-registry.mjs holds each element to that).
 */
const ELEMENT_TREES = elementTrees('.');

/**
 * The lazy chunks of the steps after a details form (src/dom/chunkSteps.ts): a product's order
 * calls with the checkout's atoms and ky, which sends them (src/api/kyClient.ts), then the payment
 * page with its calls, the provider and braintree-web's client and card fields.
 */
const checkoutStepChunks = (orderCalls: string) => [orderCalls, 'checkoutAtoms', 'kyClient'];
const PAYMENT_STEP_CHUNKS = [
  'paymentStepCode',
  'checkoutFlow',
  'createBraintreeProvider',
  'client',
  'hosted-fields',
];

/** What the CDN entry's table names: each tag's tree, and the steps. */
const PRELOAD_TABLE: Record<string, string | string[]> = { ...ELEMENT_TREES };
PRELOAD_TABLE[checkoutStep('festival-pass')] = checkoutStepChunks('submitFestivalPass');
PRELOAD_TABLE[checkoutStep('shop')] = checkoutStepChunks('shopCartFlow');
PRELOAD_TABLE[checkoutStep('membership')] = checkoutStepChunks('submitMembership');
PRELOAD_TABLE[PAYMENT_STEP] = PAYMENT_STEP_CHUNKS;
/** The steps a buyer's start on a form fetches ahead: compiled whole as they arrive. */
const ORDER_STEPS = [
  ...(['festival-pass', 'shop', 'membership'] as const).map(checkoutStep),
  PAYMENT_STEP,
];
// The member area's sign-in form, when the loader's `GET member` says nobody is signed in.
PRELOAD_TABLE[SIGNED_OUT_STEP] = 'SignedOut';

/**
 * The views the shared chunks are planned for (scripts/lib/chunkPlan.mjs): each element's first
 * view (its tree, with the element runtime) and each step the loader fetches in one go.
 */
const CHUNK_PLAN = {
  firstViews: Object.values(ELEMENT_TREES),
  steps: Object.entries(PRELOAD_TABLE)
    .filter(([key]) => !(key in ELEMENT_TREES))
    .map(([, chunks]) => [chunks].flat()),
};

const cdnBuild: Options = {
  name: 'cdn',
  entry: { 'cinema-elements': 'src/cdn.ts' },
  outDir: 'dist/cdn',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: false,
  splitting: true,
  minify: true,
  // External .map files only: the bundle itself stays small and the maps load on demand.
  sourcemap: true,
  clean: true,
  // tsup externalises dependencies by default; a CDN page has no bundler, so bundle everything.
  noExternal: [/.*/],
  removeNodeProtocol: false,
  env: { NODE_ENV: 'production' },
  define: { ...define, __CINEMA_DEFINE_RESERVES__: 'false' },
  // Every lazy chunk also reaches the package root, so what the entry loads is one chunk, not
  // many small ones; and what lazy chunks share is grouped for the views that download it, from
  // the module graph (scripts/lib/lazyChunksAfterEntry.mjs, scripts/lib/chunkPlan.mjs;
  // docs/bench.md measured it).
  esbuildPlugins: [
    minifyCssModules(),
    // Everything the loader imports is its own copy (the address rule it applies before its first
    // request exactly as the runtime does), so it shares no chunk with the runtime.
    loaderCopies({ entry: resolve('src/cdn.ts') }),
    lazyChunksAfterEntry({ root: resolve('src/index.ts'), plan: CHUNK_PLAN }),
  ],
  // The entry preloads the trees of the elements on the page, and the payment step's chunks when a
  // buyer starts on a form that leads there (scripts/lib/modulePreloads.mjs); those steps' chunks
  // and the element runtime every first view loads are compiled whole as they arrive
  // (scripts/lib/compileHints.mjs). Last, once the entry's bytes are final, `sri.json` gets its
  // integrity (scripts/lib/subresourceIntegrity.mjs).
  onSuccess: async () => {
    const preloads = await addModulePreloads('dist/cdn', 'cinema-elements.js', PRELOAD_TABLE);
    addCompileHints('dist/cdn', [
      ...runtimeChunks(preloads),
      ...hintedChunks(preloads, (step) => ORDER_STEPS.includes(step)),
    ]);
    // The reserved space as a stylesheet a page may link, so it holds from the first paint
    // (src/dom/reserveSpace.ts; README "Embedding").
    writeFileSync('dist/cdn/cinema-elements.css', `${reservedSpaceCss(DESCRIPTORS)}\n`);
    writeSri('dist/cdn');
  },
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'linked';
    // That root import is side-effect free on purpose; esbuild drops it from the code.
    options.logOverride = { ...options.logOverride, 'ignored-bare-import': 'silent' };
  },
};

export default defineConfig([npmBuild, cdnBuild]);
