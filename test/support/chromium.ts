/**
 * Debian's Chromium (`CHROMIUM_PATH` for another binary; never Playwright's download) and the
 * flags every launch of it here uses: the E2E suite, the cross-engine checks and the bench. On a
 * machine with no network, background networking, component updates, QUIC, first-run and sync
 * would each try to reach the outside.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];
