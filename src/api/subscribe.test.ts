// @vitest-environment node
import { saveSubscription } from './subscribe';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

let api: ReferenceServer;
beforeEach(async () => {
  api = await startReferenceServer();
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

  it('tells onError why it failed, so the caller can show the server detail', async () => {
    const errors: unknown[] = [];
    const saved = await saveSubscription(
      api.http,
      { ...save, typeId: 'NOPE' },
      { onError: (error) => errors.push(error) },
    );
    expect(saved).toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      name: 'ApiError',
      status: 400,
      detail: expect.stringContaining('NOPE'),
    });
  });

  it('still returns false when onError itself throws', async () => {
    const onError = () => {
      throw new Error('listener bug');
    };
    await expect(
      saveSubscription(api.http, { ...save, typeId: 'NOPE' }, { onError }),
    ).resolves.toBe(false);
  });

  it('returns false without sending when the payload is invalid', async () => {
    await expect(saveSubscription(api.http, { ...save, recaptchaToken: '' })).resolves.toBe(false);
    expect(api.sent).toHaveLength(0);
  });
});
