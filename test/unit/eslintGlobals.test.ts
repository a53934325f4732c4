// @vitest-environment node
/**
 * The restricted globals of eslint.config.js: a window member used as if it were a local (the
 * shop's address fields once called window.blur on leaving a field) fails the lint in src/.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function globalErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/react/shop-cart/x.ts' });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-globals')
    .map((message) => message.message);
}

describe('restricted globals in src/', () => {
  it.each(['blur', 'focus', 'name', 'close', 'status'])('rejects a bare %s', async (name) => {
    expect(await globalErrors(`export const handler = ${name};\n`)).toEqual([
      `Unexpected use of '${name}'. It is window.${name}; a local of that name is missing.`,
    ]);
  });

  it('allows a local of that name and window.blur said in full', async () => {
    const code = 'export function f(blur: () => void) {\n  blur();\n  window.blur();\n}\n';
    expect(await globalErrors(code)).toEqual([]);
  });
});
