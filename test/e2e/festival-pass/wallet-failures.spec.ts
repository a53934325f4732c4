/**
 * Wallets that fail (product-rules §7.2), with the real braintree-web against the intercepted
 * gateway: a wallet script that is blocked or never answers ends in the same words in its row and a
 * `cinema-error`, never an endless spinner, and opening the row again tries again. And a page
 * that mounts and unmounts the element many times, with its wallets failing as they do offline,
 * is left as it was: one script per URL, no frames, no message listeners piling up.
 */
import type { Page } from '@playwright/test';
import { useRealBraintree } from '../support/braintree';
import { pageResources } from '../support/pageResources';
import { expect, test } from '../support/test';
import { countWalletScriptRequests, unblockWalletScript } from '../support/wallets';
import type { ScriptWallet } from '../support/wallets';
import { openCardRow } from './helpers/card';
import { recordCinemaEvents } from './helpers/cinemaEvents';
import { goToPayment } from './helpers/checkout';
import { optionHeader, optionRegion } from './helpers/payment';
import { googlePayButton, payPalButton } from './helpers/wallets';

/** braintree-web's own wallet code and the intercepted gateway, with no wallet stubbed. */
/** No wallet stand-ins: each wallet's real script request is left to be blocked or answered. */
const NO_WALLET_STUBS = { applePay: false, googlePay: false, payPal: false };

const WALLETS: ReadonlyArray<{
  title: 'PayPal' | 'Google Pay';
  script: ScriptWallet;
  /** Its script's address, to find its tag among the page's scripts. */
  scriptUrl: RegExp;
  button: (page: Page) => ReturnType<Page['getByRole']>;
}> = [
  {
    title: 'PayPal',
    script: 'paypal',
    scriptUrl: /paypal\.com\/sdk\/js/,
    button: (page) => payPalButton(page),
  },
  {
    title: 'Google Pay',
    script: 'googlePay',
    scriptUrl: /pay\.google\.com\/gp\/p\/js\/pay\.js/,
    button: (page) => googlePayButton(page),
  },
];

for (const wallet of WALLETS) {
  test(`${wallet.title} blocked: its row says so, cinema-error, and reopening the row tries again`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await useRealBraintree(context, request, baseURL, NO_WALLET_STUBS);
    const requests = countWalletScriptRequests(page, wallet.script);
    const events = await recordCinemaEvents(page);
    await goToPayment(page, { walletStubs: 'none' });
    const message = `${wallet.title} could not be loaded. Please choose another payment option.`;

    const header = optionHeader(page, wallet.title);
    await header.click();
    const region = optionRegion(page, wallet.title);
    await expect(region.getByRole('alert')).toHaveText(message);
    await expect(region.getByRole('status')).toHaveCount(0);
    // Every wallet that failed said so once per attempt; this one among them.
    expect(await events()).toContainEqual({ type: 'cinema-error', detail: { message } });
    // A blocked script leaves no tag behind. Only this wallet's: the other wallet (blocked too) may
    // be loading in its closed row at this moment, its tag in the page until its own failure.
    expect((await pageResources(page)).scripts.filter((s) => wallet.scriptUrl.test(s))).toEqual([]);

    // The wallet is reachable again; the buyer closes and reopens the row.
    const asked = requests();
    await unblockWalletScript(page, wallet.script);
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await header.click();
    await expect(wallet.button(page)).toBeVisible();
    await expect(region.getByRole('alert')).toHaveCount(0);
    expect(requests()).toBe(asked + 1);
  });
}

test('a PayPal SDK that never answers gives up with the same words, not an endless spinner', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await useRealBraintree(context, request, baseURL, NO_WALLET_STUBS);
  // Accepted and never answered: only the loader's own timeout can end it.
  await page.route(/paypal\.com\/sdk\/js/, () => undefined);
  const events = await recordCinemaEvents(page);
  await goToPayment(page, { walletStubs: 'none' });
  await optionHeader(page, 'PayPal').click();
  const region = optionRegion(page, 'PayPal');
  await expect(region.getByRole('status')).toContainText('Loading PayPal');
  const message = 'PayPal could not be loaded. Please choose another payment option.';
  await expect(region.getByRole('alert')).toHaveText(message, { timeout: 30_000 });
  expect(await events()).toContainEqual({ type: 'cinema-error', detail: { message } });
});

test('20 mounts and unmounts with failing wallets leave the scripts, frames and message listeners of the first', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await useRealBraintree(context, request, baseURL, NO_WALLET_STUBS);
  await goToPayment(page, { walletStubs: 'none' });
  const element = page.locator('cinema-festival-pass');
  const failed = (title: string) =>
    element
      .getByRole('alert', { includeHidden: true })
      .filter({ hasText: `${title} could not be loaded` });
  /** The payment page fully mounted: card fields in, and both wallets tried and failed. */
  const mounted = async () => {
    await openCardRow(page);
    await expect(page.locator('iframe[name^="braintree-hosted-field-"]')).toHaveCount(4);
    await expect(failed('PayPal')).toHaveCount(1);
    await expect(failed('Google Pay')).toHaveCount(1);
  };
  const remount = async () => {
    await page.evaluate(() => {
      const el = document.querySelector('cinema-festival-pass');
      const parent = el?.parentElement;
      el?.remove();
      // Off the page for a moment, as a single-page app's route change would leave it.
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          if (el) parent?.append(el);
          resolve();
        }, 50),
      );
    });
    await mounted();
  };

  await mounted();
  // A failed PayPal's instance is torn down after the buyer is told, within FRAME_GRACE_MS
  // (src/provider/braintree/createPayPalCheckout.ts): then no dispatch frame of braintree-web's
  // is left, and there is one tag per wallet script at most.
  const dispatchFrames = async () =>
    (await pageResources(page)).frames.filter((f) => f.includes('dispatch'));
  await expect.poll(dispatchFrames).toEqual([]);
  const first = await pageResources(page);
  for (let cycle = 1; cycle <= 20; cycle += 1) await remount();
  await expect.poll(() => pageResources(page)).toEqual(first);
});
