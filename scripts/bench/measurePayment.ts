/**
 * The festival pass's payment step: from the click on 'Next' (valid details filled in) to the card
 * fields ready, the same definition for ours and the bare baseline:
 *   - start: the click's event timestamp (captured on window, same clock as performance.now()),
 *   - ready: the element holds four braintree hosted-field iframes (`braintree-hosted-field-*`,
 *     light-DOM children projected by slots), each frame's document shows its input, and the
 *     element has dropped its 'Loading the card form' status for an enabled-or-not 'Process
 *     Payment' button, i.e. braintree-web's `hostedFields.create` has resolved and React rendered it.
 * The check runs from MutationObservers on the host and its shadow root and on frame loads.
 */
import type { Browser, Page } from 'playwright';
import type { PaymentPlan } from './baseline/paymentPlan';
import { MAIN_READY } from './captureFirstView';
import { throttle } from './launchChromium';
import type { Conditions } from './launchChromium';
import { withTimeout } from './withTimeout';

const TAG = 'cinema-festival-pass';

/** Runs in the page before the click: resolves `window.__benchPay` with the step's duration. */
const ARM = `(tag) => {
  const host = document.querySelector(tag);
  let clickedAt;
  let finish;
  window.__benchPay = new Promise((resolve) => (finish = resolve));
  addEventListener('click', (event) => { if (clickedAt === undefined) clickedAt = event.timeStamp; }, { capture: true });
  const check = () => {
    if (clickedAt === undefined) return;
    const frames = host.querySelectorAll('iframe[name^="braintree-hosted-field-"]');
    if (frames.length < 4) return;
    for (const frame of frames) {
      try { if (!frame.contentDocument?.querySelector('input')) return; } catch { return; }
    }
    const root = host.shadowRoot;
    const loading = [...root.querySelectorAll('[role="status"]')].some((s) => s.textContent.includes('Loading the card form'));
    const pay = [...root.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Process Payment');
    if (loading || !pay) return;
    const readyAt = performance.now();
    observer.disconnect();
    finish(readyAt - clickedAt);
  };
  const observer = new MutationObserver(check);
  observer.observe(host, { childList: true, subtree: true, attributes: true });
  observer.observe(host.shadowRoot, { childList: true, subtree: true, attributes: true, characterData: true });
  document.addEventListener('load', check, true);
}`;

/** Fill the details form like a customer (the E2E helpers' jiff order). */
async function fillDetails(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Festival pass' }).selectOption('jiff-5-film');
  await page.getByRole('textbox', { name: 'Given names' }).fill('Pat');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Buyer');
  await page.getByRole('textbox', { name: 'Email' }).fill('pat.buyer@example.com');
  await page.getByRole('textbox', { name: 'Post code' }).fill('2000');
  await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
}

/** Load `url`, fill the form, click Next and return ms until the card fields are ready. */
export async function measurePayment(
  browser: Browser,
  url: string,
  conditions: Conditions,
  timeoutMs = 90_000,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(page, conditions);
    await page.goto(url, { waitUntil: 'commit' });
    await withTimeout(
      page.evaluate(`(${MAIN_READY})(${JSON.stringify([TAG, 'form select'])})`),
      timeoutMs,
      `${url}: no form after ${timeoutMs} ms`,
    );
    await fillDetails(page);
    await page.evaluate(`(${ARM})(${JSON.stringify(TAG)})`);
    await page.getByRole('button', { name: 'Next' }).click();
    return await withTimeout(
      page.evaluate('window.__benchPay') as Promise<number>,
      timeoutMs,
      `${url}: card fields not ready ${timeoutMs} ms after Next`,
    );
  } finally {
    await context.close();
  }
}

/**
 * Runs before the page's scripts: records the bodies of the order calls (ky sends them as
 * streams, which the DevTools protocol does not show).
 */
const RECORD_BODIES = `(() => {
  const bodies = {};
  window.__benchBodies = bodies;
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const name = path === '/api/cart' ? 'cart' : /^\\/api\\/cart\\/[^/]+\\/products$/.test(path) ? 'products' : null;
    if (name && request.method === 'POST') {
      bodies[name] = request.clone().text().then((text) => (text ? JSON.parse(text) : null));
    }
    return fetch.call(this, request);
  };
})();`;

/** Go through ours once, unthrottled, and read the order calls the bare baseline must repeat. */
export async function capturePaymentPlan(browser: Browser, url: string): Promise<PaymentPlan> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_BODIES });
    await page.goto(url);
    await page.evaluate(`(${MAIN_READY})(${JSON.stringify([TAG, 'form select'])})`);
    await fillDetails(page);
    await page.evaluate(`(${ARM})(${JSON.stringify(TAG)})`);
    await page.getByRole('button', { name: 'Next' }).click();
    await withTimeout(page.evaluate('window.__benchPay'), 60_000, 'payment plan: no card fields');
    const plan = (await page.evaluate(
      `(async () => ({ cart: (await window.__benchBodies.cart) ?? null, products: await window.__benchBodies.products }))()`,
    )) as PaymentPlan;
    if (!plan.products) throw new Error('payment plan: ours sent no POST /api/cart/{id}/products');
    return plan;
  } finally {
    await context.close();
  }
}
