// @vitest-environment node
/**
 * The README is for the web admin who embeds the elements, short enough to read (at most 500
 * lines): what an engineer needs lives in docs/ and DEVELOPERS.md, linked. Every relative link of
 * those documents leads to a file, and to a heading where it names one (GitHub's anchors); so
 * does every `README.md#…` the elements' own console lines point at.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** The documents whose links are checked. */
const DOCUMENTS = [
  'README.md',
  'DEVELOPERS.md',
  'demo/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The text without its fenced code blocks, where a `](` is code, not a link. */
const prose = (markdown: string): string => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** The anchors of a Markdown document's headings, with GitHub's `-1`, `-2` for repeats. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(heading);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/** The relative link targets of a Markdown document (`[text](target)`, images too). */
const linksOf = (markdown: string): string[] =>
  [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));

/** Where a link of `from` leads that does not resolve, or nothing. */
function brokenLink(from: string, target: string): string | undefined {
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? from : relative(ROOT, join(ROOT, dirname(from), path));
  if (!existsSync(join(ROOT, file))) return `${from}: ${target} (no file ${file})`;
  if (anchor === undefined || !file.endsWith('.md')) return undefined;
  return anchorsOf(read(file)).has(anchor) ? undefined : `${from}: ${target} (no heading)`;
}

describe('the link check', () => {
  it("makes GitHub's anchors", () => {
    expect(anchorOf('`cinema-shop-cart`: when something is wrong')).toBe(
      'cinema-shop-cart-when-something-is-wrong',
    );
    expect(anchorOf("On a partner's domain")).toBe('on-a-partners-domain');
    expect(anchorOf('1.3 Themes')).toBe('13-themes');
  });

  it('finds a link to a missing file or heading, and passes one that resolves', () => {
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toBeDefined();
    expect(brokenLink('README.md', '#no-such-heading')).toBeDefined();
    expect(brokenLink('docs/theming.md', '../README.md#no-such-heading')).toBeDefined();
    expect(brokenLink('docs/theming.md', '../README.md#theming')).toBeUndefined();
    expect(brokenLink('README.md', 'docs/product-rules.md#13-themes')).toBeUndefined();
  });
});

/** Lines as an editor and `wc -l` count them: the newline at the end ends the last one. */
const linesOf = (text: string): number => text.replace(/\n$/, '').split('\n').length;

it('counts lines as an editor does', () => {
  expect(linesOf('a\nb\n')).toBe(2);
  expect(linesOf('a\nb')).toBe(2);
  expect(linesOf('a\n\nb\n')).toBe(3);
});

it('is a README of at most 500 lines', () => {
  expect(linesOf(read('README.md'))).toBeLessThanOrEqual(500);
});

it.each(DOCUMENTS)('has every relative link of %s resolve', (document) => {
  const broken = linksOf(read(document)).flatMap((target) => brokenLink(document, target) ?? []);
  expect(broken).toEqual([]);
});

it('has every README section the elements point the admin at', () => {
  const sources = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const anchors = new Set(
    sources('src').flatMap((file) =>
      [...read(file).matchAll(/(?:README\.md|\$\{README_URL\})#([a-z][a-z0-9-]*)/g)].map(
        ([, anchor = '']) => anchor,
      ),
    ),
  );
  expect(anchors).toContain('theming');
  const readme = anchorsOf(read('README.md'));
  expect([...anchors].filter((anchor) => !readme.has(anchor))).toEqual([]);
});
