// @vitest-environment node
/**
 * The README's design-token table is generated from src/themes (`npm run tokens`): regenerate it
 * and fail when the README differs, so a token added or a default changed cannot leave it behind.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokensTable, withTokensTable } from '../../scripts/lib/tokensTable';
import { designTokens } from '../../src/themes/tokens';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

it('is up to date in the README (run `npm run tokens`)', async () => {
  expect(await withTokensTable(README, ROOT)).toBe(README);
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
