import { parseConfig } from '../config/parseConfig';
import { FestivalPassConfig } from './festivalPassConfig';

const valid = {
  dataCinemaId: '7',
  dataCinemaName: 'Ritz Cinemas Randwick',
  dataRecaptchaKey: '6LcTestKey_abc-123',
  dataFestivalId: 'jiff',
};

function problems(props: Record<string, string | undefined>): string[] {
  const result = parseConfig(FestivalPassConfig, props);
  return result.ok ? [] : result.problems.map((problem) => problem.message);
}

describe('FestivalPassConfig', () => {
  it('gives the spec names, the default API base and time zone, and no terms page of its own', () => {
    expect(parseConfig(FestivalPassConfig, valid)).toEqual({
      ok: true,
      config: {
        cinemaId: '7',
        cinemaName: 'Ritz Cinemas Randwick',
        recaptchaKey: '6LcTestKey_abc-123',
        festivalId: 'jiff',
        apiBase: '/api/',
        timeZone: 'Australia/Sydney',
        termsUrl: undefined,
      },
    });
  });

  it('accepts the upper-case multi-film festival id RET', () => {
    expect(problems({ ...valid, dataFestivalId: 'RET' })).toEqual([]);
  });

  it('requires cinema id, cinema name, recaptcha key and festival id', () => {
    expect(problems({})).toEqual([
      'Missing attribute data-cinema-id.',
      'Missing attribute data-cinema-name.',
      'Missing attribute data-recaptcha-key.',
      'Missing attribute data-festival-id.',
    ]);
  });

  it('rejects a festival id that is not a slug', () => {
    expect(problems({ ...valid, dataFestivalId: '../jiff' })).toEqual([
      'Invalid attribute data-festival-id ("../jiff"): use letters, digits and single dashes only, e.g. "jiff".',
    ]);
  });

  it('rejects a recaptcha key with spaces or quotes', () => {
    expect(problems({ ...valid, dataRecaptchaKey: '"6Lc key"' })[0]).toMatch(
      /^Invalid attribute data-recaptcha-key/,
    );
  });

  it.each([
    ['/api/', '/api/'],
    ['/cinema/api', '/cinema/api/'],
    ['api/', 'api/'],
    ['https://cinema.example/api', 'https://cinema.example/api/'],
    ['http://localhost:8080/api/', 'http://localhost:8080/api/'],
    ['  ', '/api/'],
  ])('accepts api-base %j as %j', (apiBase, expected) => {
    const result = parseConfig(FestivalPassConfig, { ...valid, apiBase });
    expect(result.ok && result.config.apiBase).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://cinema.example/api/',
    '//cinema.example/api/',
    'https://',
    '/api/?x=1',
    'https://cinema .example/',
    '\u0001//evil.example/api/',
    '/\\evil.example/api/',
  ])('rejects api-base %j', (apiBase) => {
    expect(problems({ ...valid, apiBase })[0]).toMatch(
      /^Invalid attribute api-base .*; use a path such as "\/api\/"/,
    );
  });

  it('says why an api-base is refused (docs/product-rules.md §2.8)', () => {
    expect(problems({ ...valid, apiBase: '\u0001//evil.example/api/' })).toEqual([
      'Invalid attribute api-base ("\\u0001//evil.example/api/"): it holds a control character (a tab, a line break or an invisible one); use a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/".',
    ]);
    expect(problems({ ...valid, apiBase: '//evil.example/api/' })[0]).toContain(
      'it starts with "//"; another site\'s address starts with "https://"',
    );
  });
});

describe("the cinema's time zone and terms page (product-rules §2.3)", () => {
  it.each([
    ['Australia/Perth', 'Australia/Perth'],
    [' Australia/Lord_Howe ', 'Australia/Lord_Howe'],
    ['UTC', 'UTC'],
    ['  ', 'Australia/Sydney'],
  ])('accepts time-zone %j as %j', (timeZone, expected) => {
    const result = parseConfig(FestivalPassConfig, { ...valid, timeZone });
    expect(result.ok && result.config.timeZone).toBe(expected);
  });

  it.each(['Australia/Fremantle', 'AEST', 'Perth', 'Sydney, Australia'])(
    'names an unknown time-zone %j, decided by Intl',
    (timeZone) => {
      expect(problems({ ...valid, timeZone })).toEqual([
        `Invalid attribute time-zone (${JSON.stringify(timeZone)}): use an IANA time zone such as "Australia/Perth".`,
      ]);
    },
  );

  it('takes a blank terms-url as none', () => {
    const result = parseConfig(FestivalPassConfig, { ...valid, termsUrl: '  ' });
    expect(result.ok && result.config.termsUrl).toBe('');
  });

  it.each(['/terms', 'legal/terms.html', 'https://cinema.example/terms'])(
    'keeps terms-url %j as the page wrote it',
    (termsUrl) => {
      const result = parseConfig(FestivalPassConfig, { ...valid, termsUrl });
      expect(result.ok && result.config.termsUrl).toBe(termsUrl);
    },
  );

  it.each([
    ['javascript:alert(1)', 'only http: and https: addresses are allowed'],
    ['//evil.example/terms', 'it starts with "//"'],
    ['ftp://cinema.example/terms', 'only http: and https: addresses are allowed'],
    ['/\\evil.example', 'it holds a backslash'],
    ['\u0001//evil.example/terms', 'it holds a control character'],
  ])('refuses terms-url %j by the same address rule as href, saying why', (termsUrl, why) => {
    const problem = problems({ ...valid, termsUrl })[0];
    expect(problem).toMatch(/^Invalid attribute terms-url /);
    expect(problem).toContain(why);
    expect(problem).toMatch(/use a page address such as "\/terms"/);
  });
});
