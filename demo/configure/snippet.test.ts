import { HOST_PAGE_CSP_SOURCES, serializeCsp } from '../server/contentSecurityPolicy';
import {
  elementMarkup,
  escapeAttribute,
  originOf,
  policyHeaderValue,
  policyText,
  snippetHtml,
  snippetPolicy,
  stylesheetUrl,
} from './snippet';
import type { SnippetInput } from './snippet';

const SCRIPT = 'https://cdn.cinema.example/cinema-elements/0.1.0/cinema-elements.js';
const INTEGRITY = 'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO';

const festivalPass = (overrides: Partial<SnippetInput> = {}): SnippetInput => ({
  scriptUrl: SCRIPT,
  tag: 'cinema-festival-pass',
  attributes: [
    ['data-cinema-id', '0000000001'],
    ['data-cinema-name', 'The Ritz'],
    ['data-recaptcha-key', 'site-key'],
    ['data-festival-id', 'jiff'],
    ['api-base', ''],
  ],
  theme: 'ritz',
  ...overrides,
});

describe('escapeAttribute', () => {
  it('writes quotes, ampersands and angle brackets as character references', () => {
    expect(escapeAttribute(`Tom & Jerry's "Cinema" <Newtown>`)).toBe(
      'Tom &amp; Jerry&#39;s &quot;Cinema&quot; &lt;Newtown&gt;',
    );
  });

  it('escapes an ampersand that already reads like a reference, so the value stays as typed', () => {
    expect(escapeAttribute('/sign-in?a=1&amp;b=2')).toBe('/sign-in?a=1&amp;amp;b=2');
  });

  it('reads back as the value typed, through the HTML parser', () => {
    const value = `a&b "c" 'd' <e> &amp; &#39;`;
    const host = document.createElement('div');
    host.innerHTML = `<span title="${escapeAttribute(value)}"></span>`;
    expect(host.firstElementChild?.getAttribute('title')).toBe(value);
  });
});

describe('elementMarkup', () => {
  it('lists the attributes in the order given (the manifest’s), one a line, empty ones left out', () => {
    expect(
      elementMarkup('cinema-member-area', [
        ['data-cinema-id', 'demo-cinema'],
        ['data-recaptcha-key', 'demo-key'],
        ['api-base', ''],
        ['sign-in-url', 'https://cinema.example/sign-in?next=/members&lang=en'],
      ]),
    ).toBe(
      [
        '<cinema-member-area',
        '  data-cinema-id="demo-cinema"',
        '  data-recaptcha-key="demo-key"',
        '  sign-in-url="https://cinema.example/sign-in?next=/members&amp;lang=en"',
        '></cinema-member-area>',
      ].join('\n'),
    );
  });

  it('keeps the given order, whatever it is', () => {
    const markup = elementMarkup('cinema-newsletter', [
      ['data-type-id', 'JIF'],
      ['data-recaptcha-key', 'k'],
    ]);
    expect(markup.indexOf('data-type-id')).toBeLessThan(markup.indexOf('data-recaptcha-key'));
  });

  it('is a bare pair of tags without attributes', () => {
    expect(elementMarkup('cinema-cart-summary', [['href', '']])).toBe(
      '<cinema-cart-summary></cinema-cart-summary>',
    );
  });

  it('keeps a value of spaces (the element then says what is wrong)', () => {
    expect(elementMarkup('cinema-newsletter', [['data-recaptcha-key', ' ']])).toContain(
      'data-recaptcha-key=" "',
    );
  });
});

describe('snippetHtml', () => {
  it('is the stylesheet, the script tag, the theme and the element, parsed back as typed', () => {
    const input = festivalPass({
      attributes: [
        ['data-cinema-id', '0000000001'],
        ['data-cinema-name', `Dendy "Newtown" & <Co>`],
        ['data-recaptcha-key', 'site-key'],
        ['data-festival-id', 'jiff'],
      ],
    });
    const html = snippetHtml(input);
    expect(html.split('\n').slice(0, 4)).toEqual([
      '<!-- Cinema Elements: load once per page (the stylesheet keeps their space while they load). -->',
      `<link rel="stylesheet" href="${SCRIPT.replace(/[^/]+$/, 'cinema-elements.css')}" />`,
      `<script type="module" src="${SCRIPT}"></script>`,
      `<!-- Theme Ritz: class="ritz" on the page's <html> element. -->`,
    ]);
    const host = document.createElement('div');
    host.innerHTML = html;
    const element = host.querySelector('cinema-festival-pass');
    expect(element?.getAttribute('data-cinema-name')).toBe(`Dendy "Newtown" & <Co>`);
    expect(element?.getAttributeNames()).toEqual([
      'data-cinema-id',
      'data-cinema-name',
      'data-recaptcha-key',
      'data-festival-id',
    ]);
    expect(host.querySelector('script')?.getAttribute('src')).toBe(SCRIPT);
  });

  it('escapes the script address too', () => {
    expect(snippetHtml(festivalPass({ scriptUrl: '/cdn/x.js?a=1&b="2"' }))).toContain(
      'src="/cdn/x.js?a=1&amp;b=&quot;2&quot;"',
    );
  });

  it('pins the script by its integrity, loaded with CORS, once the integrity is known', () => {
    const html = snippetHtml(festivalPass({ integrity: INTEGRITY }));
    expect(html.split('\n')[2]).toBe(
      `<script type="module" src="${SCRIPT}" integrity="${INTEGRITY}" crossorigin="anonymous"></script>`,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const script = host.querySelector('script');
    expect(script?.integrity).toBe(INTEGRITY);
    expect(script?.crossOrigin).toBe('anonymous');
  });
});

describe('snippetPolicy', () => {
  const relative = { scriptUrl: '/cdn/cinema-elements.js' };

  it('gives a selling element the whole published policy', () => {
    for (const tag of ['cinema-festival-pass', 'cinema-shop-cart', 'cinema-membership']) {
      expect(snippetPolicy(festivalPass({ ...relative, tag }))).toEqual(HOST_PAGE_CSP_SOURCES);
    }
  });

  it('gives the newsletter the page and reCAPTCHA, nothing for payments', () => {
    const policy = snippetPolicy({
      ...relative,
      tag: 'cinema-newsletter',
      attributes: [['data-recaptcha-key', 'k']],
      theme: 'classic',
    });
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      'connect-src': ["'self'", 'https://www.google.com/recaptcha/'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'require-trusted-types-for': ["'script'"],
      'trusted-types': ['cinema-elements'],
    });
  });

  it('gives the cart summary its own origin only, and no frames at all', () => {
    const policy = snippetPolicy({
      ...relative,
      tag: 'cinema-cart-summary',
      attributes: [],
      theme: 'classic',
    });
    expect(serializeCsp(policy)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; " +
        "frame-src 'none'; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
        "require-trusted-types-for 'script'; trusted-types cinema-elements",
    );
  });

  it('drops the payment parts the cinema does not offer', () => {
    const policy = snippetPolicy(
      festivalPass({ ...relative, omitted: ['payPal', 'googlePay', 'threeDSecure'] }),
    );
    const text = serializeCsp(policy);
    expect(text).not.toMatch(/paypal|pay\.google|gstatic\.com(?!\/recaptcha)|cardinalcommerce/);
    expect(text).toContain('https://assets.braintreegateway.com');
    expect(text).toContain('https://www.google.com/recaptcha/');
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://assets.braintreegateway.com']);
    expect(policy['trusted-types']).toEqual(['cinema-elements']);
  });

  it('adds the origins of an absolute script address and api-base, after self', () => {
    const policy = snippetPolicy(
      festivalPass({
        attributes: [['api-base', 'https://tickets.cinema.example/api/']],
      }),
    );
    expect(policy['script-src']?.slice(0, 2)).toEqual(["'self'", 'https://cdn.cinema.example']);
    expect(policy['connect-src']?.slice(0, 2)).toEqual([
      "'self'",
      'https://tickets.cinema.example',
    ]);
  });

  it('gives an element it does not know the whole published policy', () => {
    const policy = snippetPolicy({
      ...relative,
      tag: 'cinema-gift-card',
      attributes: [],
      theme: 'lido',
    });
    expect(policy).toEqual(HOST_PAGE_CSP_SOURCES);
  });
});

describe('policyText', () => {
  it('writes the policy as the README does, and reads back as the header value', () => {
    const text = policyText(HOST_PAGE_CSP_SOURCES);
    expect(text.split('\n')[0]).toBe('Content-Security-Policy:');
    expect(text.split('\n')[1]).toBe("  default-src 'self';");
    expect(policyHeaderValue(text)).toBe(serializeCsp(HOST_PAGE_CSP_SOURCES));
  });
});

describe('originOf', () => {
  it('is the origin of an absolute http(s) address and nothing for a path', () => {
    expect(originOf('https://cdn.example:8443/x/cinema-elements.js')).toBe(
      'https://cdn.example:8443',
    );
    expect(originOf('/cdn/cinema-elements.js')).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('https://')).toBeUndefined();
  });
});

describe('the stylesheet', () => {
  it("is the file beside the script, whatever the script's address looks like", () => {
    expect(stylesheetUrl('https://cdn.example/cinema-elements/0.1.0/cinema-elements.js')).toBe(
      'https://cdn.example/cinema-elements/0.1.0/cinema-elements.css',
    );
    expect(stylesheetUrl('/cdn/cinema-elements.js?v=2')).toBe('/cdn/cinema-elements.css');
    expect(stylesheetUrl(' cinema-elements.js ')).toBe('/cinema-elements.css');
  });

  it('is pinned by its own integrity, with CORS, and its origin is in style-src', () => {
    const input = festivalPass({ integrity: INTEGRITY, stylesheetIntegrity: INTEGRITY });
    const host = document.createElement('div');
    host.innerHTML = snippetHtml(input);
    const link = host.querySelector('link');
    expect(link?.getAttribute('integrity')).toBe(INTEGRITY);
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
    const cdn = festivalPass({
      scriptUrl: 'https://cdn.example/cinema-elements/0.1.0/cinema-elements.js',
    });
    expect(snippetPolicy(cdn)['style-src']).toContain('https://cdn.example');
  });
});
