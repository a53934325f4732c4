// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

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
  it('prints one line with the URL, serves, and exits cleanly on SIGTERM', async () => {
    const run = launch({
      PORT: '0',
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
});
