/**
 * How far each element moves the host page's content while it loads (docs/theming.md "Reserved
 * space"), the way a cinema's page pays it: the element in the page's HTML between paragraphs of
 * text, the CDN's stylesheet and script tag, at the bench's CPU slowdown, from navigation to the
 * loaded first view; at a laptop's and a phone's width (test/support/layoutShift.ts, shared with
 * the E2E that keeps it). The worst of `runs` loads per width.
 */
import type { Browser } from 'playwright';
import {
  layoutShiftSoFar,
  MOST_LAYOUT_SHIFT,
  openSteadyPage,
  SHIFT_VIEWPORTS,
  watchLayoutShift,
  whenFirstViewReady,
} from '../../test/support/layoutShift';
import type { BenchElement } from './benchElements';
import { throttle } from './launchChromium';

/** One element's worst layout shift at each viewport, e.g. `1280×720` → 0. */
export type LayoutShiftSample = Record<string, number>;

/** Measure `element` `runs` times at each viewport in fresh contexts. */
export async function measureLayoutShift(
  browser: Browser,
  origin: string,
  element: BenchElement,
  cpuSlowdown: number,
  runs: number,
): Promise<LayoutShiftSample> {
  const sample: LayoutShiftSample = {};
  for (const viewport of SHIFT_VIEWPORTS) {
    let worst = 0;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport, baseURL: origin });
      try {
        const page = await context.newPage();
        await throttle(page, { cpuSlowdown });
        await watchLayoutShift(page);
        await openSteadyPage(page, element.tag, element.page);
        await whenFirstViewReady(page, element.tag, element.main, 60_000);
        // Anything the view still does once shown (late images, fonts) counts too.
        await page.waitForTimeout(500);
        worst = Math.max(worst, (await layoutShiftSoFar(page)).total);
      } finally {
        await context.close();
      }
    }
    sample[`${viewport.width}×${viewport.height}`] = worst;
  }
  return sample;
}

/** `festival-pass layout shift: 0.0000 at 1280×720, 0.0012 at 390×844 — meets ≤ 0.005`. */
export function formatLayoutShift(
  name: string,
  sample: LayoutShiftSample,
  runs: number,
): { line: string; ok: boolean } {
  const ok = Object.values(sample).every((value) => value <= MOST_LAYOUT_SHIFT);
  const figures = Object.entries(sample)
    .map(([viewport, value]) => `${value.toFixed(4)} at ${viewport}`)
    .join(', ');
  return {
    line: `${name} layout shift: ${figures} (worst of ${runs}) — ${ok ? 'meets' : 'MISSES'} ≤ ${MOST_LAYOUT_SHIFT}`,
    ok,
  };
}
