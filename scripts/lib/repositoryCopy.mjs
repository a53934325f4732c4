// @ts-check
/**
 * A throwaway copy of the repository, for what must be tried on a tree of its own (the scaffold's
 * tests: scripts/newElement.test.mjs, scripts/check-scaffold.mjs): the files git tracks or would
 * track (none it ignores), as the working tree has them, with `node_modules` linked rather than
 * installed again.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Copy the tracked files of `root` into a new temporary folder; gives its path. */
export function copyRepository(/** @type {string} */ root, prefix = 'cinema-copy-') {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  );
  if (listed.status !== 0) throw new Error(`git ls-files: ${listed.stderr}`);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const path of listed.stdout.split('\0').filter(Boolean)) {
    // A file deleted in the working tree but not yet in git's index is not part of the tree.
    if (!existsSync(join(root, path))) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    copyFileSync(join(root, path), join(dir, path));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Run `command` (a tool of node_modules/.bin, or node) in `dir`; gives its exit status and what it
 * printed. The environment loses vitest's own variables, so a test run started from a test is a
 * run of its own.
 */
export function runIn(
  /** @type {string} */ dir,
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {Record<string, string>} */ extraEnv = {},
) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !key.startsWith('VITEST') && key !== 'NODE_ENV') env[key] = value;
  const bin = join(dir, 'node_modules/.bin');
  env.PATH = `${bin}:${env.PATH ?? ''}`;
  const run = spawnSync(command === 'node' ? process.execPath : join(bin, command), args, {
    cwd: dir,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, output: `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ?? ''}` };
}
