// @ts-check
/**
 * After the CDN build: `modulepreload` hints for the elements on the page. Each element's tree is
 * a lazy chunk that statically imports shared chunks; without hints the browser fetches the tree,
 * parses it, and only then asks for what it imports (one more round trip before the element
 * shows). The entry ends by defining the tags; this step appends, after that, a few lines that
 * look for each tag in the document and preload its tree and the tree's imports, so they download
 * in parallel while React starts. Appended code leaves the entry's source map valid for what was
 * there. Elements a single-page host adds later load as before, without hints.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseBundle, staticClosure } from './analyseBundle.mjs';

/** How the appended line starts, so a second run replaces it. */
const MARK = 'for(const[t,f]of[["cinema-';

/**
 * The files to preload per tag: the chunk whose name starts with the tree's name, and what it
 * statically imports beyond the entry closure. Tags whose tree is not found are an error: the
 * table in tsup.config.ts has gone stale.
 * @param {Awaited<ReturnType<typeof analyseBundle>>} analysis
 * @param {Record<string, string>} trees tag → chunk name (e.g. `FestivalPass`)
 * @returns {Array<[string, string[]]>}
 */
export function preloadsByTag(analysis, trees) {
  return Object.entries(trees).map(([tag, name]) => {
    const chunk = analysis.dynamicTargets.find((file) => file.startsWith(`chunks/${name}-`));
    if (!chunk) throw new Error(`modulepreload: no chunk for <${tag}> (chunks/${name}-*.js)`);
    const files = staticClosure(analysis.chunks, [chunk]).filter(
      (file) => !analysis.initial.includes(file),
    );
    return [tag, files];
  });
}

/** The code appended to the entry for `preloads` (chunk files, relative to the entry). */
export function preloadCode(/** @type {Array<[string, string[]]>} */ preloads) {
  // Compact on purpose: every byte here is in every first view.
  const table = preloads.map(([tag, files]) => [
    tag,
    files.map((file) => file.replace(/^chunks\//, '').replace(/\.js$/, '')).join(' '),
  ]);
  return [
    `for(const[t,f]of${JSON.stringify(table)})`,
    'if(document.querySelector(t))for(const h of f.split(" ")){',
    'const l=document.createElement("link");l.rel="modulepreload";',
    'l.href=new URL(`./chunks/${h}.js`,import.meta.url).href;document.head.append(l)}',
  ].join('');
}

/**
 * Append the hints to `dir/entry` (idempotent: a second run replaces the first's).
 * @param {string} dir the CDN output folder
 * @param {string} entry the entry's file name
 * @param {Record<string, string>} trees tag → chunk name
 */
export async function addModulePreloads(dir, entry, trees) {
  const analysis = await analyseBundle(dir, entry);
  const file = join(dir, entry);
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const mapLine = lines.findIndex((line) => line.startsWith('//# sourceMappingURL='));
  const body = (mapLine === -1 ? lines : lines.slice(0, mapLine))
    .filter((line) => !line.startsWith(MARK))
    .join('\n')
    .replace(/\n+$/, '');
  const tail = mapLine === -1 ? [] : lines.slice(mapLine);
  const hints = preloadCode(preloadsByTag(analysis, trees));
  writeFileSync(file, [body, hints, ...tail].join('\n'));
}
