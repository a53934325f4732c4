// @vitest-environment node
import { createHttp } from './http';
import { startReferenceServer } from '../../test/support/referenceServer';
import { memoryStorage } from '../storage/testing/memoryStorage';
import { walletPassUrl } from './wallet';

describe('walletPassUrl', () => {
  it('builds absolute links below the API base', () => {
    const http = createHttp('https://cinema.example/api', { storage: memoryStorage().storage });
    expect(walletPassUrl(http, 'apple')).toBe('https://cinema.example/api/member/wallet/apple');
    expect(walletPassUrl(http, 'google')).toBe('https://cinema.example/api/member/wallet/google');
  });

  it('points at the passes the server hands a signed-in member', async () => {
    const api = await startReferenceServer();
    try {
      await api.signIn();
      const apple = await api.fetch(walletPassUrl(api.http, 'apple'));
      expect(apple.status).toBe(200);
      expect(apple.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
      await apple.arrayBuffer();
      const google = await api.fetch(walletPassUrl(api.http, 'google'), { redirect: 'manual' });
      expect(google.status).toBe(302);
    } finally {
      await api.close();
    }
  });
});
