// @vitest-environment node
/**
 * The repository explains itself (DEVELOPERS.md, "House style"): a comment, a test name or a
 * document cites the documents kept here (docs/product-rules.md §N, docs/api/openapi.yaml,
 * README.md, DEVELOPERS.md, docs/*), never one kept outside the repository — the old product
 * requirements ("spec N"), the public contract ("CONTRACT §N"), the style guide ("STYLE point
 * N"), notes beside the clone (`../shared/…`, `research/…`) — nor an issue number, which says
 * nothing to a reader who has only the repository. Every tracked text file is read but the
 * CHANGELOG, whose entries are history; JSON files (the size budgets' `$comment`s are the history
 * of each limit) may name the issue that moved a figure, but no outside document either.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Citations of documents kept outside the repository. */
const OUTSIDE_DOCUMENTS: readonly RegExp[] = [
  /\bCONTRACT(?:\.md\b| ?§| \d)/,
  /\b[Ss]pecs? (?:\d|§)/,
  /\bspec\/\d/,
  /\bSTYLE(?:\.md\b| points? \d| §)/,
  /\.\.\/shared\b/,
  /\/work\/shared\b/,
  /\bPAYMENTS-OFFLINE\b/,
  /(?:^|[\s(`'"/])research\//,
];

/** An issue number cited as the reason for something. */
const ISSUE_NUMBER = /\b[Ii]ssues? (?:#?\d|§\d)/;

/**
 * The text with each line break, and the comment marker that continues a comment on the next
 * line (` * `, `// `, `# `), folded into one space: a citation split over two lines is found too.
 */
const folded = (text: string): string =>
  text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g, ' ');

/** The citations in `text` that point outside the repository, as they stand in it. */
function outsideCitations(text: string, { issues = true } = {}): string[] {
  const patterns = issues ? [...OUTSIDE_DOCUMENTS, ISSUE_NUMBER] : OUTSIDE_DOCUMENTS;
  const flat = folded(text);
  return patterns.flatMap((pattern) =>
    [...flat.matchAll(new RegExp(pattern.source, 'g'))].map(({ index }) =>
      flat.slice(Math.max(0, index - 30), index + 40).trim(),
    ),
  );
}

/** Every tracked file this rule reads: text files, less the CHANGELOG and the lock file. */
function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && file !== THIS_FILE)
    .filter((file) => !/(?:^|\/)(?:CHANGELOG\.md|package-lock\.json)$/.test(file))
    .filter((file) => !/\.(?:png|jpe?g|gif|webp|ico|woff2?|ttf|pdf|zip|gz)$/i.test(file));
}

describe('the matcher', () => {
  it.each([
    'the server cart (CONTRACT §6)',
    'as CONTRACT.md says',
    'validation (spec 5)',
    "Spec 8's texts",
    'every spec 7 row',
    'seams (STYLE point 6)',
    'never `json` or `function`, STYLE\n * point 3',
    'House style: `../shared/STYLE.md` (beside the clone).',
    'docs: /work/shared/PAYMENTS-OFFLINE.md',
    'as research/braintree.md found',
    'a busy page (issue 10 §3)',
    'Credit Card opens first (issue 6)',
    'Issue 3’s fault matrix',
    'the reference API server (issue §5)',
  ])('finds the outside citation in %j', (text) => {
    expect(outsideCitations(text)).not.toEqual([]);
  });

  it.each([
    'the contract test (test/unit/apiContract.test.ts)',
    'docs/product-rules.md §6.2',
    'product-rules §8.1 and docs/api/openapi.yaml#/components/schemas/Cart',
    "useStyles(css, STYLE_ORDER.element); if (tag === 'STYLE') return;",
    'DEVELOPERS.md, "House style", point 6',
    'test/e2e/shop-cart/faults.spec.ts, six tests',
    "braintree-web's hosted-fields/shared/constants",
    'a spec of its own',
  ])('lets %j pass', (text) => {
    expect(outsideCitations(text)).toEqual([]);
  });

  it('lets a JSON history name an issue, never an outside document', () => {
    expect(outsideCitations('Raised for issue 33', { issues: false })).toEqual([]);
    expect(outsideCitations('(CONTRACT §2.2)', { issues: false })).not.toEqual([]);
  });
});

it('finds no citation of a document outside the repository in any tracked file', () => {
  const found = trackedTextFiles().flatMap((file) =>
    outsideCitations(readFileSync(join(ROOT, file), 'utf8'), {
      issues: !file.endsWith('.json'),
    }).map((citation) => `${file}: …${citation}…`),
  );
  expect(found).toEqual([]);
});
