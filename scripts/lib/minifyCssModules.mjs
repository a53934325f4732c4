// @ts-check
/**
 * esbuild plugin for the builds: the elements' stylesheets live in TypeScript modules named
 * `*Css.ts` as static template literals (shadow roots need the CSS as a string). Readable source
 * is worth keeping, but every byte of it ships in the CDN entry, so at build time each static
 * literal in those modules is replaced by its CSS minified by esbuild.
 *
 * A stylesheet may include rules several share from a `*Css.ts` module marked `@cssInclude`
 * (`import { fieldErrorCss } from '../form/fieldErrorCss'`, then `${fieldErrorCss}` in its
 * literal): at build time the include's CSS is written into the literal, which is then static and minified like any other, so
 * each stylesheet still ships whole in its own chunk (compressed beside the rules around it, and
 * no extra file in a first view) while its source is written once. Literals with any other `${…}`
 * are left as they are.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { transform } from 'esbuild';

/**
 * A static template literal assigned to a name (`= \`…\``, no interpolation; escapes kept as
 * written). Requiring the `=` keeps backticks in comments out of it.
 */
const STATIC_TEMPLATE = /(=\s*)`((?:[^`\\$]|\\.|\$(?!\{))*)`/g;

/**
 * Minify every static template literal of a `*Css.ts` module's source.
 * @param {string} source TypeScript source of the module
 * @returns {Promise<string>}
 */
export async function minifyCssLiterals(source) {
  const parts = [];
  let last = 0;
  for (const match of source.matchAll(STATIC_TEMPLATE)) {
    const [whole, assign = '', css = ''] = match;
    const { code } = await transform(css, { loader: 'css', minify: true, logLevel: 'silent' });
    parts.push(
      source.slice(last, match.index),
      assign,
      '`',
      code.trim().replaceAll('`', '\\`'),
      '`',
    );
    last = match.index + whole.length;
  }
  parts.push(source.slice(last));
  return parts.join('');
}

/** `import { a, b } from './xCss';`: the names a `*Css.ts` module imports from another. */
const CSS_IMPORT = /^import \{ ([\w\s,]+) \} from '(\.{1,2}\/[^']*Css)';\n/gm;

/**
 * Write into `source`'s literals the CSS of each `${name}` it imports from a `*Css.ts` module
 * marked `@cssInclude` (a static literal exported as `name` there; `load(specifier)` reads that
 * module's source), and drop the imports no longer used. Anything else is left as it is.
 * @param {string} source TypeScript source of the module
 * @param {(specifier: string) => Promise<string>} load
 * @returns {Promise<string>}
 */
export async function inlineCssIncludes(source, load) {
  let out = source;
  for (const [line, names = '', specifier = ''] of source.matchAll(CSS_IMPORT)) {
    const included = await load(specifier);
    // Only a module that says it is written to be included (`@cssInclude`): another stylesheet
    // that a module composes at run time (`${baseCss}`) keeps its one copy in the bundle.
    if (!/@cssInclude\b/.test(included)) continue;
    const imported = names.split(',').map((each) => each.trim());
    for (const name of imported) {
      const literal = new RegExp(`export const ${name} ${STATIC_TEMPLATE.source}`).exec(
        included,
      )?.[2];
      if (literal !== undefined) out = out.replaceAll(`\${${name}}`, literal);
    }
    // An import stays while anything but its own line still uses it.
    const rest = out.replace(line, '');
    const kept = imported.filter((name) => new RegExp(`\\b${name}\\b`).test(rest));
    out = out.replace(
      line,
      kept.length ? `import { ${kept.join(', ')} } from '${specifier}';\n` : '',
    );
  }
  return out;
}

/**
 * The plugin: `esbuildPlugins: [minifyCssModules()]` in tsup.config.ts.
 * @returns {import('esbuild').Plugin}
 */
export function minifyCssModules() {
  return {
    name: 'minify-css-modules',
    setup(build) {
      build.onLoad({ filter: /[/\\]src[/\\].*Css\.ts$/ }, async (args) => {
        const load = (/** @type {string} */ specifier) =>
          readFile(resolve(dirname(args.path), `${specifier}.ts`), 'utf8');
        const source = await inlineCssIncludes(await readFile(args.path, 'utf8'), load);
        return { contents: await minifyCssLiterals(source), loader: 'ts' };
      });
    },
  };
}
