/**
 * Builds the E2E host apps (test/hosts/react, test/hosts/vue) with esbuild's JS API into
 * dist/hosts, which the reference server serves at /hosts/. Run once per Playwright run by
 * test/e2e/support/globalSetup.ts, after the web servers have made sure dist/ is built.
 *
 * - React 19 app: imports the elements the npm way, `cinema-elements/festival-pass` and
 *   `cinema-elements/shop-cart`, which resolve through package.json "exports" to the built dist/
 *   (the package refers to itself by name). React comes from the app's node_modules and the
 *   elements' own `import 'react'` resolves to the same files, so the bundle holds one React; the
 *   build fails if it ever holds two.
 * - Vue 3 app: Vue's full build (in-browser template compiler, `vue/dist/vue.esm-bundler.js`), so
 *   `app.config.compilerOptions.isCustomElement` is what tells Vue the tags are not components.
 *   It loads the elements from the CDN bundle (`/cdn/cinema-elements.js`, left external): a Vue
 *   shop has no React of its own, and the CDN bundle carries its own.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { BuildOptions, Metafile } from 'esbuild';

/** The repository root. */
const ROOT = resolve(import.meta.dirname, '../..');
/** Where the apps are written; served at /hosts/ by demo/server/server.ts. */
export const HOSTS_OUT_DIR = join(ROOT, 'dist/hosts');

const common: BuildOptions = {
  bundle: true,
  format: 'esm',
  splitting: true,
  platform: 'browser',
  target: 'es2022',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
  // The npm build's entries import shared chunks for their order only (`import '../../chunk-….js'`),
  // and package.json "sideEffects" marks those chunks pure, so esbuild drops the bare imports (the
  // chunks still load through the named imports that use them) and warns once per import.
  logOverride: { 'ignored-bare-import': 'silent' },
  absWorkingDir: ROOT,
};

/** Package names that must each appear once in a bundle (their main module's path). */
const SINGLE_COPY = [
  /node_modules\/react\/cjs\/react\.[a-z]+\.js$/,
  /node_modules\/react-dom\/cjs\/react-dom-client\.[a-z]+\.js$/,
];

/** Throws when the bundle includes a package more than once (e.g. two Reacts). */
export function assertSingleCopies(metafile: Metafile, patterns = SINGLE_COPY): void {
  const inputs = Object.keys(metafile.inputs);
  for (const pattern of patterns) {
    const copies = inputs.filter((input) => pattern.test(input));
    if (copies.length !== 1) {
      throw new Error(
        `host app bundle: expected one copy of ${pattern.source}, found ${copies.length}: ${copies.join(', ')}`,
      );
    }
  }
}

async function buildApp(name: 'react' | 'vue', options: BuildOptions): Promise<Metafile> {
  const source = join(ROOT, 'test/hosts', name);
  const out = join(HOSTS_OUT_DIR, name);
  const result = await build({
    ...common,
    ...options,
    entryPoints: [join(source, name === 'react' ? 'main.tsx' : 'main.ts')],
    outdir: out,
    entryNames: 'main',
  });
  await copyFile(join(source, 'index.html'), join(out, 'index.html'));
  return result.metafile as Metafile;
}

/** Build both apps from scratch into {@link HOSTS_OUT_DIR}. */
export async function buildHostApps(): Promise<void> {
  await rm(HOSTS_OUT_DIR, { recursive: true, force: true });
  await mkdir(HOSTS_OUT_DIR, { recursive: true });
  const [react] = await Promise.all([
    buildApp('react', {
      jsx: 'automatic',
      // One file: the elements' lazy trees would otherwise be dozens of small chunks, each a
      // request that a busy two-core CI runner answers slowly. The Vue app keeps the CDN
      // bundle's own chunks, so lazy loading is still exercised there.
      splitting: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      minify: true,
    }),
    buildApp('vue', {
      alias: { vue: 'vue/dist/vue.esm-bundler.js' },
      // The CDN bundle is loaded from the server as it is, with its own chunks.
      external: ['/cdn/*'],
      define: {
        // Vue's development build: it warns ("Failed to resolve component") when a custom
        // element is mistaken for a component, which the E2E test treats as a failure.
        'process.env.NODE_ENV': '"development"',
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
    }),
  ]);
  assertSingleCopies(react);
}
