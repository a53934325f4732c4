/**
 * DEMO-ONLY: the configurator for a cinema's web admin (README "Configurator"). `/configure` is
 * the page, `/demo/configure-preview.html` (a file of demo/public, one of the demo's pages) the
 * frame its live element is shown in, their scripts are demo/configure bundled on first use (never
 * shipped), and `/custom-elements.json` is the manifest the build writes, which the page makes its
 * form from.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedBrowserBundle } from '../payments/bundleForBrowser';
import { STRICT_CSP } from './contentSecurityPolicy';
import { HttpProblem } from './HttpProblem';
import type { Reply } from './reply';
import type { Route } from './Router';

/** Where the page lives (served here and, as a file, under /demo/), and its preview frame. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

const configuratorScript = cachedBrowserBundle('../configure/configurator.ts');
const previewScript = cachedBrowserBundle('../configure/preview.ts');

const html = async (file: string, headers: Record<string, string> = {}): Promise<Reply> => ({
  status: 200,
  headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  raw: await readFile(path.join(PUBLIC_DIR, file)),
});

const script = async (bundle: () => Promise<string>): Promise<Reply> => ({
  status: 200,
  headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  raw: Buffer.from(await bundle()),
});

/** What the configurator's routes need to know. */
export interface ConfigureRoutesOptions {
  /** The build's custom-elements.json (`dist/custom-elements.json`). */
  manifestFile: string;
}

/** The configurator's routes. */
export function configureRoutes({ manifestFile }: ConfigureRoutesOptions): Route[] {
  return [
    {
      // Under the strict policy a bank's CMS would have: the page is ours, so it proves it needs
      // nothing inline. The preview frame is on this origin (`frame-src 'self'`).
      method: 'GET',
      path: '/configure',
      handler: () => html('configure.html', { 'Content-Security-Policy': STRICT_CSP }),
    },
    {
      method: 'GET',
      path: '/configure/configurator.js',
      handler: () => script(configuratorScript),
    },
    { method: 'GET', path: '/configure/preview.js', handler: () => script(previewScript) },
    {
      method: 'GET',
      path: '/custom-elements.json',
      handler: async () => {
        let raw: Buffer;
        try {
          raw = await readFile(manifestFile);
        } catch {
          throw new HttpProblem(
            404,
            'custom-elements.json is written by the build. Run `npm run build` (or `npm start`).',
          );
        }
        return { status: 200, headers: { 'Content-Type': 'application/json' }, raw };
      },
    },
  ];
}
