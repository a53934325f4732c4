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
  it('gives the spec names and the default API base', () => {
    expect(parseConfig(FestivalPassConfig, valid)).toEqual({
      ok: true,
      config: {
        cinemaId: '7',
        cinemaName: 'Ritz Cinemas Randwick',
        recaptchaKey: '6LcTestKey_abc-123',
        festivalId: 'jiff',
        apiBase: '/api/',
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
