/**
 * Test helper (not product code): a tiny `node:http` server that answers every request from a
 * handler the test gives, for answers the reference server never sends (malformed JSON, a wrong
 * shape, an HTML error page, a slow or failing upstream). It counts the requests it receives.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running stub. */
export interface StubServer {
  /** API base for {@link createHttp}, e.g. `http://127.0.0.1:1234/api/`. */
  base: string;
  /** Requests received, as `METHOD /path`. */
  received: string[];
  close(): Promise<void>;
}

/** What the stub does with request number `index` (0-based). */
export type StubHandler = (req: IncomingMessage, res: ServerResponse, index: number) => void;

/** Start a stub on a free port. */
export async function startStubServer(handler: StubHandler): Promise<StubServer> {
  const received: string[] = [];
  const server = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    handler(req, res, received.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api/`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answer with `body` as is, with status and content type. */
export function reply(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'application/json',
): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
