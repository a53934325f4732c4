// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

const SOURCE = readFileSync(path.join(import.meta.dirname, 'songbird-offline.js'), 'utf8');

interface Registration {
  scope: string;
  unregister: ReturnType<typeof vi.fn>;
}

/** Run songbird-offline.js on a page at `href` whose browser already holds `scopes`' workers. */
async function runOn(href: string, scopes: string[] = []) {
  const register = vi.fn(() => Promise.resolve());
  const registrations: Registration[] = scopes.map((scope) => ({ scope, unregister: vi.fn() }));
  const { hostname, origin } = new URL(href);
  runInNewContext(SOURCE, {
    location: { hostname, origin },
    navigator: {
      serviceWorker: { register, getRegistrations: () => Promise.resolve(registrations) },
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { register, registrations };
}

describe('the demo’s offline Songbird worker', () => {
  it.each(['http://127.0.0.1:4173/demo/', 'http://localhost:4173/demo/configure-preview.html'])(
    'is registered over the demo’s pages only, on %s',
    async (href) => {
      const { register } = await runOn(href);
      expect(register).toHaveBeenCalledExactlyOnceWith('/demo/3ds/songbird-worker.js', {
        scope: '/demo/',
      });
    },
  );

  it.each(['https://cinema.example/demo/', 'http://192.168.1.20:4173/demo/'])(
    'is never registered on a real origin (%s)',
    async (href) => {
      const { register, registrations } = await runOn(href, ['https://cinema.example/']);
      expect(register).not.toHaveBeenCalled();
      expect(registrations[0]?.unregister).not.toHaveBeenCalled();
    },
  );

  it('removes a worker an older demo registered over the whole origin, and no other', async () => {
    const { registrations } = await runOn('http://127.0.0.1:4173/demo/', [
      'http://127.0.0.1:4173/',
      'http://127.0.0.1:4173/demo/',
      'http://127.0.0.1:4173/app/',
    ]);
    expect(registrations.map((r) => r.unregister.mock.calls.length)).toEqual([1, 0, 0]);
  });
});
