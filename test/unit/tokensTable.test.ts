// @vitest-environment node
/**
 * The design-token table of docs/theming.md is generated from src/themes (`npm run tokens`):
 * regenerate it and fail when the document differs, so a token added or a default changed cannot
 * leave it behind.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOKENS_DOCUMENT, tokensTable, withTokensTable } from '../../scripts/lib/tokensTable';
import { designTokens } from '../../src/themes/tokens';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENT = readFileSync(join(ROOT, TOKENS_DOCUMENT), 'utf8');

it('is up to date in docs/theming.md (run `npm run tokens`)', async () => {
  expect(await withTokensTable(DOCUMENT, ROOT)).toBe(DOCUMENT);
});

it('lists every token with a role and a default in each of the four themes', () => {
  const table = tokensTable(ROOT);
  for (const { name, role, defaults } of designTokens()) {
    expect(role, name).not.toBe('');
    expect(table).toContain(`| \`${name}\` | ${role} |`);
    expect(Object.values(defaults).every((value) => value !== '')).toBe(true);
  }
  expect(table).toContain('| `--cinema-color-accent` |');
});
