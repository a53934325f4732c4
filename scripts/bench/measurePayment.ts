/**
 * The festival pass's payment step: from the click on 'Next' (valid details filled in) to the card
 * fields ready, the same definition for ours and the bare baseline:
 *   - start: the click's event timestamp (captured on window, same clock as performance.now()),
 *   - ready: the element holds four braintree hosted-field iframes (`braintree-hosted-field-*`,
 *     light-DOM children projected by slots), each frame's document shows its input, and the
 *     element has dropped its 'Loading the card form' status for an enabled-or-not 'Process
 *     Payment' button, i.e. braintree-web's `hostedFields.create` has resolved and React rendered it.
 * The check runs from MutationObservers on the host, its shadow root and each frame's document
 * (whose script builds the input after the frame's load), and on frame loads.
 */
import type { Browser, Page } from 'playwright';
import type { PaymentPlan, PlannedCall } from './baseline/paymentPlan';
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
  const watched = new WeakSet();
  const check = () => {
    if (clickedAt === undefined) return;
    const frames = host.querySelectorAll('iframe[name^="braintree-hosted-field-"]');
    // Each frame's own document is watched too: its script builds the input after the frame's
    // load, and nothing on the host need change after that.
    for (const frame of frames) {
      try {
        const doc = frame.contentDocument;
        if (doc && !watched.has(doc)) {
          watched.add(doc);
          observer.observe(doc, { childList: true, subtree: true });
        }
      } catch {}
    }
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
 * Runs before the page's scripts: records every API call the page starts once `__benchRecord` is
 * set, with its body (a request body may be a stream, which the DevTools protocol does not show), and
 * the id of the cart it creates.
 */
const RECORD_CALLS = `(() => {
  const calls = [];
  window.__benchCalls = calls;
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!window.__benchRecord || !url.pathname.startsWith('/api/')) return fetch.call(this, request);
    const call = { method: request.method, path: url.pathname + url.search, body: null, cart: null };
    calls.push(call);
    const body = request.method === 'GET' || request.method === 'HEAD'
      ? Promise.resolve(null)
      : request.clone().text().then((text) => text || null);
    call.ready = body.then((text) => { call.body = text; });
    const answer = fetch.call(this, request);
    if (request.method === 'POST' && url.pathname === '/api/cart') {
      call.ready = Promise.all([call.ready, answer.then((r) => r.clone().json()).then((cart) => { call.cart = cart.id; })]);
    }
    return answer;
  };
})();`;

/** Go through ours once, unthrottled, and read the order calls the bare baseline must repeat. */
export async function capturePaymentPlan(browser: Browser, url: string): Promise<PaymentPlan> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_CALLS });
    await page.goto(url);
    await page.evaluate(`(${MAIN_READY})(${JSON.stringify([TAG, 'form select'])})`);
    await fillDetails(page);
    await page.evaluate(`(${ARM})(${JSON.stringify(TAG)}); window.__benchRecord = true;`);
    await page.getByRole('button', { name: 'Next' }).click();
    await withTimeout(page.evaluate('window.__benchPay'), 60_000, 'payment plan: no card fields');
    const recorded = (await page.evaluate(`(async () => {
      await Promise.all(window.__benchCalls.map((call) => call.ready));
      return window.__benchCalls.map(({ method, path, body, cart }) => ({ method, path, body, cart }));
    })()`)) as Array<PlannedCall & { cart: string | null }>;
    const cart = recorded.find((call) => call.cart)?.cart;
    if (!cart) throw new Error('payment plan: ours created no cart after Next');
    const calls = recorded.map(({ method, path, body }) => ({
      method,
      path: path.split(cart).join('{cart}'),
      body: body === null ? null : body.split(cart).join('{cart}'),
    }));
    if (!calls.some((call) => /^\/api\/cart\/\{cart\}\/products$/.test(call.path))) {
      throw new Error('payment plan: ours sent no POST /api/cart/{id}/products');
    }
    return { calls };
  } finally {
    await context.close();
  }
}
