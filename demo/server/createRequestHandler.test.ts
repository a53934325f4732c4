// @vitest-environment node
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestHandler } from './createRequestHandler';
import { createDemoState } from './DemoState';
import type { DemoState } from './DemoState';
import { HttpProblem } from './HttpProblem';
import { json } from './reply';
import { Router } from './Router';

let server: Server;
let base: string;
let state: DemoState;

beforeEach(async () => {
  state = createDemoState(Date.now());
  const router = new Router([
    {
      method: 'POST',
      path: '/careless/:n',
      // Writes first and only then finds a problem: the dispatcher must undo the write.
      handler: ({ state: store, params }) => {
        store.payments.push({ cartId: params.n ?? '' } as never);
        store.settings.methods.payPal = false;
        throw new HttpProblem(422, 'Changed my mind.');
      },
    },
    {
      method: 'GET',
      path: '/broken',
      handler: () => {
        throw new TypeError('bug in a handler');
      },
    },
    { method: 'GET', path: '/fine', handler: () => json({ ok: true }) },
  ]);
  server = createServer(
    createRequestHandler({
      state,
      now: Date.now,
      router,
      allowedOrigins: new Set(),
      staticMounts: [],
      fallbackOrigin: () => 'http://x',
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createRequestHandler', () => {
  it('rolls the store back when a handler rejects after writing', async () => {
    const settings = state.settings;
    const response = await fetch(`${base}/careless/7`, { method: 'POST' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ detail: 'Changed my mind.' });
    expect(state.payments).toEqual([]);
    expect(state.settings.methods.payPal).toBe(true);
    expect(settings).not.toBe(state.settings);
  });

  it('turns an unexpected exception into a bare 500 problem and keeps serving', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
    });
    expect(log).toHaveBeenCalledWith('demo server: unexpected error', expect.any(TypeError));
    expect((await fetch(`${base}/fine`)).status).toBe(200);
  });

  it('treats a path that no route or mount covers as 404', async () => {
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
  });
});
