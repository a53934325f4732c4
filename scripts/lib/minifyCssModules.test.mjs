// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineCssIncludes, minifyCssLiterals } from './minifyCssModules.mjs';

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

describe('inlineCssIncludes', () => {
  const modules = {
    '../form/fieldErrorCss':
      '/** Doc. @cssInclude */\nexport const fieldErrorCss = `\n.field-error {  color: red; }\n`;\n',
    './otherCss':
      '/** @cssInclude */\nexport const aCss = `a { b: c; }`;\nexport const bCss = `${aCss} d { e: f; }`;\n',
    './baseCss': 'export const baseCss = `p { margin: 0; }`;\n',
  };
  /** @param {string} specifier */
  const load = async (specifier) => modules[/** @type {keyof typeof modules} */ (specifier)];

  it('writes the included CSS into the literal and drops the import, so it is minified whole', async () => {
    const source =
      "import { fieldErrorCss } from '../form/fieldErrorCss';\n\nexport const xCss = `\nform {  margin: 0; }\n${fieldErrorCss}`;\n";
    const inlined = await inlineCssIncludes(source, load);
    expect(inlined).toBe(
      '\nexport const xCss = `\nform {  margin: 0; }\n\n.field-error {  color: red; }\n`;\n',
    );
    expect(await minifyCssLiterals(inlined)).toBe(
      '\nexport const xCss = `form{margin:0}.field-error{color:red}`;\n',
    );
  });

  it('keeps an import whose export is not a static literal, and the code that uses it', async () => {
    const source = "import { aCss, bCss } from './otherCss';\nconst x = `${bCss} ${aCss}`;\n";
    expect(await inlineCssIncludes(source, load)).toBe(
      "import { bCss } from './otherCss';\nconst x = `${bCss} a { b: c; }`;\n",
    );
  });

  it('leaves a stylesheet composed at run time alone: it is not marked @cssInclude', async () => {
    const source = "import { baseCss } from './baseCss';\nexport const a = `${baseCss}`;\n";
    expect(await inlineCssIncludes(source, load)).toBe(source);
  });
});
