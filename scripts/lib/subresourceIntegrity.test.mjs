import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SRI_FILE,
  entryFiles,
  integrityOf,
  sriProblems,
  writeSri,
} from './subresourceIntegrity.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A CDN folder: an entry, a chunk, a map and the licence notes. */
function cdnFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'sri-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'cinema-elements.js'), "alert('Hello, world.');");
  writeFileSync(join(dir, 'cinema-elements.js.map'), '{}');
  writeFileSync(join(dir, 'cinema-elements.js.LEGAL.txt'), '');
  writeFileSync(join(dir, 'chunks/a-1234.js'), 'export default 1;');
  return dir;
}

describe('the CDN entry’s integrity', () => {
  it('is the SHA-384 of the bytes in base64, as a browser computes it', () => {
    // The example of the Subresource Integrity specification.
    expect(integrityOf(Buffer.from("alert('Hello, world.');"))).toBe(
      'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    );
  });

  it('is written for each entry file, never for a chunk, map or note', () => {
    const dir = cdnFolder();
    expect(entryFiles(dir)).toEqual(['cinema-elements.js']);
    const written = writeSri(dir);
    expect(written).toEqual({
      'cinema-elements.js':
        'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    });
    expect(JSON.parse(readFileSync(join(dir, SRI_FILE), 'utf8'))).toEqual(written);
    expect(sriProblems(dir)).toEqual([]);
  });

  it('is found wrong once the entry changes after it was written', () => {
    const dir = cdnFolder();
    writeSri(dir);
    writeFileSync(join(dir, 'cinema-elements.js'), "alert('Hello, world!');");
    expect(sriProblems(dir)).toEqual([
      expect.stringMatching(
        /^sri\.json says cinema-elements\.js is sha384-H8BR.*, but its bytes are sha384-/,
      ),
    ]);
  });

  it('is found missing, or naming what is no entry', () => {
    const dir = cdnFolder();
    expect(sriProblems(dir)).toEqual([expect.stringContaining('sri.json is missing')]);
    writeFileSync(join(dir, SRI_FILE), JSON.stringify({ 'old.js': 'sha384-x' }));
    expect(sriProblems(dir)).toEqual([
      expect.stringMatching(/^sri\.json does not name cinema-elements\.js \(sha384-/),
      'sri.json names old.js, which is not an entry file',
    ]);
  });
});
