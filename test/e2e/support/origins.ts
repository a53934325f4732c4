/**
 * Where the E2E reference servers listen. Each Playwright worker gets its own server process (one
 * per parallel slot), so resetting state before a test never pulls a cart out from under a test
 * running in the other worker. Each server has two origins: pages on `crossOrigin` call the API on
 * `baseURL` cross-origin, as a partner festival site would (product-rules §2.3 `api-base`); and its
 * CORS list also allows `sameSiteOrigin`, for a partner page on the cinema's own site.
 */

/** Parallel workers, and therefore reference servers. */
export const E2E_WORKERS = 2;

/** First server's port; slot n listens on E2E_PORT + n. Fixed so CORS_ORIGINS can name it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);

/** How far above a slot's port its same-site partner origin listens (see {@link serverOrigins}). */
export const SAME_SITE_PORT_OFFSET = 50;

/** The origins of the server for one parallel slot (Playwright's `parallelIndex`). */
export function serverOrigins(slot: number): {
  baseURL: string;
  crossOrigin: string;
  sameSiteOrigin: string;
} {
  const port = E2E_PORT + slot;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    crossOrigin: `http://localhost:${port}`,
    // A partner on the cinema's own site (another port of 127.0.0.1: same site, other origin),
    // also on the CORS allow-list. Nothing listens there until a test starts a server on it.
    sameSiteOrigin: `http://127.0.0.1:${port + SAME_SITE_PORT_OFFSET}`,
  };
}
