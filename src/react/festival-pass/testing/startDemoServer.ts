/**
 * Test helper (not product code): the reference server in a child process, with the happy-dom page
 * moved onto its origin, so components call `/api/` same-origin with the page's own fetch and
 * cookies, like the demo page does. (The server cannot run inside a happy-dom test file: Vite
 * rewrites its `new URL(…, import.meta.url)` paths for the browser.)
 */
import { spawn } from 'node:child_process';

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
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`demo server did not start: ${output}`)),
      15_000,
    );
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const match = /Cinema Elements demo: (http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`demo server exited with ${code}: ${output}`)));
  });
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${url}/demo/`);
  return {
    url,
    signIn: () => call('POST', '/demo/session'),
    signOut: () => call('DELETE', '/demo/session'),
    reset: () => call('POST', '/demo/reset'),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
