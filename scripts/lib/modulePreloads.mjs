// @ts-check
/**
 * After the CDN build: which chunks each element's tree needs, written into the entry. Each tree
 * is a lazy chunk that statically imports shared chunks; without help the browser fetches the
 * tree, parses it, and only then asks for what it imports (one more round trip before the element
 * shows). This step appends to the entry one call of `registerElementChunks` (src/dom/
 * elementChunks.ts, exported by src/cdn.ts) with a table of tag → the tree's chunk and its static
 * imports; the first time an element of a tag renders, it preloads all of them at once, whether
 * the tag was in the page's markup or added later by a single-page app. The same table names the
 * steps that load later (`payment`: the order calls, the payment page and braintree-web's client
 * and card fields), whose chunks are asked for all at once when the buyer starts on the form that
 * leads there. Appended code leaves the entry's source map valid for what was there.
 *
 * The entry itself must load nothing before it runs: esbuild gives it a bare import of the chunk
 * holding its runtime helpers (`__commonJS`, `__toESM`: declarations only, no source module of
 * ours), which the loader never calls and the lazy chunks import themselves. On a slow connection
 * that import is a whole round trip before any element shows, so it is blanked out
 * ({@link dropHelperImports}) before the table is made.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { analyseBundle, staticClosure } from './analyseBundle.mjs';

/** The entry's export the appended call uses. */
export const REGISTER_EXPORT = 'registerElementChunks';

/** The appended line: `<local>({"cinema-…": "…"},import.meta.url);`, so a second run replaces it. */
const APPENDED = /^[\w$]+\(\{"cinema-/;

/**
 * The files to preload per tag (or step): the chunks whose names start with the tree's name (or
 * each of the step's names), and what they statically import beyond the entry closure. A name
 * with no chunk is an error: the table in tsup.config.ts has gone stale.
 * @param {Awaited<ReturnType<typeof analyseBundle>>} analysis
 * @param {Record<string, string | string[]>} trees tag → chunk name (e.g. `FestivalPass`), or
 *   step → chunk names
 * @returns {Array<[string, string[]]>}
 */
export function preloadsByTag(analysis, trees) {
  return Object.entries(trees).map(([tag, names]) => {
    const chunks = [names].flat().map((name) => {
      const chunk = analysis.dynamicTargets.find((file) => file.startsWith(`chunks/${name}-`));
      if (!chunk) throw new Error(`modulepreload: no chunk for <${tag}> (chunks/${name}-*.js)`);
      return chunk;
    });
    const files = staticClosure(analysis.chunks, chunks).filter(
      (file) => !analysis.initial.includes(file),
    );
    return [tag, files];
  });
}

/**
 * The code appended to the entry: `register` (the entry's local name for
 * {@link REGISTER_EXPORT}) called with the table, chunk names without folder or `.js`.
 * @param {Array<[string, string[]]>} preloads
 * @param {string} register
 */
export function preloadCode(preloads, register) {
  // Compact on purpose: every byte here is in every first view.
  const table = Object.fromEntries(
    preloads.map(([tag, files]) => [
      tag,
      files.map((file) => file.replace(/^chunks\//, '').replace(/\.js$/, '')).join(' '),
    ]),
  );
  return `${register}(${JSON.stringify(table)},import.meta.url);`;
}

/**
 * The table {@link preloadCode} wrote into a built entry's `code`, as it was given (files as
 * `chunks/x.js`), or null when the code holds none.
 * @param {string} code
 * @returns {Array<[string, string[]]> | null}
 */
export function readPreloads(code) {
  // Its own line, as addModulePreloads appends it: `register({…},import.meta.url);`.
  const table = /^[\w$]+\((\{"[^\n]*\}),import\.meta\.url\);$/m.exec(code)?.[1];
  if (!table) return null;
  return Object.entries(JSON.parse(table)).map(([tag, files]) => [
    tag,
    String(files)
      .split(' ')
      .filter(Boolean)
      .map((file) => `chunks/${file}.js`),
  ]);
}

/**
 * Blank out the entry's bare imports (`import"./chunks/x.js";`, no bindings) of chunks that hold
 * no source module, only esbuild's runtime helpers: spaces of the same length, so every column of
 * the entry's one-line code, and so its source map, stays as it was. Returns the code and the
 * blanked files.
 * @param {string} code the entry's code
 * @param {Map<string, { sources: string[] }>} chunks chunk file (`chunks/x.js`) → its map's sources
 * @returns {{ code: string, dropped: string[] }}
 */
export function dropHelperImports(code, chunks) {
  /** @type {string[]} */
  const dropped = [];
  const blanked = code.replace(/import\s*"\.\/(chunks\/[\w-]+\.js)";/g, (statement, file) => {
    const chunk = chunks.get(file);
    if (!chunk || chunk.sources.length > 0) return statement;
    dropped.push(file);
    return ' '.repeat(statement.length);
  });
  return { code: blanked, dropped };
}

/** The sources of `dir/file`'s source map (an empty list for esbuild's helpers chunk). */
function mapSources(/** @type {string} */ dir, /** @type {string} */ file) {
  try {
    const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
    return Array.isArray(map.sources) ? map.sources : [''];
  } catch {
    // No map: we cannot tell what it holds, so it stays imported.
    return [''];
  }
}

/**
 * The entry's local name for its export `name`.
 * @param {string} code
 * @param {string} name
 */
async function localNameOf(code, name) {
  await init;
  const [, exports] = parse(code);
  const found = exports.find((e) => e.n === name);
  if (!found?.ln) throw new Error(`modulepreload: the entry does not export ${name}`);
  return found.ln;
}

/**
 * Append the registration to `dir/entry` (idempotent: a second run replaces the first's).
 * Returns the table it wrote: each tag or step with its files (`chunks/x.js`).
 * @param {string} dir the CDN output folder
 * @param {string} entry the entry's file name
 * @param {Record<string, string | string[]>} trees tag → chunk name, step → chunk names
 * @returns {Promise<Array<[string, string[]]>>}
 */
export async function addModulePreloads(dir, entry, trees) {
  const file = join(dir, entry);
  const imported = [
    ...readFileSync(file, 'utf8').matchAll(/import\s*"\.\/(chunks\/[\w-]+\.js)";/g),
  ];
  const chunks = new Map(
    imported.map(([, chunk = '']) => [chunk, { sources: mapSources(dir, chunk) }]),
  );
  writeFileSync(file, dropHelperImports(readFileSync(file, 'utf8'), chunks).code);
  const analysis = await analyseBundle(dir, entry);
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const mapLine = lines.findIndex((line) => line.startsWith('//# sourceMappingURL='));
  const body = (mapLine === -1 ? lines : lines.slice(0, mapLine))
    .filter((line) => !APPENDED.test(line))
    .join('\n')
    .replace(/\n+$/, '');
  const tail = mapLine === -1 ? [] : lines.slice(mapLine);
  const register = await localNameOf(body, REGISTER_EXPORT);
  const preloads = preloadsByTag(analysis, trees);
  writeFileSync(file, [body, preloadCode(preloads, register), ...tail].join('\n'));
  return preloads;
}
