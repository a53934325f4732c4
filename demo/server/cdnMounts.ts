/**
 * Where the reference server serves the CDN build (dist/cdn): at `/cdn/`, where the demo's pages,
 * the E2E and the bench load it, and at the versioned path it is published under,
 * `/cinema-elements/<version>/` (README "Embedding"), where the configurator's snippet points. The
 * same files at both: the entry, its content-hashed `chunks/` (loaded by relative URL, so from the
 * versioned folder too) and `sri.json`, the entry's integrity. As a CDN would, both answer any
 * origin (`Access-Control-Allow-Origin: *`), which a module script from another origin needs, with
 * `integrity` and `crossorigin="anonymous"` or without.
 */
import pkg from '../../package.json' with { type: 'json' };
import type { StaticMount } from './serveStatic';

/** The version the build is published under: package.json's, the bundle's `VERSION`. */
export const CDN_VERSION: string = pkg.version;

/** The versioned folder's path, e.g. `/cinema-elements/0.1.0/`: its files never change. */
export const VERSIONED_CDN_PREFIX = `/cinema-elements/${CDN_VERSION}/`;

/** The CDN entry's file name in either folder. */
export const CDN_ENTRY = 'cinema-elements.js';
/** The stylesheet beside it: each element's reserved space, for a page to link (src/dom/reserveSpace.ts). */
export const CDN_STYLESHEET = 'cinema-elements.css';

/** The two mounts of `cdnDir`. */
export function cdnMounts(cdnDir: string): StaticMount[] {
  const notFoundDetail =
    'This file is not in the element bundle (dist/cdn). Run `npm run build` to create it.';
  return [
    { prefix: '/cdn/', dir: cdnDir, notFoundDetail, anyOrigin: true },
    { prefix: VERSIONED_CDN_PREFIX, dir: cdnDir, notFoundDetail, anyOrigin: true },
  ];
}
