/**
 * The demo's sign-in cookie. It stands in for a cinema's real member session: HttpOnly so page
 * scripts cannot read it. A server with partner origins on its CORS allow-list (product-rules
 * §2.3 `api-base`) sets it `SameSite=None; Secure`: a partner page is usually another site, and a
 * browser sends a Lax cookie on a cross-site fetch never, and a `SameSite=None` one only when it
 * is also `Secure` (kept from https pages, and in Chromium from http://localhost and
 * http://127.0.0.1). Without partners it stays `SameSite=Lax`, so other sites cannot ride on it.
 */
import type { IncomingMessage } from 'node:http';

/** Name of the demo sign-in cookie. */
export const SESSION_COOKIE = 'cinema_demo_session';

/** Cookies of a request, by name (first one wins, as browsers send the most specific first). */
export function parseCookies(req: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || name in cookies) continue;
    const value = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** The cookie's `SameSite` and `Secure` attributes: cross-site for a server with partner origins. */
function sameSite(crossSite: boolean): string {
  return crossSite ? 'SameSite=None; Secure' : 'SameSite=Lax';
}

/**
 * `Set-Cookie` value that signs a browser in with session `id`; `crossSite` when partner pages on
 * other sites must send it (see above).
 */
export function sessionCookie(id: string, crossSite = false): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(id)}; HttpOnly; ${sameSite(crossSite)}; Path=/`;
}

/** `Set-Cookie` value that removes the sign-in cookie (same attributes as the one it replaces). */
export function clearedSessionCookie(crossSite = false): string {
  return `${SESSION_COOKIE}=; HttpOnly; ${sameSite(crossSite)}; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
