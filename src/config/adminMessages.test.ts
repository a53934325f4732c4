import { ApiError, BotCheckError, SchemaError } from '../errors/errors';
import { tellAdmin } from './adminConsole';
import { adminLines, tell } from './adminMessages';
import { parseConfig } from '../react/config/parseConfig';
import { FestivalPassConfig } from '../react/festival-pass/festivalPassConfig';

/** An element of `tag` with `attributes`, in the page. */
function element(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const host = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  return host;
}

const FESTIVAL_README = 'See README.md#cinema-festival-pass-when-something-is-wrong';
const NOT_ON_SALE = 'Sorry, this festival is not on sale yet. Please check back later.';
const MISSING_FESTIVAL = {
  attribute: 'data-festival-id',
  message: 'Missing attribute data-festival-id.',
};

afterEach(() => document.body.replaceChildren());

describe('the admin console lines (product-rules §2.7)', () => {
  it('names a missing attribute, what the element shows instead and what to set', () => {
    expect(
      adminLines(element('cinema-festival-pass'), 'attribute', '', [MISSING_FESTIVAL]),
    ).toEqual([
      `cinema-festival-pass: data-festival-id is missing; the page shows 'Missing attribute data-festival-id.' instead of the festival pass. Set data-festival-id to the festival's id as the cinema's API knows it (letters, digits and single dashes), e.g. "jiff". ${FESTIVAL_README}`,
    ]);
  });

  it('names an invalid attribute with its value, one line per attribute', () => {
    const lines = adminLines(element('cinema-cart-summary'), 'attribute', '', [
      {
        attribute: 'api-base',
        message: 'Invalid attribute api-base ("ftp://cinema.example/"): use a path.',
        value: 'ftp://cinema.example/',
      },
      {
        attribute: 'href',
        message: 'Invalid attribute href ("javascript:alert(1)"): use a page address.',
        value: 'javascript:alert(1)',
      },
    ]);
    expect(lines).toEqual([
      `cinema-cart-summary: api-base="ftp://cinema.example/" is not a valid API address; the page shows 'Invalid attribute api-base ("ftp://cinema.example/"): use a path.' instead of the cart summary. Set api-base to the cinema's API: a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/", or leave it out for "/api/". See README.md#cinema-cart-summary-when-something-is-wrong`,
      `cinema-cart-summary: href="javascript:alert(1)" is not a valid page address; the page shows 'Invalid attribute href ("javascript:alert(1)"): use a page address.' instead of the cart summary. Set href to the cart page: a path such as "/cart" or an http(s) URL, or leave it out to go to the shop on this page. See README.md#cinema-cart-summary-when-something-is-wrong`,
    ]);
  });

  it('says why an address is refused, its control characters shown (product-rules §2.8)', () => {
    const result = parseConfig(FestivalPassConfig, {
      dataCinemaId: 'demo-cinema',
      dataCinemaName: 'Demo Cinema',
      dataRecaptchaKey: 'demo-key',
      dataFestivalId: 'jiff',
      apiBase: '\u0001//evil.example/api/',
    });
    const host = element('cinema-festival-pass', { 'api-base': '\u0001//evil.example/api/' });
    expect(adminLines(host, 'attribute', '', result.ok ? [] : result.problems)).toEqual([
      `cinema-festival-pass: api-base="\\u0001//evil.example/api/" is not a valid API address; the page shows 'Invalid attribute api-base ("\\u0001//evil.example/api/"): it holds a control character (a tab, a line break or an invisible one); use a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/".' instead of the festival pass. Set api-base to the cinema's API: a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/", or leave it out for "/api/". ${FESTIVAL_README}`,
    ]);
  });

  it.each([
    [
      'cinema-shop-cart',
      'data-cinema-id',
      `cinema-shop-cart: data-cinema-id is missing; the page shows 'Missing attribute data-cinema-id.' instead of the shop. Set data-cinema-id to the cinema's id as the cinema's API knows it, e.g. "0000000001". See README.md#cinema-shop-cart-when-something-is-wrong`,
    ],
    [
      'cinema-festival-pass',
      'data-cinema-name',
      `cinema-festival-pass: data-cinema-name is missing; the page shows 'Missing attribute data-cinema-name.' instead of the festival pass. Set data-cinema-name to the cinema's name as buyers should see it, e.g. "The Ritz". ${FESTIVAL_README}`,
    ],
    [
      'cinema-newsletter',
      'data-recaptcha-key',
      `cinema-newsletter: data-recaptcha-key is missing; the page shows 'Missing attribute data-recaptcha-key.' instead of the sign-up form. Set data-recaptcha-key to the cinema's reCAPTCHA v3 site key, exactly as the reCAPTCHA admin console shows it. See README.md#cinema-newsletter-when-something-is-wrong`,
    ],
  ])('<%s> without %s', (tag, attribute, line) => {
    const message = `Missing attribute ${attribute}.`;
    expect(adminLines(element(tag), 'attribute', message, [{ attribute, message }])).toEqual([
      line,
    ]);
  });

  it.each([
    [
      'cinema-newsletter',
      'data-type-id',
      'JIF 2026',
      `cinema-newsletter: data-type-id="JIF 2026" is not a valid newsletter type; the page shows 'Invalid attribute data-type-id ("JIF 2026"): use letters.' instead of the sign-up form. Set data-type-id to the newsletter's type as the cinema's API knows it (letters, digits and single dashes), e.g. "JIF", or leave it out for the cinema's own newsletter. See README.md#cinema-newsletter-when-something-is-wrong`,
    ],
    [
      'cinema-member-area',
      'sign-in-url',
      'javascript:void(0)',
      `cinema-member-area: sign-in-url="javascript:void(0)" is not a valid page address; the page shows 'Invalid attribute sign-in-url ("javascript:void(0)"): use letters.' instead of the member area. Set sign-in-url to the cinema's sign-in page: a path such as "/sign-in" or an http(s) URL, or leave it out. See README.md#cinema-member-area-when-something-is-wrong`,
    ],
    [
      'cinema-shop-cart',
      'time-zone',
      'Australia/Fremantle',
      `cinema-shop-cart: time-zone="Australia/Fremantle" is not a valid time zone; the page shows 'Invalid attribute time-zone ("Australia/Fremantle"): use letters.' instead of the shop. Set time-zone to the cinema's IANA time zone as the browser knows it, e.g. "Australia/Perth", or leave it out for "Australia/Sydney". See README.md#cinema-shop-cart-when-something-is-wrong`,
    ],
    [
      'cinema-festival-pass',
      'terms-url',
      'javascript:void(0)',
      `cinema-festival-pass: terms-url="javascript:void(0)" is not a valid page address; the page shows 'Invalid attribute terms-url ("javascript:void(0)"): use letters.' instead of the festival pass. Set terms-url to the cinema's terms-of-use page: a path such as "/terms" or an http(s) URL, or leave it out for /terms-of-use on the site of api-base. ${FESTIVAL_README}`,
    ],
    [
      'cinema-membership',
      'data-recaptcha-key',
      'key with spaces',
      `cinema-membership: data-recaptcha-key="key with spaces" is not a valid reCAPTCHA site key; the page shows 'Invalid attribute data-recaptcha-key ("key with spaces"): use letters.' instead of the memberships. Set data-recaptcha-key to the cinema's reCAPTCHA v3 site key, exactly as the reCAPTCHA admin console shows it. See README.md#cinema-membership-when-something-is-wrong`,
    ],
  ])('<%s> with %s="%s"', (tag, attribute, value, line) => {
    const message = `Invalid attribute ${attribute} (${JSON.stringify(value)}): use letters.`;
    expect(adminLines(element(tag), 'attribute', message, [{ attribute, message, value }])).toEqual(
      [line],
    );
  });

  it('shortens a very long value as the element does', () => {
    const [line] = adminLines(element('cinema-festival-pass'), 'attribute', '', [
      { attribute: 'data-festival-id', message: 'Invalid.', value: 'x'.repeat(100) },
    ]);
    expect(line).toContain(`data-festival-id="${'x'.repeat(57)}..." is not a valid festival id`);
  });

  it('says which festival has no passes on which API', () => {
    const host = element('cinema-festival-pass', {
      'data-festival-id': 'jif',
      'api-base': 'https://tickets.example/api/',
    });
    expect(adminLines(host, 'no-passes', NOT_ON_SALE)).toEqual([
      `cinema-festival-pass: the API at https://tickets.example/api/ has no passes for data-festival-id="jif"; the page shows '${NOT_ON_SALE}'. Check data-festival-id: it must be the festival's id as the cinema's API knows it (letters, digits and single dashes), e.g. "jiff"; if it is, the festival's passes are not on sale in the cinema's system yet. ${FESTIVAL_README}`,
    ]);
  });

  it('names the entries of a list it left out, and which field was wrong (product-rules §14)', () => {
    const host = element('cinema-membership');
    const entries = [
      { index: 2, field: 'slug', message: 'Unknown membership option' },
      { index: 4, field: '', message: 'Invalid type' },
    ];
    expect(
      adminLines(host, 'left-out', '', { request: 'GET shop/membership-options', entries }),
    ).toEqual([
      "cinema-membership: the API at /api/ answered GET shop/membership-options with 2 entries it cannot read (#3 slug: Unknown membership option; #5: Invalid type); the page shows the rest of the list without them. Check the cinema API's answer to GET shop/membership-options against docs/api/openapi.yaml. See README.md#cinema-membership-when-something-is-wrong",
    ]);
  });

  it('left-out, from storage: names the key, what shows and that the next change drops them', () => {
    const host = element('cinema-cart-summary', {});
    expect(
      adminLines(host, 'left-out', '', {
        request: 'the cart',
        stored: 'cinema-elements:shop//api/cart',
        entries: [{ index: 1, field: 'name', message: 'Invalid type' }],
      }),
    ).toEqual([
      "cinema-cart-summary: the cart stored in this browser (cinema-elements:shop//api/cart) holds 1 entry it cannot read (#2 name: Invalid type); the page shows the cart without them. They are dropped at the cart's next change; another version of the elements, or the page's own code, may have written them. See README.md#cinema-cart-summary-when-something-is-wrong",
    ]);
  });

  describe('a first request that failed', () => {
    const passes = () => element('cinema-festival-pass', { 'data-festival-id': 'jif' });

    it('no answer: the address, the API running, CORS and the page policy', () => {
      const host = element('cinema-shop-cart', { 'api-base': 'https://tickets.example/api/' });
      expect(
        adminLines(host, 'catalogue', 'Error loading products', new ApiError('x', { status: 0 })),
      ).toEqual([
        `cinema-shop-cart: the API at https://tickets.example/api/ did not answer GET shop/gifts-by-email or shop/gifts-by-post; the page shows 'Error loading products' with 'Try again'. Check api-base="https://tickets.example/api/" and that the cinema's API is running; on another site, the API must allow this page's origin (CORS) and the page's Content-Security-Policy must allow the API in connect-src. See README.md#cinema-shop-cart-when-something-is-wrong`,
      ]);
    });

    it('a 404: the address, and for the passes the festival id', () => {
      const error = new ApiError('x', {
        status: 404,
        detail: 'There is no festival with id "jif".',
      });
      expect(adminLines(passes(), 'passes', 'Error loading products', error)).toEqual([
        `cinema-festival-pass: the API at /api/ answered GET shop/festival-passes with HTTP 404; the page shows 'Error loading products' with 'Try again'. Check that api-base (not set, so "/api/") is the address of the cinema's API, and that data-festival-id="jif" is a festival it knows. ${FESTIVAL_README}`,
      ]);
    });

    it("a 5xx: the cinema's API failed", () => {
      const shown = 'We could not load your account. Please try again.';
      expect(
        adminLines(
          element('cinema-member-area'),
          'member',
          shown,
          new ApiError('x', { status: 503 }),
        ),
      ).toEqual([
        `cinema-member-area: the API at /api/ answered GET member with HTTP 503; the page shows '${shown}' with 'Try again'. The cinema's API failed: ask its team to look at its logs for GET member. See README.md#cinema-member-area-when-something-is-wrong`,
      ]);
    });

    it("an answer that is not the API's JSON: the address", () => {
      const shown = 'We could not load the memberships. Please try again.';
      expect(
        adminLines(element('cinema-membership'), 'options', shown, new SchemaError('x', '')),
      ).toEqual([
        `cinema-membership: the API at /api/ answered GET shop/membership-options with something other than the cinema API's JSON; the page shows '${shown}' with 'Try again'. Check that api-base (not set, so "/api/") is the address of the cinema's API. See README.md#cinema-membership-when-something-is-wrong`,
      ]);
    });

    it('another refusal: the address', () => {
      const shown = 'We could not load the memberships. Please try again.';
      const host = element('cinema-membership', { 'api-base': '/cinema/api/' });
      expect(adminLines(host, 'member', shown, new ApiError('x', { status: 403 }))).toEqual([
        `cinema-membership: the API at /cinema/api/ answered GET member with HTTP 403; the page shows '${shown}' with 'Try again'. Check that api-base="/cinema/api/" is the address of the cinema's API. See README.md#cinema-membership-when-something-is-wrong`,
      ]);
    });
  });

  describe("the newsletter's sign-up", () => {
    const failed = 'We could not sign you up. Please try again.';

    it('names the request its type makes', () => {
      const typed = element('cinema-newsletter', { 'data-type-id': 'JIF' });
      expect(adminLines(typed, 'signup', failed, new ApiError('x', { status: 404 }))).toEqual([
        `cinema-newsletter: the API at /api/ answered POST subscribe with HTTP 404; the page shows '${failed}'. Check that api-base (not set, so "/api/") is the address of the cinema's API. See README.md#cinema-newsletter-when-something-is-wrong`,
      ]);
      expect(
        adminLines(
          element('cinema-newsletter'),
          'signup',
          failed,
          new ApiError('x', { status: 0 }),
        ),
      ).toEqual([
        `cinema-newsletter: the API at /api/ did not answer POST member/subscribe-newsletter; the page shows '${failed}'. Check api-base (not set, so "/api/") and that the cinema's API is running; on another site, the API must allow this page's origin (CORS) and the page's Content-Security-Policy must allow the API in connect-src. See README.md#cinema-newsletter-when-something-is-wrong`,
      ]);
    });

    it("tells nothing of a refusal about what was typed, or of the visitor's bot check", () => {
      const host = element('cinema-newsletter');
      const refused = new ApiError('x', { status: 422, detail: 'Already signed up.' });
      expect(adminLines(host, 'signup', 'Already signed up.', refused)).toEqual([]);
      expect(adminLines(host, 'signup', failed, new BotCheckError('no token'))).toEqual([]);
      expect(adminLines(host, 'signup', failed, undefined)).toEqual([]);
    });

    it("never repeats the server's own words, which may carry what a visitor typed", () => {
      const detail = 'mia@example.com could not be signed up: the list is down.';
      const error = new ApiError('x', { status: 500, detail });
      const [line] = adminLines(element('cinema-newsletter'), 'signup', detail, error);
      expect(line).toContain("the page shows the API's own message.");
      expect(line).not.toContain('mia@example.com');
    });
  });
});

describe('an address of the API refused (product-rules §2.8)', () => {
  it('names the request, the field and the address by its scheme and site only', () => {
    const host = element('cinema-member-area', { 'api-base': 'https://cinema.example/api/' });
    expect(
      adminLines(host, 'address', "no 'Add to Apple Wallet' link", {
        request: 'GET member',
        field: 'wallet.apple',
        address: 'http://evil.example/pass?member=M-100245&token=secret',
        why: "it is neither https: nor on this page's own site",
      }),
    ).toEqual([
      `cinema-member-area: the API at https://cinema.example/api/ answered GET member with wallet.apple "http://evil.example/…", which is refused: it is neither https: nor on this page's own site; the page shows no 'Add to Apple Wallet' link. The cinema's API must give wallet.apple as an https: address, or one on this page's own site. See README.md#cinema-member-area-when-something-is-wrong`,
    ]);
  });

  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', '"data:…"'],
    ['//images.example/card.jpg', '"//images.example/…"'],
    ['javascript:alert(1)', '"javascript:…"'],
  ])('writes %j as %s', (address, shape) => {
    const [line] = adminLines(element('cinema-shop-cart'), 'address', 'its drawn picture', {
      request: 'GET shop/gifts-by-email',
      field: 'imageUrl',
      address,
      why: 'only http: and https: addresses are allowed',
    });
    expect(line).toContain(`answered GET shop/gifts-by-email with imageUrl ${shape}, which`);
    expect(line).not.toContain(address.slice(6));
  });

  it('is an error, told once per element and line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = element('cinema-shop-cart');
    const problem = {
      request: 'GET shop/gifts-by-email',
      field: 'imageUrl',
      address: 'data:image/png;base64,AAAA',
      why: 'only http: and https: addresses are allowed',
    };
    tell(host, 'address', 'its drawn picture', problem);
    tell(host, 'address', 'its drawn picture', { ...problem, address: 'data:image/png;base64,BB' });
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('tell', () => {
  it('logs a setting with console.warn and the API with console.error, each line once per element', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = element('cinema-festival-pass', { 'data-festival-id': 'jif' });
    const failure = new ApiError('x', { status: 0 });

    tell(host, 'no-passes', NOT_ON_SALE);
    tell(host, 'no-passes', NOT_ON_SALE);
    tell(host, 'passes', 'Error loading products', failure);
    tell(host, 'passes', 'Error loading products', failure);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^cinema-festival-pass: the API at \/api\/ has no passes/,
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/did not answer GET shop\/festival-passes/);

    // Another problem of the same element is a new line; the same problem of another element too.
    tell(host, 'passes', 'Error loading products', new ApiError('x', { status: 500 }));
    tell(element('cinema-festival-pass', { 'data-festival-id': 'jif' }), 'no-passes', NOT_ON_SALE);
    expect(error).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('tells each attribute once, and a new value of it again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = element('cinema-festival-pass');
    const invalid = (value: string) => ({
      attribute: 'data-festival-id',
      message: `Invalid attribute data-festival-id (${JSON.stringify(value)}): use letters.`,
      value,
    });
    tell(host, 'attribute', '', [MISSING_FESTIVAL]);
    tell(host, 'attribute', '', [MISSING_FESTIVAL]);
    tell(host, 'attribute', '', [invalid('a b')]);
    tell(host, 'attribute', '', [invalid('a b')]);
    tell(host, 'attribute', '', [invalid('a c')]);
    expect(warn.mock.calls.map(([line]) => String(line).split(';')[0])).toEqual([
      'cinema-festival-pass: data-festival-id is missing',
      'cinema-festival-pass: data-festival-id="a b" is not a valid festival id',
      'cinema-festival-pass: data-festival-id="a c" is not a valid festival id',
    ]);
  });
});

describe('tellAdmin', () => {
  it("loads the lines' chunk and tells the console", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = element('cinema-festival-pass', { 'data-festival-id': 'soon' });
    tellAdmin(host, 'no-passes', NOT_ON_SALE);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(warn.mock.calls[0]?.[0]).toContain('has no passes for data-festival-id="soon"');
  });
});

describe('the contrast line (product-rules §1.3)', () => {
  it('is one line naming both tokens of every failing pair, the ratio and the minimum', () => {
    const host = element('cinema-shop-cart');
    expect(
      adminLines(host, 'contrast', '', [
        { fg: '--cinema-color-text', bg: '--cinema-color-bg', ratio: 2.345, min: 4.5 },
        { fg: '--cinema-color-focus', bg: '--cinema-color-bg', ratio: 2.999, min: 3 },
      ]),
    ).toEqual([
      "cinema-shop-cart: the page's colours fail contrast: --cinema-color-text on --cinema-color-bg is 2.34:1, under 4.5:1; --cinema-color-focus on --cinema-color-bg is 2.99:1, under 3:1; the element still shows, in these colours. Set the tokens to colours that meet WCAG 2.2 AA. See README.md#theming",
    ]);
  });

  it('measures the element itself when given no pairs, and says nothing when they pass', () => {
    expect(adminLines(element('cinema-newsletter'), 'contrast', '')).toEqual([]);
  });

  it('is a warning, told once per element', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = element('cinema-newsletter');
    const failures = [{ fg: '--cinema-color-text', bg: '--cinema-color-bg', ratio: 1.5, min: 4.5 }];
    tell(host, 'contrast', '', failures);
    tell(host, 'contrast', '', failures);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
