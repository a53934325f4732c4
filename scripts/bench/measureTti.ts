/**
 * Time to interactive of one page load, the same definition for ours and the bare baseline:
 * from navigation start (performance.timeOrigin) to the later of
 *   - the moment the element's shadow root holds its whole first view (at least the element and
 *     control counts read in this run) with its main control rendered and not disabled, and
 *   - the end of the last long task (≥ 50 ms, PerformanceObserver 'longtask') before the main
 *     thread's first quiet window of QUIET_MS with no long task.
 * The check runs from a MutationObserver on the element's shadow root (attached when r2wc calls
 * attachShadow), so nothing polls the page.
 */
import type { Browser } from 'playwright';
import { throttle } from './launchChromium';
import type { Conditions } from './launchChromium';
import { withTimeout } from './withTimeout';

/** The quiet window after the view is ready (Lighthouse uses 5 s; long tasks here are rarer). */
export const QUIET_MS = 500;

/** What the page must show before it counts as ready. */
export interface ReadyCondition {
  tag: string;
  main: string;
  elements: number;
  controls: number;
}

/** One load's timings, ms from navigation start. */
export interface TtiSample {
  ready: number;
  tti: number;
  longTasks: number;
}

/** Installed before any page script: watches long tasks and the element's shadow root. */
export function ttiScript(condition: ReadyCondition, quietMs: number): string {
  return `(() => {
  const cfg = ${JSON.stringify({ ...condition, quietMs })};
  const tasks = [];
  const take = (entries) => { for (const e of entries) tasks.push([e.startTime, e.startTime + e.duration]); };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'longtask', buffered: true });
  let readyAt;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  window.__benchTti = done;
  const settle = () => {
    take(observer.takeRecords());
    let tti = readyAt;
    for (const [start, end] of [...tasks].sort((a, b) => a[0] - b[0])) {
      if (end <= tti) continue;
      if (start - tti >= cfg.quietMs) break;
      tti = Math.max(tti, end);
    }
    const quiet = performance.now() - tti;
    if (quiet >= cfg.quietMs) finish({ ready: readyAt, tti, longTasks: tasks.length });
    else setTimeout(settle, cfg.quietMs - quiet + 1);
  };
  const check = (root) => {
    if (readyAt !== undefined) return;
    if (root.querySelectorAll('*').length < cfg.elements) return;
    if (root.querySelectorAll('input, select, textarea, button').length < cfg.controls) return;
    const main = root.querySelector(cfg.main);
    if (!main || main.disabled || main.getAttribute('aria-disabled') === 'true') return;
    readyAt = performance.now();
    setTimeout(settle, cfg.quietMs);
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (this.localName === cfg.tag) {
      new MutationObserver(() => check(root)).observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
    }
    return root;
  };
})();`;
}

/** Load `url` in a fresh context under `conditions` and return its TTI. */
export async function measureTti(
  browser: Browser,
  url: string,
  condition: ReadyCondition,
  conditions: Conditions,
  timeoutMs = 60_000,
): Promise<TtiSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: ttiScript(condition, QUIET_MS) });
    await throttle(page, conditions);
    await page.goto(url, { waitUntil: 'commit' });
    return await withTimeout(
      page.evaluate('window.__benchTti') as Promise<TtiSample>,
      timeoutMs,
      `${url}: not interactive after ${timeoutMs} ms`,
    );
  } finally {
    await context.close();
  }
}
