/**
 * Mount and unmount one element type `cycles` times on one page and compare the JS heap before and
 * after, each read after forced garbage collection (CDP `HeapProfiler.collectGarbage`, then
 * `Runtime.getHeapUsage`). "Before" is taken after a first warm-up mount and unmount, so the lazy
 * chunks, the API cache and the shared stylesheets are already loaded. Each mount creates the
 * element with its test page's attributes against the reference API, waits for its first view
 * (main control rendered and enabled, the view's element count reached), then removes it.
 *
 * The heap is also read halfway, so the line can say whether the growth goes on with the mounts
 * (a leak: the second half grows like the first) or is paid once and then stays (caches and
 * compiled code filling up: the second half grows by little or nothing).
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
  /** After the first half of the cycles. */
  half: number;
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
    const first = Math.ceil(cycles / 2);
    await run(first);
    await page.waitForTimeout(1000);
    const half = await heapAfterGc(cdp);
    if (cycles > first) await run(cycles - first);
    // Let anything a last unmount scheduled (timers, aborted fetches) run before measuring.
    await page.waitForTimeout(1000);
    const after = await heapAfterGc(cdp);
    return { before, half, after, cycles };
  } finally {
    await context.close();
  }
}

const signed = (value: string, negative: boolean) => `${negative ? '−' : '+'}${value}`;

/**
 * `festival-pass memory: +0.12 MB after 200 mounts (4.10 MB → 4.22 MB; first 100 +0.10 MB, next
 * 100 +0.02 MB = +0.2 KB per mount) — ok (≤ 1 MB)`.
 */
export function formatMemory(name: string, { before, half, after, cycles }: MemorySample) {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
  const growth = after - before;
  const ok = growth <= MEMORY_LIMIT_BYTES;
  const first = Math.ceil(cycles / 2);
  const rest = cycles - first;
  const firstGrowth = half - before;
  const restGrowth = after - half;
  const halves =
    rest > 0
      ? `; first ${first} ${signed(mb(Math.abs(firstGrowth)), firstGrowth < 0)} MB, next ${rest} ${signed(mb(Math.abs(restGrowth)), restGrowth < 0)} MB = ${signed((Math.abs(restGrowth) / rest / 1024).toFixed(1), restGrowth < 0)} KB per mount`
      : '';
  return {
    ok,
    line: `${name} memory: ${signed(mb(Math.abs(growth)), growth < 0)} MB after ${cycles} mounts (${mb(before)} MB → ${mb(after)} MB${halves}) — ${ok ? 'ok' : 'FAIL'} (≤ 1 MB)`,
  };
}
