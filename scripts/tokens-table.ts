/** `npm run tokens`: rewrite the design-token table of docs/theming.md from src/themes (scripts/lib/tokensTable.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TOKENS_DOCUMENT, withTokensTable } from './lib/tokensTable';

const root = fileURLToPath(new URL('..', import.meta.url));
const document = readFileSync(`${root}${TOKENS_DOCUMENT}`, 'utf8');
const next = await withTokensTable(document, root);
if (next !== document) writeFileSync(`${root}${TOKENS_DOCUMENT}`, next);
console.log(`${TOKENS_DOCUMENT}: tokens table ${next === document ? 'up to date' : 'written'}`);
