// @ts-check
/**
 * The CDN entry's Subresource Integrity (README "Embedding"): after the CDN build's last rewrite of
 * the entry (its preload table, scripts/lib/modulePreloads.mjs), `dist/cdn/sri.json` names each
 * entry file (`cinema-elements.js`, the only `.js` beside `chunks/`) with the `sha384-…` of its
 * final bytes, which a page's `<script integrity="…">` must match. The reference server serves the
 * file with the bundle, and the configurator puts that value in the snippet it copies. The exports
 * check (scripts/check-exports.mjs) hashes the built entry again and fails when they differ.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file, beside the entry, that names each entry file's integrity. */
export const SRI_FILE = 'sri.json';

/**
 * The `integrity` attribute's value for `bytes`: SHA-384, base64 (the strongest hash every browser
 * with module scripts checks).
 * @param {Uint8Array} bytes
 * @returns {string}
 */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The entry files of a CDN folder: its own `.js` files (the chunks are in `chunks/`) and its
 * stylesheet (`cinema-elements.css`, the reserved space a page may link), sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function entryFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Each entry file of `dir` → the integrity of its bytes as they are now.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
export function integrities(dir) {
  return Object.fromEntries(
    entryFiles(dir).map((file) => [file, integrityOf(readFileSync(join(dir, file)))]),
  );
}

/**
 * Write `dir/sri.json` for the entry files as they are now; run after the last rewrite of them.
 * @param {string} dir
 * @returns {Record<string, string>} what was written
 */
export function writeSri(dir) {
  const sri = integrities(dir);
  writeFileSync(join(dir, SRI_FILE), `${JSON.stringify(sri, null, 2)}\n`);
  return sri;
}

/**
 * What is wrong with `dir/sri.json`: missing, an entry file it does not name or names with another
 * hash than its bytes have, a name that is no entry file.
 * @param {string} dir
 * @returns {string[]}
 */
export function sriProblems(dir) {
  const path = join(dir, SRI_FILE);
  if (!existsSync(path)) return [`${path} is missing: the CDN build writes it`];
  /** @type {Record<string, unknown>} */
  let written;
  try {
    written = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return [`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  const actual = integrities(dir);
  const problems = Object.entries(actual)
    .filter(([file, integrity]) => written[file] !== integrity)
    .map(([file, integrity]) =>
      written[file] === undefined
        ? `${SRI_FILE} does not name ${file} (${integrity})`
        : `${SRI_FILE} says ${file} is ${String(written[file])}, but its bytes are ${integrity}`,
    );
  for (const file of Object.keys(written)) {
    if (!(file in actual)) problems.push(`${SRI_FILE} names ${file}, which is not an entry file`);
  }
  return problems;
}
