/**
 * The CDN entry as the configurator's snippet pins it (README "Embedding"): its versioned address
 * on a reference server and the integrity the build wrote beside it (`sri.json`), recomputed here
 * from the bytes the server sends.
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CDN_ENTRY, VERSIONED_CDN_PREFIX } from '../../../demo/server/cdnMounts';
import { expect } from './test';

/** The pinned entry of the server at `origin`. */
export interface PinnedScript {
  /** `<origin>/cinema-elements/<version>/cinema-elements.js`. */
  src: string;
  /** `sha384-…`, as `sri.json` says and the served bytes hash to. */
  integrity: string;
  /** The script tag the configurator's snippet holds. */
  tag: string;
}

/** The server's pinned entry, after checking that `sri.json` is the hash of the bytes served. */
export async function pinnedScript(
  request: APIRequestContext,
  origin: string,
): Promise<PinnedScript> {
  const folder = `${origin}${VERSIONED_CDN_PREFIX}`;
  const sri = (await (await request.get(`${folder}sri.json`)).json()) as Record<string, string>;
  const entry = await request.get(`${folder}${CDN_ENTRY}`);
  expect(entry.ok()).toBe(true);
  const integrity = `sha384-${createHash('sha384')
    .update(await entry.body())
    .digest('base64')}`;
  expect(sri).toEqual({ [CDN_ENTRY]: integrity });
  const src = `${folder}${CDN_ENTRY}`;
  return {
    src,
    integrity,
    tag: `<script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>`,
  };
}
