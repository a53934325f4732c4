/**
 * The demo's sign-in cookie. It stands in for a cinema's real member session: HttpOnly so page
 * scripts cannot read it, SameSite=Lax so other sites cannot ride on it.
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

/** `Set-Cookie` value that signs a browser in with session `id`. */
export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(id)}; HttpOnly; SameSite=Lax; Path=/`;
}

/** `Set-Cookie` value that removes the sign-in cookie. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
