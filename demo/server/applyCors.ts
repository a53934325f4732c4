/**
 * CORS for partner pages on other origins (product-rules §2.3 `api-base`). Only origins on the
 * allow-list get CORS headers, with credentials so the member cookie rides along; any other origin
 * gets none and the browser blocks it. Same-origin requests need no CORS at all.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Methods a preflight may ask for. */
export const CORS_METHODS = 'GET, POST, PUT, DELETE';
/** Request headers a preflight may ask for. */
export const CORS_HEADERS = 'content-type, accept';
/** How long browsers may cache a preflight answer, in seconds. */
export const CORS_MAX_AGE = '600';

/** `origins` reduced to their canonical `scheme://host[:port]` form; entries that are not URLs are dropped. */
export function normalizeOrigins(origins: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const origin of origins) {
    try {
      const url = new URL(origin.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') set.add(url.origin);
    } catch {
      // Not a URL: it can never equal a browser's Origin header, so leaving it out changes nothing.
    }
  }
  return set;
}

/**
 * Add CORS headers for an allowed `Origin`. Returns true when the request was a preflight and has
 * been answered (204), false when the caller should go on handling it.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: ReadonlySet<string>,
): boolean {
  const origin = req.headers.origin;
  // Answers differ by Origin, so shared caches must key on it even when this one gets no CORS headers.
  res.setHeader('Vary', 'Origin');
  const isAllowed = origin !== undefined && allowed.has(origin);
  if (isAllowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  const isPreflight =
    req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
  if (!isPreflight) return false;
  if (isAllowed) {
    res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
    res.setHeader('Access-Control-Allow-Headers', CORS_HEADERS);
    res.setHeader('Access-Control-Max-Age', CORS_MAX_AGE);
  }
  res.writeHead(204);
  res.end();
  return true;
}
