/**
 * The CDN entry and its stylesheet as the configurator's snippet pins them (README "Embedding"):
 * their versioned addresses on a reference server and the integrities the build wrote beside them
 * (`sri.json`), recomputed here from the bytes the server sends.
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CDN_ENTRY, CDN_STYLESHEET, VERSIONED_CDN_PREFIX } from '../../../demo/server/cdnMounts';
import { expect } from './test';

/** The pinned entry of the server at `origin`. */
export interface PinnedScript {
  /** `<origin>/cinema-elements/<version>/cinema-elements.js`. */
  src: string;
  /** `sha384-…`, as `sri.json` says and the served bytes hash to. */
  integrity: string;
  /** The script tag the configurator's snippet holds. */
  tag: string;
  /** The stylesheet's link tag it holds (the elements' reserved space), pinned the same way. */
  stylesheetTag: string;
}

/** `sha384-…` of what the server sends at `url`. */
async function servedIntegrity(request: APIRequestContext, url: string): Promise<string> {
  const answer = await request.get(url);
  expect(answer.ok()).toBe(true);
  return `sha384-${createHash('sha384')
    .update(await answer.body())
    .digest('base64')}`;
}

/** The server's pinned entry, after checking that `sri.json` is the hash of the bytes served. */
export async function pinnedScript(
  request: APIRequestContext,
  origin: string,
): Promise<PinnedScript> {
  const folder = `${origin}${VERSIONED_CDN_PREFIX}`;
  const sri = (await (await request.get(`${folder}sri.json`)).json()) as Record<string, string>;
  const integrity = await servedIntegrity(request, `${folder}${CDN_ENTRY}`);
  const stylesheet = await servedIntegrity(request, `${folder}${CDN_STYLESHEET}`);
  expect(sri).toEqual({ [CDN_ENTRY]: integrity, [CDN_STYLESHEET]: stylesheet });
  const src = `${folder}${CDN_ENTRY}`;
  return {
    src,
    integrity,
    tag: `<script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>`,
    stylesheetTag: `<link rel="stylesheet" href="${folder}${CDN_STYLESHEET}" integrity="${stylesheet}" crossorigin="anonymous" />`,
  };
}
