/** Debian's Chromium, headless, as the E2E suite launches it (never Playwright's download). */
import { spawn } from 'node:child_process';
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

/** A headed Chromium on a display of its own, and that display (`:1`). */
export interface BrowserOnDisplay {
  browser: Browser;
  display: string;
}

/** How long Xvfb has to say which display it took. */
const DISPLAY_WITHIN_MS = 10_000;

/**
 * Chromium with a window, on a virtual display of its own (Debian's Xvfb, which
 * scripts/ensure-browsers.sh installs for WebKit), for the interactions (docs/bench.md,
 * "Interactions": headless Chromium, under DevTools' CPU throttling, leaves a frame it has made
 * undrawn until the next one when the page has a `position: sticky` box stuck, so a press whose
 * change comes a task later was timed to that change's frame; on a display it is drawn at once,
 * as on a phone's screen). Null where there is no Xvfb: the caller says so and stays headless.
 * The display ends with the browser.
 */
export async function launchChromiumOnDisplay(
  extraArgs: string[] = [],
): Promise<BrowserOnDisplay | null> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const display = await new Promise<string | null>((resolve) => {
    let out = '';
    const timer = setTimeout(() => resolve(null), DISPLAY_WITHIN_MS);
    xvfb.once('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    xvfb.once('exit', () => {
      clearTimeout(timer);
      resolve(null);
    });
    xvfb.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const number = /^(\d+)\n/.exec(out)?.[1];
      if (number !== undefined) {
        clearTimeout(timer);
        resolve(`:${number}`);
      }
    });
  });
  if (display === null) {
    xvfb.kill();
    return null;
  }
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: false,
      args: [...CHROMIUM_ARGS, ...extraArgs],
      env: { ...process.env, DISPLAY: display },
    });
    browser.once('disconnected', () => xvfb.kill());
    return { browser, display };
  } catch (error) {
    xvfb.kill();
    throw error;
  }
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
