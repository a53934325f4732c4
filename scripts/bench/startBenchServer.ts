/** Start scripts/bench/serveBench.ts as a child process and wait for its `ready` line. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** A running bench server. */
export interface BenchServer {
  url: string;
  /** Reset the demo state (carts, sign-ins) between measurements. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/** Start the server on `port`, serving /cdn/ from `cdnDir`. */
export async function startBenchServer(
  root: string,
  port: number,
  cdnDir: string,
): Promise<BenchServer> {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/bench/serveBench.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BENCH_CDN_DIR: cdnDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`bench server: no answer\n${errors}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited (${code})\n${errors}`));
    });
  });
  return {
    url,
    async reset() {
      const response = await fetch(`${url}/demo/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`POST /demo/reset answered ${response.status}`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
