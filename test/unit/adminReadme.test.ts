// @vitest-environment node
/**
 * Every admin's console line ends with a link to its element's README section (docs/product-rules.md
 * §2.7, src/config/adminMessages.ts): each of those sections must exist, under the heading whose
 * anchor the link names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementFolders, elementNames } from '../../scripts/lib/elementRegistry.mjs';
import { readmeSection } from '../../src/config/adminMessages';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** Every element, from its folder (the one list of elements). */
const TAGS = elementFolders(ROOT).map((folder) => elementNames(folder).tag);

it.each(TAGS)('has the section each <%s> line links to, listing what it says', (tag) => {
  // GitHub's anchor for the heading "`<tag>`: when something is wrong".
  expect(readmeSection(tag)).toBe(`README.md#${tag}-when-something-is-wrong`);
  const heading = `\n#### \`${tag}\`: when something is wrong\n`;
  expect(README).toContain(heading);
  const section = README.slice(README.indexOf(heading) + heading.length).split(/\n#{2,4} /)[0];
  expect(section).toMatch(/^- /m);
});
