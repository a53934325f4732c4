/**
 * CLI for the demo server: `npx tsx demo/server/main.ts`. Reads PORT (default 4173), HOST,
 * CORS_ORIGINS (comma-separated), CART_LIFETIME_SECONDS (5–3600, default 900), THREE_D_SECURE
 * (`on` or `off`, default `on`: the demo merchant verifies cards with 3D Secure, product-rules
 * §7.9; the E2E servers turn it off and each 3D Secure test turns it on) and TLS (`on` or `off`,
 * default `on`: HTTP/2 over TLS with a certificate made at start, as a CDN serves the bundle,
 * docs/bench.md; the E2E servers turn it off) from the environment, prints one line with the URL,
 * and shuts down cleanly on SIGINT or SIGTERM.
 */
import { selfSignedCertificate } from './selfSignedCertificate';
import { DEFAULT_PORT, startServer } from './server';

function parsePort(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : undefined;
}

async function main(): Promise<void> {
  const port = parsePort(process.env.PORT);
  if (port === undefined) {
    console.error(
      `Cinema Elements demo: PORT must be a whole number from 0 to 65535, not "${process.env.PORT}".`,
    );
    process.exitCode = 1;
    return;
  }
  const lifetime = process.env.CART_LIFETIME_SECONDS?.trim();
  const cartLifetimeSeconds = lifetime ? Number(lifetime) : undefined;
  if (
    cartLifetimeSeconds !== undefined &&
    (!Number.isInteger(cartLifetimeSeconds) ||
      cartLifetimeSeconds < 5 ||
      cartLifetimeSeconds > 3600)
  ) {
    console.error(
      `Cinema Elements demo: CART_LIFETIME_SECONDS must be a whole number of seconds from 5 to 3600, not "${lifetime}".`,
    );
    process.exitCode = 1;
    return;
  }
  const threeDSecureSetting = (process.env.THREE_D_SECURE ?? 'on').trim();
  if (threeDSecureSetting !== 'on' && threeDSecureSetting !== 'off') {
    console.error(
      `Cinema Elements demo: THREE_D_SECURE must be "on" or "off", not "${threeDSecureSetting}".`,
    );
    process.exitCode = 1;
    return;
  }
  const tlsSetting = (process.env.TLS ?? 'on').trim();
  if (tlsSetting !== 'on' && tlsSetting !== 'off') {
    console.error(`Cinema Elements demo: TLS must be "on" or "off", not "${tlsSetting}".`);
    process.exitCode = 1;
    return;
  }
  let tls;
  try {
    tls = tlsSetting === 'on' ? selfSignedCertificate() : undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `Cinema Elements demo: no certificate for HTTPS (${reason}); TLS=off serves plain HTTP.`,
    );
    process.exitCode = 1;
    return;
  }
  const host = process.env.HOST?.trim() || undefined;
  const allowedOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const server = await startServer({
    port,
    allowedOrigins,
    threeDSecure: threeDSecureSetting === 'on',
    ...(tls ? { tls } : {}),
    ...(host ? { host } : {}),
    ...(cartLifetimeSeconds === undefined ? {} : { cartLifetimeSeconds }),
  });
  console.log(`Cinema Elements demo: ${server.url}/`);
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    server.close().catch((error: unknown) => {
      console.error('Cinema Elements demo: error while closing', error);
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Cinema Elements demo could not start: ${message}`);
  process.exitCode = 1;
});
