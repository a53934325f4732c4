// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minifyCssLiterals } from './minifyCssModules.mjs';

describe('minifyCssLiterals', () => {
  it('minifies a static CSS literal and keeps the code around it', async () => {
    const source =
      'export const aCss = `\n:host {\n  display: block;\n  color: red;\n}\n.a :focus { outline: 2px solid blue; }\n`;\n';
    const out = await minifyCssLiterals(source);
    expect(out).toBe(
      'export const aCss = `:host{display:block;color:red}.a :focus{outline:2px solid blue}`;\n',
    );
  });

  it('leaves literals with interpolations alone', async () => {
    const source = 'const x = `${a}\n  b {  color: red; }`;';
    expect(await minifyCssLiterals(source)).toBe(source);
  });

  it('handles several literals in one module', async () => {
    const out = await minifyCssLiterals(
      'const a = `p {  margin: 0; }`; const b = `q {  margin: 0; }`;',
    );
    expect(out).toBe('const a = `p{margin:0}`; const b = `q{margin:0}`;');
  });
});

describe('minifyCssLiterals and comments', () => {
  it('ignores backticks in comments', async () => {
    const source =
      '/** Uses `--cinema-*` and `${x}` */\nexport const a = `${themeCss()}\\n${baseCss}`;\nexport const b = `p {  margin: 0; }`;';
    expect(await minifyCssLiterals(source)).toBe(
      '/** Uses `--cinema-*` and `${x}` */\nexport const a = `${themeCss()}\\n${baseCss}`;\nexport const b = `p{margin:0}`;',
    );
  });
});
