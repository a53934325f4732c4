/**
 * Mount and unmount one element type `cycles` times on one page and compare the JS heap before and
 * after, each read after forced garbage collection (CDP `HeapProfiler.collectGarbage`, then
 * `Runtime.getHeapUsage`). "Before" is taken after a first warm-up mount and unmount, so the lazy
 * chunks, the API cache and the shared stylesheets are already loaded. Each mount creates the
 * element with its test page's attributes against the reference API, waits for its first view
 * (main control rendered and enabled, the view's element count reached), then removes it.
 */
import type { Browser, CDPSession } from 'playwright';
import type { BenchElement } from './benchElements';
import type { FirstView } from './captureFirstView';
import { withTimeout } from './withTimeout';

/** The most the heap may grow per element type. */
export const MEMORY_LIMIT_BYTES = 1024 * 1024;

/** One element type's heap figures (bytes). */
export interface MemorySample {
  before: number;
  after: number;
  cycles: number;
}

/** The page holding no element (it loads the host-page scripts and the bundle). */
export const EMPTY_PAGE = '/demo/test/festival-pass.html?count=0';

/** Runs in the page: `cycles` mount/first view/unmount rounds. */
const CYCLE = `async ([tag, attributes, main, elements, cycles]) => {
  const parent = document.getElementById('host') ?? document.body;
  for (let i = 0; i < cycles; i += 1) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    parent.append(element);
    await new Promise((resolve, reject) => {
      const started = performance.now();
      const check = () => {
        const root = element.shadowRoot;
        const control = root?.querySelector(main);
        if (control && !control.disabled && root.querySelectorAll('*').length >= elements) resolve();
        else if (performance.now() - started > 20000) reject(new Error(tag + ': no first view in mount ' + (i + 1)));
        else setTimeout(check, 5);
      };
      check();
    });
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}`;

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Mount and unmount `element` `cycles` times; heap before (after one warm-up) and after. */
export async function measureMemory(
  browser: Browser,
  origin: string,
  element: BenchElement,
  view: FirstView,
  cycles: number,
): Promise<MemorySample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(`${origin}${EMPTY_PAGE}`, { waitUntil: 'networkidle' });
    // The script tag is a loader: an empty page defines nothing until asked (its defineAll()).
    await page.evaluate(
      `import(document.querySelector('script[src*="cinema-elements.js"]').src).then((m) => m.defineAll())`,
    );
    await page.waitForFunction(`!!customElements.get(${JSON.stringify(element.tag)})`);
    const run = (count: number) =>
      withTimeout(
        page.evaluate(
          `(${CYCLE})(${JSON.stringify([element.tag, view.hostAttributes, element.main, view.elements, count])})`,
        ),
        count * 20_000 + 10_000,
        `${element.name}: mount cycles timed out`,
      );
    await run(1);
    await page.waitForTimeout(500);
    const before = await heapAfterGc(cdp);
    await run(cycles);
    // Let anything a last unmount scheduled (timers, aborted fetches) run before measuring.
    await page.waitForTimeout(1000);
    const after = await heapAfterGc(cdp);
    return { before, after, cycles };
  } finally {
    await context.close();
  }
}

/** `festival-pass memory: +0.12 MB after 200 mounts (4.10 MB → 4.22 MB) — ok (≤ 1 MB)`. */
export function formatMemory(name: string, { before, after, cycles }: MemorySample) {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
  const growth = after - before;
  const ok = growth <= MEMORY_LIMIT_BYTES;
  const sign = growth >= 0 ? '+' : '−';
  return {
    ok,
    line: `${name} memory: ${sign}${mb(Math.abs(growth))} MB after ${cycles} mounts (${mb(before)} MB → ${mb(after)} MB) — ${ok ? 'ok' : 'FAIL'} (≤ 1 MB)`,
  };
}
