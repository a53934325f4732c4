/**
 * What the configurator reads from the reference server besides the manifest: the script its
 * snippet loads, the CDN entry at its versioned path with the integrity the build wrote
 * (`GET /configure/script.json`, demo/server/configureRoutes.ts).
 */

/** The script the snippet loads. */
export interface SnippetScript {
  /** e.g. `/cinema-elements/0.1.0/cinema-elements.js`. */
  src: string;
  /** `sha384-…`. */
  integrity: string;
  /** The `sha384-…` of the stylesheet beside it (`cinema-elements.css`, the reserved space). */
  stylesheetIntegrity: string;
}

/** One `integrity` value: a hash browsers check and its digest in base64. */
const INTEGRITY = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** The JSON at `path` on this server; a failure throws the server's detail. */
export async function getJson(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json();
  if (!response.ok) {
    const detail = (body as { detail?: unknown }).detail;
    throw new Error(
      typeof detail === 'string' ? detail : `The server answered ${response.status}.`,
    );
  }
  return body;
}

/** The script the snippet loads, as the server says. */
export function snippetScriptOf(body: unknown): SnippetScript {
  const { src, integrity, stylesheetIntegrity } = (body ?? {}) as Partial<Record<string, unknown>>;
  const valid = (value: unknown): value is string =>
    typeof value === 'string' && INTEGRITY.test(value);
  if (typeof src !== 'string' || !valid(integrity) || !valid(stylesheetIntegrity))
    throw new Error('/configure/script.json names no script and integrity.');
  return { src, integrity, stylesheetIntegrity };
}
