/** Start scripts/bench/serveBench.ts as a child process and wait for its `ready` line. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TlsCertificate } from '../../demo/server/selfSignedCertificate';
import { http2Request } from '../../test/support/http2Request';

/** A running bench server. */
export interface BenchServer {
  url: string;
  /** Reset the demo state (carts, sign-ins) between measurements. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Start the server on `port`, serving /cdn/ from `cdnDir`: over HTTP/2 and TLS with `tls`, else
 * over plain HTTP/1.1.
 */
export async function startBenchServer(
  root: string,
  port: number,
  cdnDir: string,
  tls?: TlsCertificate,
): Promise<BenchServer> {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/bench/serveBench.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BENCH_CDN_DIR: cdnDir,
      HOST: '127.0.0.1',
      ...(tls ? { BENCH_TLS_KEY: tls.key, BENCH_TLS_CERT: tls.cert } : {}),
    },
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
      // Node's fetch knows no certificate of ours: over TLS, node:http2 trusting this one.
      const status = tls
        ? (await http2Request(`${url}/demo/reset`, { method: 'POST', ca: tls.cert })).status
        : (await fetch(`${url}/demo/reset`, { method: 'POST' })).status;
      if (status < 200 || status > 299) throw new Error(`POST /demo/reset answered ${status}`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
