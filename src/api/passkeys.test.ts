// @vitest-environment node
import { deletePasskey, passkeys } from './passkeys';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

let api: ReferenceServer;
beforeEach(async () => {
  api = await startReferenceServer();
});
afterEach(async () => {
  await api.close();
});

describe('GET passkeys', () => {
  it('lists the signed-in member passkeys', async () => {
    await api.signIn();
    expect((await passkeys(api.http))?.map((passkey) => passkey.id)).toEqual([
      'pk-7f3a',
      'pk-91c2',
    ]);
  });

  it('fails with ApiError 401 when signed out', async () => {
    await expect(passkeys(api.http)).rejects.toMatchObject({ name: 'ApiError', status: 401 });
  });
});

describe('DELETE passkeys/{id}', () => {
  it('returns true and the passkey is gone', async () => {
    await api.signIn();
    await expect(deletePasskey(api.http, 'pk-7f3a')).resolves.toBe(true);
    expect(api.server.state.passkeys.map((passkey) => passkey.id)).toEqual(['pk-91c2']);
  });

  it('returns false (never throws) when the deletion fails', async () => {
    await api.signIn();
    await expect(deletePasskey(api.http, 'pk-unknown')).resolves.toBe(false);
    expect(api.count('DELETE', '/api/passkeys/pk-unknown')).toBe(1);
  });

  it('returns false when signed out, and for an empty id without sending', async () => {
    await expect(deletePasskey(api.http, 'pk-7f3a')).resolves.toBe(false);
    await expect(deletePasskey(api.http, '')).resolves.toBe(false);
    expect(api.sent).toHaveLength(1);
  });

  it('returns undefined when aborted', async () => {
    await api.signIn();
    const controller = new AbortController();
    controller.abort();
    await expect(
      deletePasskey(api.http, 'pk-7f3a', { signal: controller.signal }),
    ).resolves.toBeUndefined();
    expect(api.server.state.passkeys).toHaveLength(2);
  });
});
