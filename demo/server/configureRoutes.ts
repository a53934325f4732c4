/**
 * DEMO-ONLY: the configurator for a cinema's web admin (README "Configurator"). `/configure` is
 * the page, `/demo/configure-preview.html` (a file of demo/public, one of the demo's pages) the
 * frame its live element is shown in, their scripts are demo/configure bundled on first use (never
 * shipped), `/custom-elements.json` is the manifest the build writes, which the page makes its
 * form from, and `/configure/script.json` the script its snippet loads: the entry at the versioned
 * path with the integrity the build wrote beside it (`sri.json`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedBrowserBundle } from '../payments/bundleForBrowser';
import { CDN_ENTRY, CDN_STYLESHEET, VERSIONED_CDN_PREFIX } from './cdnMounts';
import { STRICT_CSP } from './contentSecurityPolicy';
import { HttpProblem } from './HttpProblem';
import { json } from './reply';
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
  /** The CDN build (`dist/cdn`), whose `sri.json` names the entry's integrity. */
  cdnDir: string;
}

/** The script the configurator's snippet loads (`GET /configure/script.json`). */
export interface SnippetScript {
  /** The entry at the versioned path, e.g. `/cinema-elements/0.1.0/cinema-elements.js`. */
  src: string;
  /** Its `integrity`, `sha384-…`. */
  integrity: string;
  /** The `integrity` of the stylesheet beside it (`cinema-elements.css`, the reserved space). */
  stylesheetIntegrity: string;
}

/** The entry's integrity as the build wrote it, read on every call so a rebuild shows at once. */
async function snippetScript(cdnDir: string): Promise<SnippetScript> {
  let sri: unknown;
  try {
    sri = JSON.parse(await readFile(path.join(cdnDir, 'sri.json'), 'utf8'));
  } catch {
    sri = undefined;
  }
  const integrity = (sri as Record<string, unknown> | undefined)?.[CDN_ENTRY];
  const stylesheetIntegrity = (sri as Record<string, unknown> | undefined)?.[CDN_STYLESHEET];
  if (typeof integrity !== 'string' || typeof stylesheetIntegrity !== 'string') {
    throw new HttpProblem(
      404,
      `dist/cdn/sri.json, with the integrity of ${CDN_ENTRY} and ${CDN_STYLESHEET}, is written by the build. Run \`npm run build\` (or \`npm start\`).`,
    );
  }
  return { src: `${VERSIONED_CDN_PREFIX}${CDN_ENTRY}`, integrity, stylesheetIntegrity };
}

/** The configurator's routes. */
export function configureRoutes({ manifestFile, cdnDir }: ConfigureRoutesOptions): Route[] {
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
      path: '/configure/script.json',
      handler: async () => json(await snippetScript(cdnDir)),
    },
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
