/**
 * Test helper (not product code): the reference server on a free port, with the happy-dom page
 * moved onto its origin, so components call `/api/` same-origin with the page's own fetch and
 * cookies, like the demo page does.
 */
import { startServer } from '../../../../demo/server/server';

/** The running server. */
export interface DemoServer {
  /** e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Sign the demo member in (the page keeps the cookie). */
  signIn(): Promise<void>;
  /** Sign out again. */
  signOut(): Promise<void>;
  /** A fresh store, as if the server had just started. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

async function call(method: string, path: string): Promise<void> {
  const response = await fetch(path, { method, credentials: 'include' });
  if (!response.ok) throw new Error(`${method} ${path} failed with ${response.status}`);
  await response.arrayBuffer();
}

/** Start the server on a free port and put the page at `<server>/demo/`. */
export async function startDemoServer(): Promise<DemoServer> {
  const server = await startServer({ port: 0 });
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.url}/demo/`);
  return {
    url: server.url,
    signIn: () => call('POST', '/demo/session'),
    signOut: () => call('DELETE', '/demo/session'),
    reset: () => call('POST', '/demo/reset'),
    close: () => server.close(),
  };
}
