import { createClientToken, decodeClientToken } from './createClientToken';
import { handleGatewayRequest } from './gateway';

const SERVER = 'http://127.0.0.1:4321';
const API = 'https://api.sandbox.braintreegateway.com:443/merchants/demo/client_api/v1';

describe('createClientToken', () => {
  it('offline: a version 2 sandbox token whose configUrl is on the reference server', () => {
    const token = createClientToken({ mode: 'offline', origin: SERVER, merchantId: 'demo' });
    const decoded = JSON.parse(atob(token)) as Record<string, unknown>;
    expect(decoded).toMatchObject({
      version: 2,
      environment: 'sandbox',
      merchantId: 'demo',
      configUrl: `${SERVER}/braintree/merchants/demo/client_api/v1/configuration`,
    });
    expect(decoded.authorizationFingerprint).toEqual(expect.any(String));
    expect(decodeClientToken(token)).toEqual(decoded);
  });

  it('intercept: the real sandbox configuration URL, which the gateway then answers', () => {
    const token = createClientToken({ mode: 'intercept', origin: SERVER, merchantId: 'demo' });
    const decoded = decodeClientToken(token);
    expect(decoded?.configUrl).toBe(`${API}/configuration`);
    const url = new URL(decoded?.configUrl ?? '');
    url.searchParams.set('authorizationFingerprint', decoded?.authorizationFingerprint ?? '');
    const answer = handleGatewayRequest(
      { method: 'GET', url, headers: {}, body: '' },
      { mode: 'intercept', origin: SERVER },
    );
    expect(answer?.status).toBe(200);
  });

  it('gives every token its own fingerprint, and decodes nothing else', () => {
    const one = decodeClientToken(
      createClientToken({ mode: 'offline', origin: SERVER, merchantId: 'demo' }),
    );
    const two = decodeClientToken(
      createClientToken({ mode: 'offline', origin: SERVER, merchantId: 'demo' }),
    );
    expect(one?.authorizationFingerprint).not.toBe(two?.authorizationFingerprint);
    expect(decodeClientToken('sandbox_abc_demo')).toBeUndefined();
    expect(decodeClientToken(btoa('{"version":2}'))).toBeUndefined();
  });
});
