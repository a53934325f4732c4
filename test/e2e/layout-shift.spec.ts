/**
 * Steady on the page (docs/theming.md "Reserved space"): each element keeps its space from before
 * its code arrives to its loaded view, so the host's text above and below it does not move: the
 * page's layout shift while it loads stays ≤ 0.005, at a laptop's and a phone's width, with its
 * first API call held until the loading state has shown, and when that call fails.
 */
import type { Page } from '@playwright/test';
import type { ElementDescriptor } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';
import {
  layoutShiftSoFar,
  MOST_LAYOUT_SHIFT,
  SHIFT_VIEWPORTS,
  openSteadyPage,
  watchLayoutShift,
  whenFirstViewReady,
} from '../support/layoutShift';
import { injectFault } from './support/faults';
import type { FaultHandle } from './support/faults';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'parallel' });

/** Resolves once the element's shadow root shows something (its loading state or its view). */
async function whenRendered(page: Page, tag: string): Promise<void> {
  await page.waitForFunction(
    (tag) => Boolean(document.querySelector(tag)?.shadowRoot?.querySelector('.base *')),
    tag,
    { timeout: 30_000 },
  );
}

for (const element of Object.values<ElementDescriptor>(DESCRIPTORS)) {
  for (const viewport of SHIFT_VIEWPORTS) {
    const at = `${viewport.width} × ${viewport.height}`;

    test(`${element.tag} at ${at}: loading, then its first view, moves the page ≤ ${MOST_LAYOUT_SHIFT}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await watchLayoutShift(page);
      // The first API call waits until the element has shown its loading state, however long its
      // code takes to arrive (an element whose first view asks nothing shows its view at once).
      let held: FaultHandle | undefined;
      await openSteadyPage(page, element.tag, element.firstView.page, async () => {
        held = await injectFault(page, { path: /./, kind: 'held', times: 1 });
      });
      await whenRendered(page, element.tag);
      const loading = await layoutShiftSoFar(page);
      held?.release();
      await whenFirstViewReady(page, element.tag, element.firstView.ready);
      const shift = await layoutShiftSoFar(page);
      expect(loading.total, `while loading: ${loading.shifts.join(', ')}`).toBeLessThanOrEqual(
        MOST_LAYOUT_SHIFT,
      );
      expect(shift.total, `loaded: ${shift.shifts.join(', ')}`).toBeLessThanOrEqual(
        MOST_LAYOUT_SHIFT,
      );
      // The host's text is really around the element, and below it.
      const below = await page.locator('#text-below').boundingBox();
      const box = await page.locator(element.tag).boundingBox();
      expect(below && box && below.y >= box.y + box.height).toBe(true);
      await held?.remove();
    });

    if (element.firstRequests.length > 0) {
      test(`${element.tag} at ${at}: a first request that fails moves the page ≤ ${MOST_LAYOUT_SHIFT}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await watchLayoutShift(page);
        const path = element.firstRequests[0]!.path;
        await injectFault(page, { path, kind: 'server5xx' });
        await openSteadyPage(page, element.tag, element.firstView.page);
        // Its error, with 'Try again', in the space the page kept.
        await expect(
          page.locator(element.tag).getByRole('button', { name: 'Try again' }),
        ).toBeVisible({ timeout: 30_000 });
        const shift = await layoutShiftSoFar(page);
        expect(shift.total, `with the error: ${shift.shifts.join(', ')}`).toBeLessThanOrEqual(
          MOST_LAYOUT_SHIFT,
        );
      });
    }
  }
}
