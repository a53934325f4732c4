/**
 * esbuild, in memory, for the payment emulator's browser code (the hosted-fields frame stand-in and
 * the E2E test page's braintree-web bundle). Built on first use by the server or the tests, never
 * shipped: nothing here is part of the product bundle.
 */
import { build } from 'esbuild';
import path from 'node:path';

/** Bundle `entry` (a path relative to this folder) into one IIFE script. */
export async function bundleForBrowser(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced no output for ${entry}`);
  return output.text;
}

/**
 * {@link bundleForBrowser} of `entry`, built on the first call and kept in memory; a failed build is
 * not kept, so the next call tries again.
 */
export function cachedBrowserBundle(entry: string): () => Promise<string> {
  let cached: Promise<string> | undefined;
  return () => {
    cached ??= bundleForBrowser(entry).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}

/** `script` made safe to inline in a `<script>` element. */
export function inlineScript(script: string): string {
  return script.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}
