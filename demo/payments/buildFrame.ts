/**
 * The hosted-fields frame stand-in as one HTML page (script inlined), built from ./frame with
 * esbuild on first use and cached in memory. The npm package of braintree-web does not ship the
 * frame page, so the reference server (offline) and Playwright routes (intercept) serve this one at
 * `.../web/3.102.0/html/hosted-fields-frame.min.html`.
 */
import { bundleForBrowser, inlineScript } from './bundleForBrowser';

let cached: Promise<string> | undefined;

/** The frame page's HTML. A failed build is not cached, so the next request tries again. */
export function buildFrame(): Promise<string> {
  cached ??= bundleForBrowser('./frame/main.ts').then(
    (script) =>
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width,initial-scale=1">' +
      '<title>Secure card field</title></head><body>' +
      `<script>${inlineScript(script)}</script></body></html>`,
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}
