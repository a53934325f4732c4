// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HOST_PAGE_CSP, STRICT_CSP } from './contentSecurityPolicy';
import { chooseEncoding } from './serveStatic';

let client: ReferenceServer;
let cdnDir: string;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'cinema-cdn-'));
  cdnDir = path.join(root, 'cdn');
  await mkdir(path.join(cdnDir, 'chunks'), { recursive: true });
  await writeFile(path.join(cdnDir, 'cinema-elements.js'), 'export const ok = 1;\n');
  await writeFile(path.join(cdnDir, 'chunks', 'a.js'), 'export default 2;\n');
  await writeFile(path.join(root, 'secret.txt'), 'outside the cdn folder');
  client = await startReferenceServer({ cdnDir });
});
afterAll(async () => {
  await client.close();
  await rm(path.dirname(cdnDir), { recursive: true, force: true });
});

/** GET with the path sent byte for byte (fetch would normalise `..` away). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${client.server.url}/`, { path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the demo page', () => {
  it('serves demo/public/index.html at /demo/, where / sends the browser', async () => {
    const root = await client.call('GET', '/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/demo/');
    const response = await client.call('GET', '/demo/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).toContain(
      '<script type="module" src="/cdn/cinema-elements.js"></script>',
    );
  });

  it('loads the bot-check stub before the bundle and shows the three festival-pass instances', async () => {
    const { text } = await client.call('GET', '/demo/');
    expect(text.indexOf('src="/demo/demo.js"')).toBeLessThan(
      text.indexOf('src="/cdn/cinema-elements.js"'),
    );
    for (const festival of ['jiff', 'RET', 'soon']) {
      expect(text).toMatch(
        new RegExp(
          `<cinema-festival-pass\\s+data-cinema-id="demo-cinema"\\s+data-cinema-name="Demo Cinema"\\s+data-recaptcha-key="demo-key"\\s+data-festival-id="${festival}"\\s+api-base="/api/"`,
        ),
      );
    }
    expect(text).toMatch(/<label for="theme-select">Theme<\/label>/);
  });

  it.each([
    ['/demo/demo.js', 'text/javascript; charset=utf-8'],
    ['/demo/demo.css', 'text/css; charset=utf-8'],
    ['/demo/img/gift-card.svg', 'image/svg+xml'],
    ['/demo/', 'text/html; charset=utf-8'],
  ])('serves %s as %s', async (file, type) => {
    const response = await client.call('GET', file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('serves a page with the strict Content-Security-Policy only when asked with ?csp=strict', async () => {
    const plain = await client.call('GET', '/demo/test/festival-pass.html');
    expect(plain.headers.get('content-security-policy')).toBeNull();
    const strict = await client.call(
      'GET',
      '/demo/test/festival-pass.html?festival=jiff&csp=strict',
    );
    expect(strict.headers.get('content-security-policy')).toBe(STRICT_CSP);
    expect(STRICT_CSP).toContain("style-src 'self';");
    const script = await client.call('GET', '/demo/test/festival-pass.js?csp=strict');
    expect(script.headers.get('content-security-policy')).toBeNull();
  });

  it("serves a page with the README's published host-page policy when asked with ?csp=published", async () => {
    const published = await client.call('GET', '/demo/test/shop-cart.html?csp=published');
    expect(published.headers.get('content-security-policy')).toBe(HOST_PAGE_CSP);
    const unknown = await client.call('GET', '/demo/test/shop-cart.html?csp=lax');
    expect(unknown.headers.get('content-security-policy')).toBeNull();
  });

  it('answers HEAD with headers only', async () => {
    const response = await client.call('HEAD', '/demo/demo.js');
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(response.text).toBe('');
  });

  it('refuses to write to static files', async () => {
    const response = await client.call('POST', '/demo/demo.js', { body: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the element bundle', () => {
  it('serves files from cdnDir, including chunks, as JavaScript', async () => {
    const bundle = await client.call('GET', '/cdn/cinema-elements.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(bundle.text).toBe('export const ok = 1;\n');
    expect((await client.call('GET', '/cdn/chunks/a.js')).text).toBe('export default 2;\n');
  });

  it('answers a missing bundle with a 404 that says how to build it', async () => {
    const other = await startReferenceServer({ cdnDir: path.join(cdnDir, 'does-not-exist') });
    try {
      const response = await other.call('GET', '/cdn/cinema-elements.js');
      expect(response.status).toBe(404);
      expect((response.json as { detail: string }).detail).toContain('npm run build');
    } finally {
      await other.close();
    }
  });
});

describe('directory traversal', () => {
  it.each([
    '/cdn/../secret.txt',
    '/cdn/%2e%2e/secret.txt',
    '/cdn/..%2fsecret.txt',
    '/cdn/chunks/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/demo/../../package.json',
    '/demo/%2e%2e/%2e%2e/package.json',
    '/demo/..%5c..%5cpackage.json',
    '/demo/img/%00.svg',
    '/demo/.hidden',
  ])('blocks %s', async (rawPath) => {
    const response = await rawGet(rawPath);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('outside the cdn folder');
    expect(response.body).not.toContain('"dependencies"');
  });
});

describe('compression', () => {
  /** GET `rawPath` with `Accept-Encoding`, keeping the body as bytes. */
  function getEncoded(rawPath: string, accept: string) {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(
        `${client.server.url}/`,
        { path: rawPath, headers: { 'accept-encoding': accept } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('sends scripts gzip- or brotli-compressed as asked, and as they are otherwise', async () => {
    const gzip = await getEncoded('/cdn/cinema-elements.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(gzip.body).toString()).toBe('export const ok = 1;\n');

    const br = await getEncoded('/cdn/cinema-elements.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('export const ok = 1;\n');

    const plain = await getEncoded('/cdn/cinema-elements.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('export const ok = 1;\n');
  });

  it('leaves images as they are', async () => {
    await writeFile(path.join(cdnDir, 'pixel.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const png = await getEncoded('/cdn/pixel.png', 'gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect([...png.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['deflate', undefined],
    [undefined, undefined],
  ])('answers Accept-Encoding %s with %s', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});
