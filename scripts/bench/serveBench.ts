/**
 * The bench's reference server (child process of scripts/bench/bench.ts): the demo server with
 * /cdn/ served from the bench's staging folder, which holds a copy of dist/cdn and the bare
 * baseline beside it, so both sides of every A/B come from the same origin, protocol and static
 * handler: HTTP/2 over TLS with the bench's certificate, as a CDN serves (docs/bench.md), or plain
 * HTTP/1.1 with `--http1`.
 * Env: PORT, BENCH_CDN_DIR; BENCH_TLS_KEY and BENCH_TLS_CERT (PEM) for TLS. Prints `ready <url>`
 * once listening.
 */
import { startServer } from '../../demo/server/server';

const port = Number(process.env.PORT);
const cdnDir = process.env.BENCH_CDN_DIR;
const key = process.env.BENCH_TLS_KEY;
const cert = process.env.BENCH_TLS_CERT;
if (!Number.isInteger(port) || !cdnDir) {
  console.error('serveBench: PORT and BENCH_CDN_DIR are required');
  process.exit(1);
}
const server = await startServer({ port, cdnDir, ...(key && cert ? { tls: { key, cert } } : {}) });
console.log(`ready ${server.url}`);
const stop = () => void server.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
