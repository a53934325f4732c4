// @vitest-environment node
import { saveSubscription } from './subscribe';
import { startApiTest } from './testing/startApiTest';
import type { ApiTest } from './testing/startApiTest';

let api: ApiTest;
beforeEach(async () => {
  api = await startApiTest();
});
afterEach(async () => {
  await api.close();
});

const save = {
  typeId: 'JIF',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  recaptchaToken: 'sub-1',
};

describe('POST subscribe', () => {
  it('saves a festival newsletter subscription and returns true', async () => {
    await expect(saveSubscription(api.http, save)).resolves.toBe(true);
    expect(api.server.state.subscriptions).toEqual([save]);
  });

  it('returns false (never throws) when the server refuses it', async () => {
    await expect(saveSubscription(api.http, { ...save, typeId: 'NOPE' })).resolves.toBe(false);
    expect(api.count('POST', '/api/subscribe')).toBe(1);
    expect(api.server.state.subscriptions).toEqual([]);
  });

  it('returns false without sending when the payload is invalid', async () => {
    await expect(saveSubscription(api.http, { ...save, recaptchaToken: '' })).resolves.toBe(false);
    expect(api.sent).toHaveLength(0);
  });
});
