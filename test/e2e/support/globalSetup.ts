/**
 * Playwright global setup: build the host apps (test/hosts) once per run into dist/hosts, which
 * the reference servers serve at /hosts/. Playwright starts the web servers first, and the first
 * one builds dist/ when it is missing or stale (scripts/ensure-build.mjs), so the apps bundle
 * the current npm build.
 */
import { buildHostApps } from '../../hosts/buildHostApps';

export default async function globalSetup(): Promise<void> {
  await buildHostApps();
}
