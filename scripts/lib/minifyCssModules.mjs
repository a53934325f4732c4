// @ts-check
/**
 * esbuild plugin for the builds: the elements' stylesheets live in TypeScript modules named
 * `*Css.ts` as static template literals (shadow roots need the CSS as a string). Readable source
 * is worth keeping, but every byte of it ships in the CDN entry, so at build time each static
 * literal in those modules is replaced by its CSS minified by esbuild. Literals with `${…}` are
 * left as they are.
 */
import { readFile } from 'node:fs/promises';
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

/**
 * The plugin: `esbuildPlugins: [minifyCssModules()]` in tsup.config.ts.
 * @returns {import('esbuild').Plugin}
 */
export function minifyCssModules() {
  return {
    name: 'minify-css-modules',
    setup(build) {
      build.onLoad({ filter: /[/\\]src[/\\].*Css\.ts$/ }, async (args) => ({
        contents: await minifyCssLiterals(await readFile(args.path, 'utf8')),
        loader: 'ts',
      }));
    },
  };
}
