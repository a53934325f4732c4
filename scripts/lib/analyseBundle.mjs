// @ts-check
/**
 * Measures the CDN bundle the way a browser loads it: the entry plus everything it statically
 * imports arrives before any element can render; each `import()` target (and what it statically
 * pulls in beyond that) arrives later. Import edges come from parsing the emitted chunks, so the
 * numbers describe the files actually shipped, not the bundler's intentions.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

/**
 * @typedef {{ file: string, raw: number, gzip: number, brotli: number,
 *   staticImports: string[], dynamicImports: string[], problems: string[] }} ChunkInfo
 * @typedef {{ raw: number, gzip: number, brotli: number }} Bytes
 */

/** Compressed sizes as a CDN would serve the file (max compression levels). */
export function compressedSizes(/** @type {Buffer} */ bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/** Every `.js` file below `dir`, as paths relative to it with forward slashes. */
export function listScripts(/** @type {string} */ dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.js')) {
      files.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
    }
  }
  return files.sort();
}

/**
 * Parse one emitted chunk: its sizes and its static and dynamic import targets (relative to the
 * bundle folder). Anything that is not a relative import of a sibling file is a problem, because
 * the CDN bundle must be self-contained (product-rules §2.1).
 */
export async function readChunk(/** @type {string} */ dir, /** @type {string} */ file) {
  await init;
  const source = readFileSync(join(dir, file));
  const [imports] = parse(source.toString('utf8'), file);
  /** @type {ChunkInfo} */
  const info = {
    file,
    ...compressedSizes(source),
    staticImports: [],
    dynamicImports: [],
    problems: [],
  };
  for (const entry of imports) {
    if (entry.t === 3) continue; // import.meta
    const dynamic = entry.t === 2 || entry.t === 5 || entry.t === 7;
    if (entry.n === undefined) {
      info.problems.push(`${file}: import() with a computed specifier cannot be measured`);
      continue;
    }
    if (!entry.n.startsWith('./') && !entry.n.startsWith('../')) {
      info.problems.push(`${file}: imports "${entry.n}", which is not part of the bundle`);
      continue;
    }
    const target = relative(dir, resolve(dir, dirname(file), entry.n))
      .split(sep)
      .join('/');
    (dynamic ? info.dynamicImports : info.staticImports).push(target);
  }
  return info;
}

/** Files reachable from `roots` through static imports only, roots included. */
export function staticClosure(
  /** @type {Map<string, ChunkInfo>} */ chunks,
  /** @type {string[]} */ roots,
) {
  const seen = new Set(roots);
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of chunks.get(file)?.staticImports ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

/** Sum of per-file sizes: each file is fetched and compressed on its own. */
export function sumBytes(
  /** @type {Map<string, ChunkInfo>} */ chunks,
  /** @type {string[]} */ files,
) {
  /** @type {Bytes} */
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const chunk = chunks.get(file);
    if (!chunk) continue;
    total.raw += chunk.raw;
    total.gzip += chunk.gzip;
    total.brotli += chunk.brotli;
  }
  return total;
}

/**
 * Analyse a built CDN folder: every chunk, the entry's static closure, and the lazy chunks
 * (everything else). Missing import targets are reported as problems.
 */
export async function analyseBundle(/** @type {string} */ dir, /** @type {string} */ entry) {
  /** @type {Map<string, ChunkInfo>} */
  const chunks = new Map();
  for (const file of listScripts(dir)) chunks.set(file, await readChunk(dir, file));
  const problems = [...chunks.values()].flatMap((c) => c.problems);
  if (!chunks.has(entry)) problems.push(`${entry}: entry not found in ${dir}`);
  for (const chunk of chunks.values()) {
    for (const target of [...chunk.staticImports, ...chunk.dynamicImports]) {
      if (!chunks.has(target)) problems.push(`${chunk.file}: imports missing file ${target}`);
    }
  }
  const initial = chunks.has(entry) ? staticClosure(chunks, [entry]) : [];
  const lazy = [...chunks.keys()].filter((f) => !initial.includes(f));
  const dynamicTargets = [...new Set([...chunks.values()].flatMap((c) => c.dynamicImports))];
  return { chunks, entry, initial, lazy, dynamicTargets, problems };
}
