/**
 * The provider's hosted-field frames as a customer and the host page meet them: readable digits
 * in every theme (measured against the field box, which axe cannot see from inside a transparent
 * frame — see PROVIDER_FRAMES in support/axe.ts), and a teardown that leaves nothing behind when
 * the element leaves the page, with a working second mount.
 */
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { THEME_NAMES } from '../../../src/themes/themeNames';
import { useRealBraintree } from '../support/braintree';
import { expect, test } from '../support/test';
import { windowMessageListeners } from '../support/pageResources';
import { CARDS, cardFrame, cardInput, openCardRow, processPayment, typeCard } from './helpers/card';
import { goToPayment } from './helpers/checkout';
import { expectCaptured, openOption, recordCaptures } from './helpers/payment';
import { payPalButton } from './helpers/wallets';

/** `rgb(a)` → [r, g, b, a] in 0–255 (alpha 0–1). */
function parseRgb(css: string): [number, number, number, number] {
  const parts = css.match(/[\d.]+/g)?.map(Number) ?? [];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = parseRgb(css).map((c, i) => {
      if (i === 3) return c;
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/**
 * The first opaque background behind a hosted-field iframe, walking out through the slot it is
 * projected by and the shadow tree around it, as the eye sees it.
 */
async function backgroundBehindFrame(page: Page, name: string): Promise<string> {
  return page.evaluate((frameName) => {
    let node: Element | null = document.querySelector(`iframe[name="${frameName}"]`);
    while (node) {
      const background = getComputedStyle(node).backgroundColor;
      const alpha = Number(background.match(/[\d.]+/g)?.[3] ?? 1);
      if (background !== 'transparent' && alpha > 0) return background;
      const root = node.getRootNode();
      node =
        node.assignedSlot ?? node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
    }
    return getComputedStyle(document.body).backgroundColor;
  }, name);
}

/**
 * The colour painted at the frame's right edge, half way down (where no digit is), read from a
 * screenshot of the iframe: what the buyer sees, where computed styles see only a transparent
 * frame. A browser paints an opaque backdrop behind a frame whose colour scheme differs from its
 * iframe's, which a dark theme's `color-scheme: dark` would cause.
 */
async function paintedInsideFrame(page: Page, name: string): Promise<[number, number, number]> {
  const png = PNG.sync.read(await page.locator(`iframe[name="${name}"]`).screenshot());
  const at = (png.width * Math.floor(png.height / 2) + png.width - 4) * 4;
  return [png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0];
}

for (const theme of THEME_NAMES) {
  test(`${theme}: card digits meet AA contrast against their field`, async ({ page }) => {
    await goToPayment(page, { theme });
    await expect(page.locator('cinema-festival-pass')).toHaveAttribute('data-theme', theme);
    await openCardRow(page);
    await typeCard(page);
    for (const field of ['number', 'cvv'] as const) {
      const color = await cardInput(page, field).evaluate((input) => getComputedStyle(input).color);
      const background = await backgroundBehindFrame(page, `braintree-hosted-field-${field}`);
      expect(
        contrast(color, background),
        `${field}: ${color} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
    // And the field's own colour shows through each frame, as the contrast above assumes.
    for (const field of ['number', 'cardholderName', 'expirationDate', 'cvv'] as const) {
      const name = `braintree-hosted-field-${field}`;
      const [r, g, b] = parseRgb(await backgroundBehindFrame(page, name));
      const painted = await paintedInsideFrame(page, name);
      for (const [i, channel] of [r, g, b].entries()) {
        expect(
          Math.abs((painted[i] ?? 0) - channel),
          `${field}: painted rgb(${painted.join(', ')}) inside the frame, field rgb(${r}, ${g}, ${b})`,
        ).toBeLessThanOrEqual(6);
      }
    }
    // The frames really received the theme: the digits are not the browser's default black.
    const text = await page
      .locator('cinema-festival-pass')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--cinema-theme-color-text').trim());
    expect(text).not.toBe('');
    await expect(cardFrame(page, 'number').locator('input')).not.toHaveCSS('color', 'rgb(0, 0, 0)');
  });
}

test('leaving the page tears the provider down completely, and a second mount pays', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Intercept mode, so braintree-web injects the real PayPal SDK script (answered by a stub).
  await useRealBraintree(context, request, baseURL);

  const frames = page.locator('iframe[name^="braintree-hosted-field-"]');
  const payPalSdk = page.locator('script[src*="paypal.com/sdk/js"]');
  const element = page.locator('cinema-festival-pass');

  const payJs = page.locator('script[src*="pay.google.com/gp/p/js/pay.js"]');
  /**
   * The first mount injects the PayPal SDK and Google's pay.js; both are page-wide globals that
   * stay, one tag per URL for the page's life, so a later mount reuses them and injects nothing.
   */
  const mountAll = async () => {
    await openCardRow(page);
    await expect(frames).toHaveCount(4);
    await openOption(page, 'PayPal');
    await expect(payPalButton(page)).toBeVisible();
    await expect(payPalSdk).toHaveCount(1);
    await expect(payJs).toHaveCount(1);
  };
  const detach = () =>
    page.evaluate(() => {
      const el = document.querySelector('cinema-festival-pass');
      el?.remove();
      if (el) (window as unknown as { __detached?: Element }).__detached = el;
    });
  const expectNothingLeft = async () => {
    await expect(frames).toHaveCount(0);
    await expect(page.locator('iframe.braintree-dispatch-frame')).toHaveCount(0);
    await expect(payPalSdk).toHaveCount(1);
    const leftovers = await page.evaluate(
      () =>
        (window as unknown as { __detached?: Element }).__detached?.querySelectorAll(
          '[data-cinema-provider]',
        ).length,
    );
    expect(leftovers).toBe(0);
  };
  const reattach = () =>
    page.evaluate(() => {
      const el = (window as unknown as { __detached?: Element }).__detached;
      if (el) document.getElementById('host')?.append(el);
    });

  await goToPayment(page, { walletStubs: 'none' });
  await mountAll();
  await detach();
  await expectNothingLeft();
  const afterFirstTeardown = await windowMessageListeners(page);

  // The element comes back on its payment page (state outlives React) and mounts afresh.
  await reattach();
  await expect(element.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await mountAll();
  await detach();
  await expectNothingLeft();
  // A mount and teardown cycle leaves no listener behind.
  expect(await windowMessageListeners(page)).toBe(afterFirstTeardown);

  await reattach();
  await openCardRow(page);
  await typeCard(page, { number: CARDS.approved });
  const captures = await recordCaptures(page);
  await processPayment(page).click();
  await expectCaptured(page, captures, 'braintree');
});

test('Edit while the card fields are still loading: no error in the page, and nothing left behind', async ({
  page,
}) => {
  // Hold the hosted-field frames' page, so 'Edit' comes while braintree-web is still making them.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route('**/hosted-fields-frame*', async (route) => {
    requested += 1;
    await held;
    await route.continue();
  });
  await goToPayment(page);
  await expect.poll(() => requested).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  release();

  // The late frames ask for the client, are answered, and go with their instance; the test
  // fixture fails the test on any uncaught error in the page.
  await expect(page.locator('iframe[name^="braintree-hosted-field-"]')).toHaveCount(0);
  await expect(page.locator('cinema-festival-pass [data-cinema-provider]')).toHaveCount(0);
});
