import { DEFAULT_API_BASE, parseApiBase } from './apiBase';

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
  ])('refuses %j', (input) => {
    expect(parseApiBase(input)).toBeNull();
  });
});
