// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';
import { VERSIONED_CDN_PREFIX } from './cdnMounts';
import { STRICT_CSP } from './contentSecurityPolicy';

let dir: string;
let client: ReferenceServer;
let missing: ReferenceServer;

const MANIFEST = { schemaVersion: '1.0.0', modules: [] };
const INTEGRITY = 'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO';
const STYLESHEET_INTEGRITY =
  'sha384-I3zZYtp+2Cvn05Bu5bzYVwZOa6XvD1FzjBflYIjCWvk7h4hzrR85eG4PpwqTfQr9';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cinema-manifest-'));
  const manifestFile = path.join(dir, 'custom-elements.json');
  await writeFile(manifestFile, JSON.stringify(MANIFEST));
  await writeFile(
    path.join(dir, 'sri.json'),
    JSON.stringify({
      'cinema-elements.css': STYLESHEET_INTEGRITY,
      'cinema-elements.js': INTEGRITY,
    }),
  );
  client = await startReferenceServer({ manifestFile, cdnDir: dir });
  missing = await startReferenceServer({
    manifestFile: path.join(dir, 'none.json'),
    cdnDir: path.join(dir, 'none'),
  });
});
afterAll(async () => {
  await Promise.all([client.close(), missing.close()]);
  await rm(dir, { recursive: true, force: true });
});

describe('the configurator’s routes', () => {
  it('serve the page under the strict policy, with nothing inline', async () => {
    const page = await client.call('GET', '/configure');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(STRICT_CSP);
    expect(page.text).toContain('<script src="/configure/configurator.js" defer></script>');
    expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|\sstyle=|\son[a-z]+=/i);
  });

  it('leave the preview frame to the demo’s pages, where it loads the bundle like the demo page', async () => {
    expect((await client.call('GET', '/configure/preview')).status).toBe(404);
    const frame = await client.call('GET', '/demo/configure-preview.html');
    expect(frame.status).toBe(200);
    expect(frame.text).toContain('<script type="module" src="/cdn/cinema-elements.js"></script>');
    expect(frame.text).toContain('<script src="/configure/preview.js" defer></script>');
  });

  it('serve the page’s and the frame’s scripts, bundled', async () => {
    for (const script of ['/configure/configurator.js', '/configure/preview.js']) {
      const answer = await client.call('GET', script);
      expect(answer.status, script).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(answer.text).not.toMatch(/^\s*import\s/m);
    }
  }, 30_000);

  it('serve the build’s custom-elements.json', async () => {
    const answer = await client.call('GET', '/custom-elements.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.json).toEqual(MANIFEST);
  });

  it('say how to make the manifest when the build has not run', async () => {
    const answer = await missing.call('GET', '/custom-elements.json');
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ detail: expect.stringContaining('npm run build') });
  });

  it('name the script the snippet loads: the entry at the versioned path, with the build’s integrity and its stylesheet’s', async () => {
    const answer = await client.call('GET', '/configure/script.json');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      src: `${VERSIONED_CDN_PREFIX}cinema-elements.js`,
      integrity: INTEGRITY,
      stylesheetIntegrity: STYLESHEET_INTEGRITY,
    });
    const none = await missing.call('GET', '/configure/script.json');
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ detail: expect.stringContaining('npm run build') });
  });
});
