// @vitest-environment node
/**
 * docs/theming.md's "Reserved space" table says each element's heights as its descriptor holds
 * them (`reservedSpace`, src/elements/<name>/descriptor.ts), so an admin reading it sets a
 * `--cinema-min-height` against the real default.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ElementDescriptor } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';

const THEMING = readFileSync(
  fileURLToPath(new URL('../../docs/theming.md', import.meta.url)),
  'utf8',
);

/** The table's row of `tag`, split into its cells. */
function rowOf(tag: string): string[] | undefined {
  const line = THEMING.split('\n').find((text) => text.startsWith(`| \`${tag}\``));
  return line?.split('|').map((cell) => cell.trim());
}

describe("docs/theming.md's reserved space", () => {
  it.each(Object.values<ElementDescriptor>(DESCRIPTORS).map((element) => [element.tag, element]))(
    'gives %s the heights of its descriptor',
    (tag, element) => {
      const cells = rowOf(tag);
      expect(cells, `a row for ${tag}`).toBeDefined();
      const [, , wide, narrow] = cells!;
      expect(wide).toContain(`\`${element.reservedSpace.wide}\``);
      if (element.reservedSpace.narrow) expect(narrow).toBe(`\`${element.reservedSpace.narrow}\``);
      else expect(narrow).toBe('the same');
    },
  );
});
