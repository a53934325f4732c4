import { createFakeApplePaySession } from '../testing/fakeWalletApis';
import { applePaySession } from './applePaySession';

describe('applePaySession', () => {
  it('is undefined where the browser has no Apple Pay', () => {
    expect(applePaySession()).toBeUndefined();
  });

  it('returns window.ApplePaySession when present', () => {
    const Session = createFakeApplePaySession();
    vi.stubGlobal('ApplePaySession', Session);

    expect(applePaySession()).toBe(Session);
  });

  it('is undefined, not an exception, when reading the global throws', () => {
    Object.defineProperty(globalThis, 'ApplePaySession', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(applePaySession()).toBeUndefined();
    } finally {
      Reflect.deleteProperty(globalThis, 'ApplePaySession');
    }
  });
});
