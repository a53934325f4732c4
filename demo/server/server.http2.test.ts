// @vitest-environment node
import { request } from 'node:https';
import { connect } from 'node:http2';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http2Request } from '../../test/support/http2Request';
import { selfSignedCertificate } from './selfSignedCertificate';
import { startServer } from './server';
import type { RunningServer } from './server';

const tls = selfSignedCertificate();
// The CDN folder is a throwaway one, so the test holds on a fresh clone before any build.
const cdnDir = mkdtempSync(join(tmpdir(), 'cinema-h2-cdn-'));
writeFileSync(join(cdnDir, 'cinema-elements.js'), "customElements.get('cinema-shop-cart');\n");
afterAll(() => rmSync(cdnDir, { recursive: true, force: true }));
let server: RunningServer;
beforeEach(async () => {
  server = await startServer({ port: 0, tls, cdnDir });
});
afterEach(async () => {
  await server.close();
});

/** One HTTP/1.1 request over TLS (a client that offers no HTTP/2). */
function http1Get(url: string): Promise<{ status: number; version: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca: tls.cert }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion }));
    });
    req.once('error', reject);
    req.end();
  });
}

describe('startServer with tls', () => {
  it('serves HTTP/2 over TLS at an https URL', async () => {
    expect(server.url).toBe(`https://127.0.0.1:${server.port}`);
    const answer = await http2Request(`${server.url}/cdn/cinema-elements.js`, { ca: tls.cert });
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.body).toContain('customElements');
  });

  it('answers HTTP/1.1 over TLS too', async () => {
    expect(await http1Get(`${server.url}/api/shop/gifts-by-email`)).toEqual({
      status: 200,
      version: '1.1',
    });
  });

  it('takes its own origin from :authority, with https, and refuses a write from its http twin', async () => {
    // As a browser that reached it as localhost would ask (HTTP/2 sends no Host header).
    const authority = `localhost:${server.port}`;
    const write = (origin: string) =>
      http2Request(`${server.url}/api/cart`, {
        ca: tls.cert,
        method: 'POST',
        headers: { ':authority': authority, origin, 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await write(`https://${authority}`)).status).toBe(201);
    expect((await write(`http://${authority}`)).status).toBe(403);
  });

  it('closes with an HTTP/2 session still open', async () => {
    const other = await startServer({ port: 0, tls, cdnDir });
    const session = connect(other.url, { ca: tls.cert });
    await new Promise((resolve, reject) => {
      session.once('connect', resolve);
      session.once('error', reject);
    });
    const closed = new Promise((resolve) => session.once('close', resolve));
    session.on('error', () => {});
    await other.close();
    await closed;
    await expect(http2Request(`${other.url}/`, { ca: tls.cert })).rejects.toThrow();
  });
});
