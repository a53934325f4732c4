/** `npm run tokens`: rewrite the README's design-token table from src/themes (scripts/lib/tokensTable.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withTokensTable } from './lib/tokensTable';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const next = await withTokensTable(readme, root);
if (next !== readme) writeFileSync(`${root}README.md`, next);
console.log(
  next === readme ? 'README.md: tokens table up to date' : 'README.md: tokens table written',
);
