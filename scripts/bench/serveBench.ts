/**
 * The bench's reference server (child process of scripts/bench/bench.ts): the demo server with
 * /cdn/ served from the bench's staging folder, which holds a copy of dist/cdn and the bare
 * baseline beside it, so both sides of every A/B come from the same origin and static handler.
 * Env: PORT, BENCH_CDN_DIR. Prints `ready <url>` once listening.
 */
import { startServer } from '../../demo/server/server';

const port = Number(process.env.PORT);
const cdnDir = process.env.BENCH_CDN_DIR;
if (!Number.isInteger(port) || !cdnDir) {
  console.error('serveBench: PORT and BENCH_CDN_DIR are required');
  process.exit(1);
}
const server = await startServer({ port, cdnDir });
console.log(`ready ${server.url}`);
const stop = () => void server.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
