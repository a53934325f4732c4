/**
 * The design-token table of docs/theming.md (product-rules §1.3), generated from src/themes so it
 * cannot drift: each `--cinema-*` token, its role, its default in each theme and the elements
 * whose CSS reads it. `npm run tokens` writes it between the markers; test/unit/tokensTable.test.ts
 * fails when the document differs.
 */
import { DESCRIPTORS } from '../../src/elements/descriptors';
import { reservedSpaceCss } from '../../src/elements/elementDefines';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { baseCss } from '../../src/themes/baseCss';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { themes } from '../../src/themes/themes';
import { designTokens } from '../../src/themes/tokens';
import { elementFolders, elementNames } from './elementRegistry.mjs';

/** The document that holds the table, from the repository's root. */
export const TOKENS_DOCUMENT = 'docs/theming.md';

/** The document's markers around the table. */
export const TOKENS_START = '<!-- tokens:start (npm run tokens) -->';
export const TOKENS_END = '<!-- tokens:end -->';

/** Shared folders of src/react and the elements whose trees use them. */
const SHARED: Record<string, readonly string[]> = {
  payment: ['festival-pass', 'shop-cart', 'membership', 'member-area'],
  cart: ['shop-cart', 'cart-summary'],
  form: ['festival-pass', 'shop-cart', 'member-area', 'membership', 'newsletter'],
  remote: ['festival-pass', 'shop-cart', 'member-area', 'membership', 'newsletter'],
};

/** Every source file under `dir`, as one string. */
function sources(dir: string): string {
  let text = '';
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) text += sources(path);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry))
      text += readFileSync(path, 'utf8');
  }
  return text;
}

/** The elements (folder names) whose CSS reads each token. */
function users(root: string, folders: readonly string[]): (name: string) => string {
  const reads = (text: string, name: string) =>
    text.includes(`var(${name})`) || text.includes(`var(${name},`);
  const own = new Map(folders.map((f) => [f, sources(join(root, 'src/react', f))]));
  const shared = Object.entries(SHARED).map(
    ([dir, elements]) => [sources(join(root, 'src/react', dir)), elements] as const,
  );
  return (name) => {
    // The page-level reserved space reads it for every element (src/dom/reserveSpace.ts).
    if (reads(baseCss, name) || reads(reservedSpaceCss(DESCRIPTORS), name)) return 'every element';
    const found = new Set<string>();
    for (const [folder, text] of own) if (reads(text, name)) found.add(folder);
    for (const [text, elements] of shared)
      if (reads(text, name)) for (const e of elements) found.add(e);
    return (
      folders
        .filter((f) => found.has(f))
        .map((f) => `\`${elementNames(f).tag}\``)
        .join(', ') || '—'
    );
  };
}

/** A table cell: backticks for code, pipes escaped. */
const code = (value: string): string => `\`${value.replaceAll('|', '\\|')}\``;

/** The Markdown table of every token, from src/themes. */
export function tokensTable(root: string): string {
  const usedBy = users(root, elementFolders(root));
  const head = ['Token', 'Role', ...THEME_NAMES.map((name) => themes[name].label), 'Used by'];
  const rows = [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...designTokens().map(
      ({ name, role, defaults }) =>
        `| ${[code(name), role, ...THEME_NAMES.map((t) => code(defaults[t])), usedBy(name)].join(' | ')} |`,
    ),
  ];
  return rows.join('\n');
}

/**
 * `document` (the text of {@link TOKENS_DOCUMENT}) with the table between its markers replaced by
 * a fresh one, formatted as prettier formats the document (it aligns the columns).
 */
export async function withTokensTable(document: string, root: string): Promise<string> {
  const start = document.indexOf(TOKENS_START);
  const end = document.indexOf(TOKENS_END);
  if (start === -1 || end < start)
    throw new Error(`${TOKENS_DOCUMENT} has no ${TOKENS_START} … ${TOKENS_END}`);
  const table = tokensTable(root);
  const next = `${document.slice(0, start + TOKENS_START.length)}\n\n${table}\n\n${document.slice(end)}`;
  const file = join(root, TOKENS_DOCUMENT);
  return format(next, { ...(await resolveConfig(file)), filepath: file });
}
