/** Debian's Chromium, headless, as the E2E suite launches it (never Playwright's download). */
import { chromium } from 'playwright';
import type { Browser, CDPSession, Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/support/chromium';

/** Launch the bench browser. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Network conditions for CDP `Network.emulateNetworkConditions`. */
export interface NetworkConditions {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Chrome DevTools' "Slow 4G" preset (bytes per second; latency in ms). */
export const SLOW_4G: NetworkConditions = {
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

/** How a measured page is slowed down. */
export interface Conditions {
  /** CDP `Emulation.setCPUThrottlingRate` rate (4 = 4× slower). */
  cpuSlowdown: number;
  network?: NetworkConditions | undefined;
}

/** Apply `conditions` to `page` before it navigates; returns the CDP session (detach when done). */
export async function throttle(page: Page, conditions: Conditions): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
  if (conditions.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      ...conditions.network,
    });
  }
  return cdp;
}
