// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';
import { CDN_VERSION, VERSIONED_CDN_PREFIX } from './cdnMounts';

const PARTNER = 'https://festival.example';
let client: ReferenceServer;
let cdnDir: string;

beforeAll(async () => {
  cdnDir = await mkdtemp(path.join(tmpdir(), 'cinema-cdn-'));
  await mkdir(path.join(cdnDir, 'chunks'));
  await writeFile(path.join(cdnDir, 'cinema-elements.js'), 'import("./chunks/a-1.js");\n');
  await writeFile(path.join(cdnDir, 'chunks', 'a-1.js'), 'export default 2;\n');
  await writeFile(path.join(cdnDir, 'sri.json'), '{}\n');
  client = await startReferenceServer({ cdnDir, allowedOrigins: [PARTNER] });
});
afterAll(async () => {
  await client.close();
  await rm(cdnDir, { recursive: true, force: true });
});

describe('the CDN build on the reference server', () => {
  it('is published under package.json’s version', () => {
    expect(CDN_VERSION).toBe(pkg.version);
    expect(VERSIONED_CDN_PREFIX).toBe(`/cinema-elements/${pkg.version}/`);
  });

  it.each(['cinema-elements.js', 'chunks/a-1.js', 'sri.json'])(
    'serves %s at the versioned path and at /cdn/, the same bytes',
    async (file) => {
      const versioned = await client.call('GET', `${VERSIONED_CDN_PREFIX}${file}`);
      const plain = await client.call('GET', `/cdn/${file}`);
      expect(versioned.status).toBe(200);
      expect(versioned.text).toBe(plain.text);
    },
  );

  it('serves no other version', async () => {
    const other = await client.call('GET', '/cinema-elements/0.0.0-other/cinema-elements.js');
    expect(other.status).toBe(404);
  });

  it.each([undefined, 'https://anywhere.example', PARTNER])(
    'answers any page’s origin (%s) as a CDN does: Access-Control-Allow-Origin *, no credentials',
    async (origin) => {
      for (const prefix of [VERSIONED_CDN_PREFIX, '/cdn/']) {
        const headers: Record<string, string> = origin ? { origin } : {};
        const response = await client.call('GET', `${prefix}cinema-elements.js`, { headers });
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      }
    },
  );

  it('leaves the API’s CORS as it is: the partner alone, with credentials', async () => {
    const api = await client.call('GET', '/api/shop/gifts-by-email', {
      headers: { origin: PARTNER },
    });
    expect(api.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(api.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
