/**
 * Build the bare baseline of one element with esbuild into the bench's staging folder
 * (`.bench/cdn/bench-baseline/<name>/`, gitignored): `entry.js` (React 19 + r2wc + the tag) and
 * the lazily imported `bareTree` chunk with the first view captured in this run, nothing else;
 * for the festival pass also `barePayment.js` (braintree-web), loaded when Next is pressed. Its page is the element's own test page with only the module
 * script swapped, so both sides load from the same host page.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import type { BenchElement } from './benchElements';
import type { FirstView } from './captureFirstView';
import type { PaymentPlan } from './baseline/paymentPlan';

/** kebab-case attribute → the camelCase prop r2wc maps it from. */
const propName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Build `element`'s baseline; returns its page path (with the test page's query). */
export async function buildBaseline(
  root: string,
  stageCdn: string,
  element: BenchElement,
  view: FirstView,
  payment: PaymentPlan | null,
): Promise<string> {
  const outdir = join(stageCdn, 'bench-baseline', element.name);
  rmSync(outdir, { recursive: true, force: true });
  const common = {
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    outdir,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  } as const;
  // Separate builds, so no helper chunk is shared: the entry imports the others by URL. The view
  // read in this run is a virtual module that only the lazy tree imports.
  const benchView: Plugin = {
    name: 'bench-view',
    setup(plugin) {
      plugin.onResolve({ filter: /^bench:view$/ }, () => ({ path: 'view', namespace: 'bench' }));
      plugin.onLoad({ filter: /.*/, namespace: 'bench' }, () => ({
        contents: JSON.stringify({ blueprint: view.blueprint, payment }),
        loader: 'json',
      }));
    },
  };
  await build({
    ...common,
    entryPoints: { entry: join(root, 'scripts/bench/baseline/bareElement.ts') },
    define: {
      ...common.define,
      __BENCH_TAG__: JSON.stringify(element.tag),
      __BENCH_PROPS__: JSON.stringify(Object.keys(view.hostAttributes).map(propName).join(' ')),
    },
  });
  await build({
    ...common,
    entryPoints: { bareTree: join(root, 'scripts/bench/baseline/bareTree.ts') },
    plugins: [benchView],
  });
  if (payment) {
    await build({
      ...common,
      entryPoints: { barePayment: join(root, 'scripts/bench/baseline/barePayment.ts') },
    });
  }
  const files = readdirSync(outdir).filter((file) => file.endsWith('.js'));
  const expected = payment ? 3 : 2;
  if (files.length !== expected) {
    throw new Error(
      `${element.name} baseline: expected ${expected} files, built ${files.join(', ')}`,
    );
  }
  const [path = '', query = ''] = element.page.split('?');
  const html = readFileSync(join(root, 'demo/public', path.replace(/^\/demo\//, '')), 'utf8');
  const swapped = html.replace(
    /src="\/cdn\/cinema-elements\.js"/,
    `src="/cdn/bench-baseline/${element.name}/entry.js"`,
  );
  if (swapped === html) throw new Error(`${path}: no /cdn/cinema-elements.js module script`);
  writeFileSync(join(outdir, basename(path)), swapped);
  return `/cdn/bench-baseline/${element.name}/${basename(path)}${query ? `?${query}` : ''}`;
}
