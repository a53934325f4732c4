// @vitest-environment node
/**
 * docs/product-rules.md is where the product's rules live, and what source comments cite. This
 * keeps the citations honest: every old citation still in the code ("spec N", "CONTRACT §N",
 * "issue N", documents outside the repository) is in the page's table of where it went, and
 * every `product-rules §N` cited anywhere, in the code or in the docs, is a heading of the page.
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

/** The first column of the table of old citations, e.g. `spec 2.2`, `CONTRACT §6`, `issue 10 §3`. */
const mapped = new Set(
  [...RULES.matchAll(/^\| ((?:spec|CONTRACT|issue) [^|]*?) +\|/gm)].map((match) => match[1] ?? ''),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(?:ts|tsx|mjs|js)$/.test(name) && path !== THIS_FILE ? [path] : [];
  });
}
const files = ['src', 'demo', 'test', 'scripts'].flatMap((dir) => sourceFiles(join(ROOT, dir)));

/** `spec 4, 5 and 9` → `4`, `5`, `9`. */
const numbersIn = (list: string): string[] => list.match(/\d+(?:\.\d+)?/g) ?? [];

/** The old citations in `text`, as the table names them. */
function oldCitations(text: string): string[] {
  const found: string[] = [];
  for (const [, list = ''] of text.matchAll(/\bCONTRACT (§\d+(?:\.\d+)?(?:,? §\d+(?:\.\d+)?)*)/g))
    found.push(...numbersIn(list).map((n) => `CONTRACT §${n}`));
  const specList = /\b[Ss]pecs? (\d+(?:\.\d+)?(?:(?:, | and | ?\/ ?)\d+(?:\.\d+)?)*)/g;
  for (const [, list = ''] of text.matchAll(specList))
    found.push(...numbersIn(list).map((n) => `spec ${n}`));
  for (const [, ref = ''] of text.matchAll(/\b[Ii]ssue (\d+(?: §\d+)?|§\d+)/g))
    found.push(`issue ${ref}`);
  return found;
}

/** The table's row for a citation: the exact one, else its chapter's (`CONTRACT §6.1` → `§6`). */
const rowFor = (citation: string): string | undefined =>
  [citation, citation.replace(/(\d+)\.\d+$/, '$1')].find((key) => mapped.has(key));

it('maps every old citation left in the code to its new home', () => {
  const unmapped: string[] = [];
  for (const file of files) {
    for (const citation of oldCitations(readFileSync(file, 'utf8'))) {
      if (!rowFor(citation)) unmapped.push(`${relative(ROOT, file)}: ${citation}`);
    }
  }
  expect(unmapped).toEqual([]);
});

it('points each row of the table, and every product-rules citation, at a real section', () => {
  const texts = [
    ...files.map((file) => [relative(ROOT, file), readFileSync(file, 'utf8')] as const),
    ['docs/api/openapi.yaml', readFileSync(join(ROOT, 'docs/api/openapi.yaml'), 'utf8')] as const,
    ['README.md', readFileSync(join(ROOT, 'README.md'), 'utf8')] as const,
  ];
  const missing: string[] = [];
  for (const [name, text] of texts) {
    for (const [, list = ''] of text.matchAll(/product-rules(?:\.md)?`? (§[\d.]+(?:,? §[\d.]+)*)/g))
      for (const section of numbersIn(list))
        if (!sections.has(section)) missing.push(`${name}: §${section}`);
  }
  // Inside the page, every § reference outside the table's first column (the old citations).
  for (const [, ref = ''] of RULES.replace(/^\| (?:spec|CONTRACT|issue)[^|]*\|/gm, '|').matchAll(
    /§(\d+(?:\.\d+)?)/g,
  ))
    if (!sections.has(ref)) missing.push(`docs/product-rules.md: §${ref}`);
  expect(missing).toEqual([]);
});

it('has the chapters a citation can rely on', () => {
  expect(sections.size).toBeGreaterThan(40);
  for (const chapter of ['1', '5', '5.1', '7', '8', '9', '13', '15'])
    expect(sections).toContain(chapter);
});
