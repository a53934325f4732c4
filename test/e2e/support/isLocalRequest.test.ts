import { isLocalRequest } from './isLocalRequest';

describe('isLocalRequest', () => {
  it('allows the reference server under both of its origins', () => {
    expect(isLocalRequest('http://127.0.0.1:4321/api/cart')).toBe(true);
    expect(isLocalRequest(new URL('http://localhost:4322/cdn/cinema-elements.js'))).toBe(true);
    expect(isLocalRequest('http://[::1]:4321/')).toBe(true);
  });

  it('blocks every outside host, including look-alikes', () => {
    expect(isLocalRequest('https://www.google.com/recaptcha/api.js?render=demo-key')).toBe(false);
    expect(isLocalRequest('https://js.braintreegateway.com/web/3.102.0/js/client.min.js')).toBe(
      false,
    );
    expect(isLocalRequest('http://localhost.evil.example/')).toBe(false);
    expect(isLocalRequest('http://127.0.0.1.nip.io/')).toBe(false);
  });

  it('blocks non-web schemes and garbage', () => {
    expect(isLocalRequest('ftp://127.0.0.1/file')).toBe(false);
    expect(isLocalRequest('not a url')).toBe(false);
  });
});
