import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HOST_PAGE_CSP, HOST_PAGE_CSP_SOURCES, serializeCsp } from './contentSecurityPolicy';

const README = path.join(import.meta.dirname, '..', '..', 'README.md');

describe('the published host-page Content-Security-Policy', () => {
  it('allows no inline code and no eval', () => {
    expect(HOST_PAGE_CSP).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*(?!\.)/);
    expect(HOST_PAGE_CSP).toContain("style-src 'self'");
    expect(HOST_PAGE_CSP).toContain("object-src 'none'");
  });

  it('is the one the README publishes, directive by directive', async () => {
    const readme = await readFile(README, 'utf8');
    const block = /```text\n(Content-Security-Policy:[\s\S]*?)```/.exec(readme)?.[1];
    expect(
      block,
      'README has a ```text block starting with Content-Security-Policy:',
    ).toBeDefined();
    const published = (block ?? '')
      .replace(/^Content-Security-Policy:/, '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([directive, ...sources]) => [directive, sources]);
    expect(Object.fromEntries(published)).toEqual(HOST_PAGE_CSP_SOURCES);
  });

  it('serializes directive by directive', () => {
    expect(serializeCsp({ 'img-src': ["'self'", 'data:'], 'object-src': ["'none'"] })).toBe(
      "img-src 'self' data:; object-src 'none'",
    );
  });
});
