/**
 * Static files for the demo: the page and its assets from demo/public, the element bundle from
 * dist/cdn (at two paths, for any origin: cdnMounts.ts). Paths are confined to their folder (no `..`, no dotfiles, no symlinks out), and every
 * answer is `no-store` so a rebuilt bundle shows up on reload. Text is sent gzip- or
 * brotli-compressed when the browser accepts it, as any CDN would serve the bundle.
 */
import { realpath, readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { policyForQuery } from './contentSecurityPolicy';
import { HttpProblem } from './HttpProblem';

/** A URL prefix served from a folder. */
export interface StaticMount {
  /** e.g. `/demo/`; must end with `/`. */
  prefix: string;
  dir: string;
  /** Detail for a 404 under this mount, e.g. how to create the missing files. */
  notFoundDetail?: string;
  /**
   * Answer every origin, without credentials (`Access-Control-Allow-Origin: *`), as a CDN does for
   * the element bundle (cdnMounts.ts).
   */
  anyOrigin?: boolean;
}

/** Content types by extension; JavaScript as `text/javascript` (RFC 9239). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Whether a type is text that compresses (scripts, styles, pages, JSON, SVG). */
const compressible = (type: string) => /^(text\/|application\/json|image\/svg)/.test(type);

/** The encoding to answer with, from the request's `Accept-Encoding` (brotli first). */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

/** Compressed files, by path, version and encoding: each is compressed once, at the best level. */
const compressed = new Map<string, Buffer>();

function compress(content: Buffer, encoding: 'br' | 'gzip', key: string): Buffer {
  const cacheKey = `${encoding} ${key}`;
  let body = compressed.get(cacheKey);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(content, { level: 9 });
    if (compressed.size > 500) compressed.clear();
    compressed.set(cacheKey, body);
  }
  return body;
}

/** The file `rest` names inside `dir`, or undefined when it would leave `dir` or is hidden. */
async function resolveInside(dir: string, rest: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  const root = path.resolve(dir);
  let file = path.resolve(root, ...segments);
  try {
    if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    const relative = path.relative(realRoot, realFile);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
    return (await stat(realFile)).isFile() ? realFile : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serve `pathname` from the first mount whose prefix it starts with. Returns false when no mount
 * covers it; a missing file under a mount is a thrown 404 problem.
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  mounts: readonly StaticMount[],
): Promise<boolean> {
  const mount = mounts.find((candidate) => pathname.startsWith(candidate.prefix));
  if (!mount) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new HttpProblem(405, `${req.method ?? 'This method'} is not allowed here.`, {
      Allow: 'GET, HEAD',
    });
  }
  const file = await resolveInside(mount.dir, pathname.slice(mount.prefix.length));
  if (!file)
    throw new HttpProblem(404, mount.notFoundDetail ?? `Nothing is served at ${pathname}.`);
  const [content, info] = await Promise.all([readFile(file), stat(file)]);
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const query = (req.url ?? '').split('?')[1] ?? '';
  const policy = type.startsWith('text/html') ? policyForQuery(query) : undefined;
  const encoding = compressible(type) ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  const body = encoding
    ? compress(content, encoding, `${file} ${info.mtimeMs} ${info.size}`)
    : content;
  if (mount.anyOrigin) {
    // In place of the API's CORS for a listed partner (applyCors.ts): files need no credentials.
    res.removeHeader('Access-Control-Allow-Credentials');
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...(compressible(type) ? { Vary: 'Accept-Encoding' } : {}),
    ...(policy ? { 'Content-Security-Policy': policy } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
