/**
 * What an element may leave behind in the host page: script tags, frames and `window` message
 * listeners (braintree-web and the wallets talk to their frames by postMessage). Counted from the
 * outside, as a host page's own leak check would.
 */
import type { Page } from '@playwright/test';

/** How many `message` listeners `window` has (through the DevTools protocol: no page API tells). */
export async function windowMessageListeners(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId ?? '',
    });
    return listeners.filter((l) => l.type === 'message').length;
  } finally {
    await cdp.detach();
  }
}

/** The page's script tags, frames (with their names, to say which stayed) and message listeners. */
export interface PageResources {
  scripts: string[];
  frames: string[];
  messageListeners: number;
}

/** Count what is in the page now: every `<script>` and `<iframe>` in the light DOM, by address or name. */
export async function pageResources(page: Page): Promise<PageResources> {
  const { scripts, frames } = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll('script')].map((s) => s.src || '(inline)').sort(),
    frames: [...document.querySelectorAll('iframe')]
      .map((f) => `${f.className || f.name.replace(/_[0-9a-f]{32}$/, '') || f.src}`)
      .sort(),
  }));
  return { scripts, frames, messageListeners: await windowMessageListeners(page) };
}
