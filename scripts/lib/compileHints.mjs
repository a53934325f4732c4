// @ts-check
/**
 * After the CDN build, two kinds of chunk open with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other engines read a comment), which
 * has V8 compile every function of the file as the file arrives, on a background thread while it
 * streams, instead of each function on the main thread the first time it is called:
 *
 * - The element runtime: the chunks every element's first view loads (React, react-dom, jotai,
 *   valibot, the themes; {@link runtimeChunks}). Its functions run as the first view mounts (most
 *   of them) or on the buyer's first change (React's update path, the event system's change
 *   handling), and compiled lazily they were the main thread's work in both: a trace of the
 *   festival pass's first change at 6× CPU slowdown counted 15 to 42 ms of `V8.CompileCode` in
 *   that one event. An A/B of builds with and without the hint on the runtime (2026-12-03, 6×,
 *   eight fresh loads of each, alternating) took the first views' TTI down 8 to 22 % and the
 *   first change's interaction from a median of 112–120 ms to 88–96 ms (docs/speed.md).
 * - The chunks of the steps after a details form (a product's order calls, the payment page with
 *   braintree-web's client and card fields): fetched ahead of need while the buyer types (the
 *   loader's `modulepreload`, scripts/lib/modulePreloads.mjs), so they are compiled whole then,
 *   not after 'Next' between the answers they wait for (~50 ms at 4× CPU slowdown).
 *
 * An element's own tree chunk is left alone: hinting every first-view chunk measured no better
 * than hinting the runtime alone. The hint is a line of its own at the top (29 bytes); each map's
 * mappings start one line later to match.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPreloads } from './modulePreloads.mjs';

/** V8's explicit compile hint: compile every function of this file with the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks to hint: those of `steps`, less those of every element's first view (table keys
 * starting `cinema-`).
 * @param {Array<[string, string[]]>} preloads tag or step → its files (the loader's table, as
 *   addModulePreloads wrote it)
 * @param {(step: string) => boolean} isStep
 * @returns {string[]}
 */
export function hintedChunks(preloads, isStep) {
  const firstViews = firstViewFiles(preloads);
  const files = preloads.filter(([tag]) => isStep(tag)).flatMap(([, f]) => f);
  return [...new Set(files)].filter((file) => !firstViews.has(file)).sort();
}

/**
 * The files of each element's first view (the table's keys that are tags, `cinema-…`).
 * @param {Array<[string, string[]]>} preloads
 * @returns {string[][]}
 */
const firstViewsOf = (preloads) =>
  preloads.filter(([tag]) => tag.startsWith('cinema-')).map(([, files]) => files);

/**
 * Every file some element's first view loads.
 * @param {Array<[string, string[]]>} preloads
 */
const firstViewFiles = (preloads) => new Set(firstViewsOf(preloads).flat());

/**
 * The element runtime: the chunks in every element's first view.
 * @param {Array<[string, string[]]>} preloads tag or step → its files (the loader's table)
 * @returns {string[]}
 */
export function runtimeChunks(preloads) {
  const [first = [], ...rest] = firstViewsOf(preloads);
  return first.filter((file) => rest.every((files) => files.includes(file))).sort();
}

/**
 * What is wrong with the built CDN folder `dir`'s hints: a runtime chunk without one, or a chunk
 * of an element's first view other than the runtime's with one (it would compile all of an
 * element's code eagerly). The table is read back from the entry (modulePreloads.mjs
 * `readPreloads`).
 * @param {string} dir the CDN output folder
 * @param {string} entry the entry's file name in `dir`
 * @returns {string[]}
 */
export function compileHintProblems(dir, entry) {
  const preloads = readPreloads(readFileSync(join(dir, entry), 'utf8'));
  if (!preloads) return [`${entry} holds no chunk table`];
  const runtime = runtimeChunks(preloads);
  const hinted = (/** @type {string} */ file) =>
    readFileSync(join(dir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);
  return [
    ...(runtime.length === 0 ? ['no chunk is in every first view'] : []),
    ...runtime.filter((file) => !hinted(file)).map((file) => `${file}: the runtime, not hinted`),
    ...[...firstViewFiles(preloads)]
      .filter((file) => !runtime.includes(file) && hinted(file))
      .map((file) => `${file}: an element's first view, hinted`),
  ];
}

/**
 * `code` with the hint as its first line (unchanged when it has one), and `map` (a source map's
 * JSON) with its mappings one line later.
 * @param {string} code
 * @param {string | null} map
 * @returns {{ code: string, map: string | null }}
 */
export function withCompileHint(code, map) {
  if (code.startsWith(`${COMPILE_HINT}\n`)) return { code, map };
  if (map === null) return { code: `${COMPILE_HINT}\n${code}`, map };
  const parsed = JSON.parse(map);
  parsed.mappings = `;${parsed.mappings}`;
  return { code: `${COMPILE_HINT}\n${code}`, map: JSON.stringify(parsed) };
}

/**
 * Open each of `files` (`chunks/x.js` in `dir`, from {@link hintedChunks}) with the hint, its map
 * shifted to match.
 * @param {string} dir the CDN output folder
 * @param {string[]} files
 */
export function addCompileHints(dir, files) {
  for (const file of files) {
    const path = join(dir, file);
    let map = null;
    try {
      map = readFileSync(`${path}.map`, 'utf8');
    } catch {
      // No map to keep in step.
    }
    const hinted = withCompileHint(readFileSync(path, 'utf8'), map);
    writeFileSync(path, hinted.code);
    if (hinted.map !== null) writeFileSync(`${path}.map`, hinted.map);
  }
}
