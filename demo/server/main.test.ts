// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { http2Request } from '../../test/support/http2Request';

const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function launch(env: Record<string, string>) {
  const child = spawn(TSX, [MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, out: () => stdout, err: () => stderr };
}

async function waitFor(check: () => boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('demo/server/main.ts', () => {
  it('serves HTTP/2 over TLS by default, at the https URL it prints', async () => {
    const run = launch({ PORT: '0' });
    await waitFor(() => run.out().includes('\n'));
    const match = /^Cinema Elements demo: (https:\/\/127\.0\.0\.1:\d+)\/\n$/.exec(run.out());
    expect(match, run.out() + run.err()).not.toBeNull();
    // Its certificate is made at start (selfSignedCertificate.ts), so no client knows it yet.
    const answer = await http2Request(`${match?.[1] ?? ''}/demo/`);
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<cinema-festival-pass');
    run.child.kill('SIGTERM');
    const [code] = await once(run.child, 'exit');
    expect(code).toBe(0);
  }, 30_000);

  it('prints one line with the URL, serves, and exits cleanly on SIGTERM (TLS=off: plain HTTP)', async () => {
    const run = launch({
      PORT: '0',
      TLS: 'off',
      CORS_ORIGINS: 'https://festival.example, https://other.example',
    });
    await waitFor(() => run.out().includes('\n'));
    const match = /^Cinema Elements demo: (http:\/\/127\.0\.0\.1:\d+)\/\n$/.exec(run.out());
    expect(match, run.out() + run.err()).not.toBeNull();
    const url = match?.[1] ?? '';
    const response = await fetch(`${url}/api/shop/gifts-by-email`, {
      headers: { origin: 'https://other.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://other.example');
    // The demo merchant verifies cards with 3D Secure unless THREE_D_SECURE=off (next test).
    const settings = (await (await fetch(`${url}/demo/settings`)).json()) as Record<
      string,
      unknown
    >;
    expect(settings.threeDSecure).toBe(true);
    run.child.kill('SIGTERM');
    const [code] = await once(run.child, 'exit');
    expect(code).toBe(0);
    expect(run.out().split('\n')).toHaveLength(2);
  }, 30_000);

  it('refuses a PORT that is not a port number', async () => {
    const run = launch({ PORT: 'eighty' });
    const [code] = await once(run.child, 'exit');
    expect(code).toBe(1);
    expect(run.err()).toContain('PORT must be a whole number');
    expect(run.out()).toBe('');
  }, 30_000);

  it('starts the demo merchant without 3D Secure for THREE_D_SECURE=off, and keeps it off after a reset', async () => {
    const run = launch({ PORT: '0', TLS: 'off', THREE_D_SECURE: 'off' });
    await waitFor(() => run.out().includes('\n'));
    const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(run.out())?.[1] ?? '';
    const threeDSecure = async () =>
      ((await (await fetch(`${url}/demo/settings`)).json()) as Record<string, unknown>)
        .threeDSecure;
    expect(await threeDSecure()).toBe(false);
    await fetch(`${url}/demo/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ threeDSecure: true }),
    });
    expect(await threeDSecure()).toBe(true);
    await fetch(`${url}/demo/reset`, { method: 'POST' });
    expect(await threeDSecure()).toBe(false);
    run.child.kill('SIGTERM');
    await once(run.child, 'exit');
  }, 30_000);

  it('refuses a TLS that is neither on nor off', async () => {
    const run = launch({ PORT: '0', TLS: 'yes' });
    const [code] = await once(run.child, 'exit');
    expect(code).toBe(1);
    expect(run.err()).toContain('TLS must be "on" or "off"');
  }, 30_000);

  it('refuses a THREE_D_SECURE that is neither on nor off', async () => {
    const run = launch({ PORT: '0', THREE_D_SECURE: 'yes' });
    const [code] = await once(run.child, 'exit');
    expect(code).toBe(1);
    expect(run.err()).toContain('THREE_D_SECURE must be "on" or "off"');
  }, 30_000);
});
