// @ts-check
/**
 * After the CDN build: the chunks of the steps after a details form (a product's order calls, the
 * payment page with braintree-web's client and card fields) open with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other engines read a comment). V8
 * otherwise compiles a function the first time it is called: the buyer's press on 'Next' would
 * then compile the order calls, the payment page's components and braintree-web's client and card
 * fields one by one on the main thread, between the answers they wait for (~50 ms at 4× CPU
 * slowdown in the bench: docs/speed.md). These chunks are fetched ahead of need while the buyer
 * types (the loader's `modulepreload`, scripts/lib/modulePreloads.mjs), so with the hint they are
 * compiled whole then. A chunk that is also part of an element's first view is left alone: compiling
 * all of it eagerly would slow the view down. The hint is a line of its own at the top; each map's
 * mappings start one line later to match.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
  const firstViews = new Set(
    preloads.filter(([tag]) => tag.startsWith('cinema-')).flatMap(([, files]) => files),
  );
  const files = preloads.filter(([tag]) => isStep(tag)).flatMap(([, f]) => f);
  return [...new Set(files)].filter((file) => !firstViews.has(file)).sort();
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
