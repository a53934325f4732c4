/**
 * Moving through the widget with the keyboard alone: Tab until a control has focus, and check that
 * the focused control shows a visible focus ring.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/test';

/** Whether `target` holds focus: its document's deepest active element, through shadow roots. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = element.ownerDocument.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element && element.ownerDocument.hasFocus();
  });
}

/**
 * Press Tab (Shift+Tab when `backwards`) until `target` has focus; fail after `maxPresses`. The
 * exact count depends on the host page, so the test names where focus must arrive, not how far.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxPresses = 15, backwards = false } = {},
): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `Tab did not reach it in ${maxPresses} presses`).toBeFocused({
    timeout: 1_000,
  });
}

/** `target` has keyboard focus and shows it: `:focus-visible` with an outline or a box shadow. */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      focusVisible: element.matches(':focus-visible'),
      shown: outline || style.boxShadow !== 'none',
    };
  });
  expect(ring, 'the focused control should show a focus ring').toEqual({
    focusVisible: true,
    shown: true,
  });
}
