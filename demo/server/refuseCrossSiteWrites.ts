/**
 * The API refuses cross-site writes (docs/api/openapi.yaml, "Cross-site writes"). Partner sites
 * need the member's cookie to be `SameSite=None`, so the browser sends it with any page's form
 * post too; these two rules are what keeps another site from writing with it:
 *
 * - `415` to a state-changing call whose `Content-Type` is not `application/json`. A page on
 *   another origin can send JSON only after a CORS preflight, which only an allowed partner
 *   passes; a form, `sendBeacon` or a no-cors `fetch` can send only `text/plain`, form data or
 *   nothing. A `DELETE` with no body needs no type: its method alone needs a preflight.
 * - `403` to one whose `Origin` is present and neither this site's own nor an allowed partner's
 *   (the CORS allow-list), whatever it sent.
 */
import type { IncomingMessage } from 'node:http';
import { HttpProblem } from './HttpProblem';

/** The methods that change something; GET, HEAD and OPTIONS never do. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

/** The one media type a write may carry (parameters such as `charset` aside). */
const JSON_TYPE = 'application/json';

/** Whether the request carries a body: a length above 0, or a chunked one. */
function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return !Number.isFinite(length) || length > 0;
}

/** `scheme://host[:port]` of an Origin header, or undefined for `null` and anything malformed. */
function canonicalOrigin(origin: string): string | undefined {
  try {
    const { origin: canonical } = new URL(origin);
    return canonical === 'null' ? undefined : canonical;
  } catch {
    return undefined;
  }
}

/**
 * Throw the problem a state-changing call from another site gets: `403` for a foreign `Origin`,
 * then `415` for a body that is not JSON. `ownOrigin` is this site's origin as the client reached
 * it; `allowed` the CORS allow-list. Reads (GET, HEAD, OPTIONS) always pass.
 */
export function refuseCrossSiteWrite(
  req: IncomingMessage,
  ownOrigin: string,
  allowed: ReadonlySet<string>,
): void {
  const method = req.method ?? 'GET';
  if (!STATE_CHANGING_METHODS.has(method)) return;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const canonical = canonicalOrigin(origin);
    const known =
      canonical !== undefined &&
      (canonical === canonicalOrigin(ownOrigin) || allowed.has(canonical));
    if (!known) {
      throw new HttpProblem(
        403,
        `This site does not accept changes from pages on ${origin}. Only the cinema's own site and its partners may make them.`,
      );
    }
  }
  const type = req.headers['content-type'];
  const mediaType = type?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === JSON_TYPE) return;
  if (type === undefined && method === 'DELETE' && !hasBody(req)) return;
  throw new HttpProblem(
    415,
    `${method} requests must send Content-Type: ${JSON_TYPE}${type === undefined ? '' : `, not ${type}`}.`,
  );
}
