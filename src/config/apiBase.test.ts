import { DEFAULT_API_BASE, apiBaseProblem, parseApiBase, resolveApiBase } from './apiBase';

describe('parseApiBase', () => {
  it.each([
    [undefined, DEFAULT_API_BASE],
    [null, DEFAULT_API_BASE],
    ['  ', DEFAULT_API_BASE],
    ['/cinema/api', '/cinema/api/'],
    ['api', 'api/'],
    ['./api/', './api/'],
    [' https://cinema.example/api ', 'https://cinema.example/api/'],
    ['HTTP://localhost:8080/api/', 'HTTP://localhost:8080/api/'],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseApiBase(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/plain,x',
    'ftp://cinema.example/api/',
    'https://',
    '//evil.example/api/',
    '/api/?x=1',
    '/api/#top',
    '/my api/',
    '\\api\\',
    '\u0001//evil.example/api/',
    '/\\evil.example/api/',
  ])('refuses %j', (input) => {
    expect(parseApiBase(input)).toBeNull();
    expect(resolveApiBase(input)).toBeNull();
  });

  it('refuses an http: API on an https: page, saying it would be blocked as mixed content', () => {
    const page = 'https://partner.example/festival/';
    expect(parseApiBase('http://cinema.example/api/', page)).toBeNull();
    expect(apiBaseProblem('http://cinema.example/api/', page)).toBe('mixed-content');
    expect(parseApiBase('https://cinema.example/api', page)).toBe('https://cinema.example/api/');
    expect(apiBaseProblem('  ', page)).toBeNull();
  });
});

describe('resolveApiBase', () => {
  it('names the API absolutely, so a path and the same API by its URL are one', () => {
    const page = 'https://cinema.example/whats-on/';
    expect(resolveApiBase('/api', page)).toBe('https://cinema.example/api/');
    expect(resolveApiBase('https://cinema.example/api/', page)).toBe('https://cinema.example/api/');
    expect(resolveApiBase(undefined, page)).toBe('https://cinema.example/api/');
    expect(resolveApiBase('HTTPS://Cinema.Example/api', page)).toBe('https://cinema.example/api/');
  });

  it('keeps a path as given on a page that cannot resolve it', () => {
    expect(resolveApiBase('/api', 'about:blank')).toBe('/api/');
  });
});
