// @vitest-environment node
/**
 * docs/product-rules.md is where the product's rules live, and what source comments cite. This
 * keeps the citations honest: every `product-rules §N` cited anywhere, in the code or in the docs,
 * is a heading of the page (citations of documents outside the repository are refused by
 * documentCitations.test.ts); and the page says what the product does today, not what it might.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULES = readFileSync(join(ROOT, 'docs/product-rules.md'), 'utf8');
const THIS_FILE = fileURLToPath(import.meta.url);

/** Section numbers of the page's headings: `## 5. The shop` → `5`, `### 5.1 Cart rules` → `5.1`. */
const sections = new Set(
  [...RULES.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1] ?? ''),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(?:ts|tsx|mjs|js)$/.test(name) && path !== THIS_FILE ? [path] : [];
  });
}
const files = ['src', 'demo', 'test', 'scripts'].flatMap((dir) => sourceFiles(join(ROOT, dir)));

/** The Markdown documents that may cite the page: the README, DEVELOPERS.md and docs/. */
const documents = [
  'README.md',
  'DEVELOPERS.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md') && name !== 'product-rules.md')
    .map((name) => `docs/${name}`),
];

/** `§4, §5.1 and §9` → `4`, `5.1`, `9`. */
const numbersIn = (list: string): string[] => list.match(/\d+(?:\.\d+)?/g) ?? [];

it('points every product-rules citation at a real section', () => {
  const texts = [
    ...files.map((file) => [relative(ROOT, file), readFileSync(file, 'utf8')] as const),
    ['docs/api/openapi.yaml', readFileSync(join(ROOT, 'docs/api/openapi.yaml'), 'utf8')] as const,
    ...documents.map((name) => [name, readFileSync(join(ROOT, name), 'utf8')] as const),
  ];
  const missing: string[] = [];
  for (const [name, text] of texts) {
    for (const [, list = ''] of text.matchAll(/product-rules(?:\.md)?`? (§[\d.]+(?:,? §[\d.]+)*)/g))
      for (const section of numbersIn(list))
        if (!sections.has(section)) missing.push(`${name}: §${section}`);
  }
  // Inside the page, every § reference.
  for (const [, ref = ''] of RULES.matchAll(/§(\d+(?:\.\d+)?)/g))
    if (!sections.has(ref)) missing.push(`docs/product-rules.md: §${ref}`);
  expect(missing).toEqual([]);
});

it('has the chapters a citation can rely on', () => {
  expect(sections.size).toBeGreaterThan(40);
  for (const chapter of ['1', '5', '5.1', '7', '8', '9', '13', '15'])
    expect(sections).toContain(chapter);
});

/** Words that promise rather than describe: what the page must not say of the product. */
const NOT_TODAY =
  /\b(?:not (?:yet )?built(?: yet)?|not yet (?:built|implemented|done)|yet to be built|to be built|planned|promised, not|nothing in the code implements|coming soon|TODO)\b/i;

it('says what the product does today, with nothing "not built yet"', () => {
  for (const said of [
    '## 15. Promised, not built yet',
    'Nothing in the code implements them yet.',
    'Recipients are not yet built.',
    'Analytics is planned.',
  ])
    expect(said).toMatch(NOT_TODAY);
  expect('Built: 3-D Secure now verifies every card (§7.9).').not.toMatch(NOT_TODAY);
  const promises = RULES.split('\n').filter((line) => NOT_TODAY.test(line));
  expect(promises).toEqual([]);
});
