import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { elementFolders } from '../../scripts/lib/elementRegistry.mjs';
import {
  ELEMENT_CSP_PARTS,
  HOST_PAGE_CSP,
  HOST_PAGE_CSP_SOURCES,
  isCinemaTag,
  partsForElements,
  policyForElements,
  policyOf,
  serializeCsp,
} from './contentSecurityPolicy';
import type { CinemaTag } from './contentSecurityPolicy';

const README = path.join(import.meta.dirname, '..', '..', 'README.md');

describe('the published host-page Content-Security-Policy', () => {
  it('allows no inline code and no eval', () => {
    expect(HOST_PAGE_CSP).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*(?!\.)/);
    expect(HOST_PAGE_CSP).toContain("style-src 'self'");
    expect(HOST_PAGE_CSP).toContain("object-src 'none'");
  });

  it("requires Trusted Types for scripts, allowing the elements' policy and, for 3D Secure, the page's default", () => {
    expect(HOST_PAGE_CSP).toContain("require-trusted-types-for 'script'");
    expect(HOST_PAGE_CSP_SOURCES['trusted-types']).toEqual(['cinema-elements', 'default']);
    expect(HOST_PAGE_CSP_SOURCES['base-uri']).toEqual(["'self'"]);
    expect(HOST_PAGE_CSP).not.toMatch(/allow-duplicates|trusted-types[^;]*\*/);
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

describe('what each element needs of the published policy', () => {
  const tags = Object.keys(ELEMENT_CSP_PARTS) as CinemaTag[];

  it('names every element folder (src/elements/*), and no other', () => {
    const folders = elementFolders(path.join(import.meta.dirname, '..', '..'));
    expect(tags.map((tag) => tag.replace(/^cinema-/, '')).sort()).toEqual([...folders].sort());
  });

  it('is, for every element together, the published policy itself', () => {
    expect(policyForElements(tags)).toEqual(HOST_PAGE_CSP_SOURCES);
  });

  it.each(tags)('%s: never allows what the published policy refuses', (tag) => {
    const policy = policyForElements([tag]);
    expect(Object.keys(policy)).toEqual(Object.keys(HOST_PAGE_CSP_SOURCES));
    for (const [directive, sources] of Object.entries(policy)) {
      const published = HOST_PAGE_CSP_SOURCES[directive] ?? [];
      if (sources.join() === "'none'") continue;
      expect(published, directive).toEqual(expect.arrayContaining([...sources]));
    }
  });

  it('gives payments only to the elements that take them, reCAPTCHA to every form', () => {
    const opens = (tag: CinemaTag, host: string) =>
      serializeCsp(policyForElements([tag])).includes(host);
    expect(tags.filter((tag) => opens(tag, 'braintreegateway.com')).sort()).toEqual([
      'cinema-festival-pass',
      'cinema-member-area',
      'cinema-membership',
      'cinema-shop-cart',
    ]);
    expect(tags.filter((tag) => opens(tag, 'recaptcha')).sort()).toEqual([
      'cinema-festival-pass',
      'cinema-member-area',
      'cinema-membership',
      'cinema-newsletter',
      'cinema-shop-cart',
    ]);
    expect(serializeCsp(policyForElements(['cinema-cart-summary']))).not.toMatch(/https:/);
  });

  it('gives every element Trusted Types, and the default policy only with 3D Secure', () => {
    for (const tag of tags) {
      const policy = policyForElements([tag]);
      expect(policy['require-trusted-types-for'], tag).toEqual(["'script'"]);
      expect(policy['trusted-types'], tag).toEqual(
        ELEMENT_CSP_PARTS[tag].includes('threeDSecure')
          ? ['cinema-elements', 'default']
          : ['cinema-elements'],
      );
    }
    expect(policyForElements(['cinema-festival-pass'], ['threeDSecure'])['trusted-types']).toEqual([
      'cinema-elements',
    ]);
  });

  it('says none for a directive no part opens, and leaves out what the cinema does not offer', () => {
    expect(policyOf([])['frame-src']).toEqual(["'none'"]);
    expect(partsForElements(['cinema-shop-cart'], ['payPal', 'page'])).toEqual([
      'card',
      'googlePay',
      'botCheck',
      'threeDSecure',
    ]);
    expect(isCinemaTag('cinema-newsletter')).toBe(true);
    expect(isCinemaTag('cinema-gift-card')).toBe(false);
    expect(isCinemaTag('toString')).toBe(false);
  });
});
