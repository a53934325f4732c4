import { recaptchaScriptUrl } from '../botcheck/getBotCheckToken';
import { GOOGLE_PAY_JS_URL } from '../provider/seams/loadGooglePayApi';
import { payPalSdkUrl } from '../provider/seams/loadPayPalSdk';
import {
  FakeTrustedScriptURL,
  forgetPagePolicy,
  stubTrustedTypes,
} from './testing/fakeTrustedTypes';
import {
  allowedScriptUrl,
  ScriptUrlRefusedError,
  TRUSTED_TYPES_POLICY_NAME,
  trustedScriptUrl,
} from './trustedScriptUrl';

const RECAPTCHA = 'https://www.google.com/recaptcha/api.js?render=site-key';
const PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';
const PAYPAL = 'https://www.paypal.com/sdk/js?client-id=abc&components=buttons';

/** The page's policy as the product keeps it, to call as any script on the page could. */
const keptPolicy = () =>
  Reflect.get(globalThis, Symbol.for('cinema-elements.trusted-types-policy')) as
    { createScriptURL(url: string): unknown } | null | undefined;

afterEach(() => forgetPagePolicy());

describe('allowedScriptUrl', () => {
  it('lets through the bot check’s, Google Pay’s and PayPal’s scripts as the product asks for them', () => {
    for (const url of [
      recaptchaScriptUrl('6Lc key/with spaces'),
      GOOGLE_PAY_JS_URL,
      payPalSdkUrl('client-id', { currency: 'AUD', intent: 'capture' }),
    ]) {
      expect(allowedScriptUrl(url), url).toBe(new URL(url).href);
    }
  });

  it('gives back the address as the browser reads it', () => {
    expect(allowedScriptUrl('HTTPS://WWW.GOOGLE.COM/recaptcha/api.js?render=k')).toBe(
      'https://www.google.com/recaptcha/api.js?render=k',
    );
    expect(allowedScriptUrl('https://www.google.com:443/recaptcha/api.js')).toBe(
      'https://www.google.com/recaptcha/api.js',
    );
  });

  it.each([
    ['plain http', 'http://www.google.com/recaptcha/api.js?render=k'],
    ['another path on an allowed host', 'https://www.google.com/recaptcha/other.js'],
    ['a path that climbs out', 'https://www.google.com/recaptcha/../evil.js'],
    ['a host that only starts like one', 'https://www.google.com.evil.example/recaptcha/api.js'],
    [
      'a user name in front of another host',
      'https://www.google.com@evil.example/recaptcha/api.js',
    ],
    ['a user name on the allowed host', 'https://user@www.google.com/recaptcha/api.js'],
    ['another port', 'https://www.google.com:8443/recaptcha/api.js'],
    ['a backslash the parser reads as a slash', 'https:\\\\evil.example\\recaptcha/api.js'],
    ['protocol-relative', '//www.google.com/recaptcha/api.js'],
    ['the address inside a query', 'https://evil.example/?https://pay.google.com/gp/p/js/pay.js'],
    ['pay.js with a query', `${PAY_JS}?callback=x`],
    ['a fragment', `${PAYPAL}#x`],
    ['PayPal’s sandbox host', 'https://www.sandbox.paypal.com/sdk/js?client-id=abc'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['javascript:', 'javascript:alert(1)'],
    ['not an address', 'not a url'],
  ])('refuses %s', (_case, url) => {
    expect(allowedScriptUrl(url)).toBeUndefined();
    expect(() => trustedScriptUrl(url)).toThrow(ScriptUrlRefusedError);
  });
});

describe('trustedScriptUrl without Trusted Types (happy-dom, as a browser without them)', () => {
  it('is the checked address as a string', () => {
    expect(trustedScriptUrl(PAY_JS)).toBe(PAY_JS);
  });
});

describe('trustedScriptUrl with Trusted Types', () => {
  it('creates the cinema-elements policy once per page and hands out its TrustedScriptURLs', () => {
    const trustedTypes = stubTrustedTypes();
    const first = trustedScriptUrl(PAYPAL);
    const second = trustedScriptUrl(RECAPTCHA);
    expect(first).toBeInstanceOf(FakeTrustedScriptURL);
    expect(String(first)).toBe(PAYPAL);
    expect(String(second)).toBe(RECAPTCHA);
    expect(trustedTypes.created).toEqual([TRUSTED_TYPES_POLICY_NAME]);
  });

  it('is a policy that refuses any other script, whoever calls it', () => {
    stubTrustedTypes();
    trustedScriptUrl(PAY_JS);
    const policy = keptPolicy();
    expect(String(policy?.createScriptURL(PAY_JS))).toBe(PAY_JS);
    expect(() => policy?.createScriptURL('https://evil.example/x.js')).toThrow(
      ScriptUrlRefusedError,
    );
  });

  it('shares the policy with a second copy of the code on the page, which creates none', async () => {
    const trustedTypes = stubTrustedTypes();
    trustedScriptUrl(PAY_JS);
    vi.resetModules();
    const copy = await import('./trustedScriptUrl');
    expect(String(copy.trustedScriptUrl(PAYPAL))).toBe(PAYPAL);
    expect(trustedTypes.created).toEqual([TRUSTED_TYPES_POLICY_NAME]);
  });

  it('keeps the policy where no copy can replace it', () => {
    stubTrustedTypes();
    trustedScriptUrl(PAY_JS);
    const kept = keptPolicy();
    expect(Reflect.set(globalThis, Symbol.for('cinema-elements.trusted-types-policy'), {})).toBe(
      false,
    );
    expect(keptPolicy()).toBe(kept);
  });

  it('hands over strings when the page’s policy does not allow the name, trying only once', () => {
    const trustedTypes = stubTrustedTypes(['some-other-policy']);
    expect(trustedScriptUrl(PAY_JS)).toBe(PAY_JS);
    expect(trustedScriptUrl(PAYPAL)).toBe(PAYPAL);
    expect(trustedTypes.created).toEqual([TRUSTED_TYPES_POLICY_NAME]);
  });

  it('hands over strings when another copy took the name without sharing it', () => {
    const trustedTypes = stubTrustedTypes();
    const factory = Reflect.get(globalThis, 'trustedTypes') as {
      createPolicy(name: string, rules: object): unknown;
    };
    factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {});
    expect(trustedScriptUrl(PAY_JS)).toBe(PAY_JS);
    expect(trustedTypes.created).toEqual([TRUSTED_TYPES_POLICY_NAME, TRUSTED_TYPES_POLICY_NAME]);
  });

  it('refuses another script before it reaches the policy', () => {
    const trustedTypes = stubTrustedTypes();
    expect(() => trustedScriptUrl('https://evil.example/x.js')).toThrow(ScriptUrlRefusedError);
    expect(trustedTypes.created).toEqual([]);
  });
});
