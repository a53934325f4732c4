// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { send } from '../../src/api/request';
import { startReferenceServer } from './referenceServer';
import type { ReferenceServer } from './referenceServer';

let ref: ReferenceServer | undefined;
afterEach(async () => {
  await ref?.close();
  ref = undefined;
});

describe('startReferenceServer', () => {
  it('keeps the demo sign-in cookie, like a browser', async () => {
    ref = await startReferenceServer();
    expect((await ref.call('GET', '/api/member')).status).toBe(401);
    await ref.signIn();
    expect((await ref.call('GET', '/api/member')).status).toBe(200);
    await ref.signOut();
    expect((await ref.call('GET', '/api/member')).status).toBe(401);
  });

  it('records what was sent, with the path below the API base', async () => {
    ref = await startReferenceServer();
    await send(ref.http, {
      method: 'get',
      path: 'shop/festival-passes',
      searchParams: { festivalId: 'jiff' },
    });
    expect(ref.sent.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/shop/festival-passes?festivalId=jiff',
      apiPath: 'shop/festival-passes',
      credentials: 'include',
    });
    expect(ref.count('GET', '/api/shop/festival-passes')).toBe(1);
  });

  it('drops the next matching request as a lost connection would, once', async () => {
    ref = await startReferenceServer();
    ref.failNext('POST', 'cart');
    await expect(ref.fetch(`${ref.apiBase}cart`, { method: 'POST' })).rejects.toThrow(TypeError);
    expect((await ref.call('POST', '/api/cart')).status).toBe(201);
  });

  it('switches payment methods and resets the store', async () => {
    ref = await startReferenceServer();
    ref.setMethods({ payPal: false });
    expect(ref.server.state.settings.methods.payPal).toBe(false);
    await ref.reset();
    expect(ref.server.state.settings.methods.payPal).toBe(true);
  });
});
