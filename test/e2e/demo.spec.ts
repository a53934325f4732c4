/**
 * The demo page against the built CDN bundle: elements render in their shadow roots, follow the
 * page theme, explain bad configuration, pass axe in every theme, and never throw into the page.
 * Also proves the E2E harness itself: each fault kind, and CORS for a partner origin.
 */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { FestivalPassList } from '../../src/api/schemas';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { themes } from '../../src/themes/themes';
import { payByCard } from './festival-pass/helpers/card';
import { detailsForm, fillDetails } from './festival-pass/helpers/detailsForm';
import { expectNoAxeViolations } from './support/axe';
import { injectFault } from './support/faults';
import type { FaultSpec } from './support/faults';
import { expect, test } from './support/test';

const PASSES = '/api/shop/festival-passes?festivalId=jiff';

test.describe('demo page', () => {
  test('loads the bundle and renders every festival pass in its shadow root', async ({
    page,
    request,
    blockedRequests,
  }) => {
    await page.goto('/');
    const hosts = page.locator('cinema-festival-pass');
    await expect(hosts).toHaveCount(3);
    for (const [i, festivalId] of ['jiff', 'RET', 'soon'].entries()) {
      const host = hosts.nth(i);
      await expect(host).toHaveAttribute('data-festival-id', festivalId);
      // Rendered by the element inside its open shadow root, not by the page (once the loader
      // has brought the runtime that defines it).
      await expect.poll(() => host.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
      const base = host.locator('[part="base"]');
      await expect(host.getByRole('heading').first()).toBeVisible();
      await expect(base).toContainText('Demo Cinema');
      // The element shows this festival's own passes (or the spec's not-on-sale text).
      const answer = await request.get(`/api/shop/festival-passes?festivalId=${festivalId}`);
      const passes = v.parse(FestivalPassList, await answer.json());
      await expect(base).toContainText(
        passes[0]?.name ?? 'Sorry, this festival is not on sale yet. Please check back later.',
      );
    }
    // The demo stubs grecaptcha, so nothing at all should have tried to leave the machine.
    expect(blockedRequests).toEqual([]);
  });

  test('the demo merchant’s 3D Secure works offline: a service worker answers Cardinal’s Songbird URL, and a challenge card pays', async ({
    page,
    request,
    blockedRequests,
  }) => {
    // `npm start` starts with 3D Secure on (THREE_D_SECURE); the E2E servers start with it off.
    const settings = await request.put('/demo/settings', { data: { threeDSecure: true } });
    expect(settings.ok()).toBe(true);
    const songbirdAsked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('cardinalcommerce.com')) songbirdAsked.push(r.url());
    });
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/demo\/3ds\/songbird-worker\.js$/);
    const pass = page.locator('cinema-festival-pass').first();
    await fillDetails(pass);
    await detailsForm(pass).next.click();
    await payByCard(page, { number: '4000000000001091' });
    await expect(page.getByRole('dialog', { name: 'Verify your card' })).toBeVisible();
    const bank = pass.locator('[slot="cinema-3ds-challenge"] iframe').contentFrame();
    await bank.getByRole('button', { name: 'Approve' }).click();
    await expect(pass.getByRole('heading', { name: /thank you/i })).toBeVisible();
    // The page asked for Cardinal's real URL (so its policy is checked against Cardinal's host);
    // the worker answered it, and nothing left the machine.
    expect(songbirdAsked).toEqual([
      'https://songbirdstag.cardinalcommerce.com/edge/v1/songbird.js',
    ]);
    expect(blockedRequests).toEqual([]);
  });

  test("the theme switcher sets data-theme and the theme's --cinema-* defaults on every element", async ({
    page,
  }) => {
    await page.goto('/');
    const host = page.locator('cinema-festival-pass').first();
    await expect(host).toHaveAttribute('data-theme', 'classic');
    const bg = () =>
      host.evaluate((el) =>
        getComputedStyle(el).getPropertyValue('--cinema-theme-color-bg').trim(),
      );
    for (const name of THEME_NAMES) {
      await page.getByLabel('Theme').selectOption({ label: themes[name].label });
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${name}\\b`));
      await expect(host).toHaveAttribute('data-theme', name);
      await expect.poll(bg).toBe(themes[name].colors.bg.toLowerCase());
    }
    expect(themes.ritz.colors.bg.toLowerCase()).not.toBe(themes.classic.colors.bg.toLowerCase());
  });

  test('a festival pass missing an attribute shows a configuration message', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const el = document.createElement('cinema-festival-pass');
      el.id = 'misconfigured';
      el.setAttribute('data-cinema-id', 'demo-cinema');
      el.setAttribute('data-cinema-name', 'Demo Cinema');
      el.setAttribute('data-recaptcha-key', 'demo-key');
      document.querySelector('main')?.append(el);
    });
    const alert = page.locator('#misconfigured').getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('data-festival-id');
  });

  test('axe finds no violations in any theme of the demo switcher', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const hosts = page.locator('cinema-festival-pass');
    await expect(hosts).toHaveCount(3);
    for (const name of THEME_NAMES) {
      await test.step(themes[name].label, async () => {
        await page.getByLabel('Theme').selectOption({ label: themes[name].label });
        for (const host of await hosts.all()) {
          await expect(host).toHaveAttribute('data-theme', name);
        }
        await expectNoAxeViolations(page);
      });
    }
  });

  test('nothing throws into the page while it loads and switches themes', async ({
    page,
    pageErrors,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      // Chromium logs every non-2xx answer (e.g. 401 from GET member for a visitor) as
      // "Failed to load resource"; that is the network, not our code reporting an error.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
        consoleErrors.push(m.text());
      }
    });
    await page.goto('/');
    await expect(
      page.locator('cinema-festival-pass').first().getByRole('heading').first(),
    ).toBeVisible();
    for (const name of THEME_NAMES) {
      await page.getByLabel('Theme').selectOption({ label: themes[name].label });
    }
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  for (const width of [320, 390]) {
    test(`at ${width} px nothing scrolls sideways: every demo section fits the viewport`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      // Every element and the host page's seat picker rendered, at their first view.
      await expect(
        page.locator('cinema-festival-pass').first().getByRole('heading').first(),
      ).toBeVisible();
      await expect(
        page.locator('cinema-member-area').getByRole('heading', { name: 'Verify your e-mail' }),
      ).toBeVisible();
      await expect(
        page.locator('cinema-membership').getByRole('heading', { name: 'Become a member' }),
      ).toBeVisible();
      await expect(page.locator('cinema-newsletter').first().getByRole('button')).toBeVisible();
      await expect(page.locator('cinema-shop-cart').getByRole('heading').first()).toBeVisible();
      await expect(
        page.locator('#seat-picker').getByRole('button', { name: 'Seat A1', exact: true }),
      ).toBeVisible();

      const overflows = await page.evaluate(() => {
        const name = (el: Element) =>
          el.tagName.toLowerCase() +
          (el.id ? `#${el.id}` : '') +
          [...el.classList].map((c) => `.${c}`).join('');
        const tooWide = (el: Element) => el.getBoundingClientRect().right > innerWidth + 0.5;
        /** Every element below `root`, shadow roots included. */
        const below = (root: Element | ShadowRoot): Element[] =>
          [...root.children].flatMap((child) => [
            child,
            ...below(child),
            ...(child.shadowRoot ? below(child.shadowRoot) : []),
          ]);
        const found: string[] = [];
        for (const section of document.querySelectorAll(
          '.demo-header, .demo-section, .demo-footer',
        )) {
          // The outermost elements past the viewport's right edge: where the width comes from.
          const outermost = below(section).filter((el) => {
            if (!tooWide(el)) return false;
            const parent = el.parentElement ?? (el.parentNode as ShadowRoot | null)?.host;
            return !parent || parent === section || !tooWide(parent);
          });
          if (tooWide(section)) outermost.unshift(section);
          const heading = section.querySelector('h1, h2')?.textContent?.trim();
          for (const el of outermost) {
            const box = el.getBoundingClientRect();
            found.push(
              `${name(section)} (${heading}): ${name(el)} is ${Math.round(box.width)} px wide, ending at ${Math.round(box.right)} px`,
            );
          }
        }
        return { found, scrollWidth: document.documentElement.scrollWidth, innerWidth };
      });
      expect(overflows.found, overflows.found.join('\n')).toEqual([]);
      expect(overflows.scrollWidth).toBeLessThanOrEqual(overflows.innerWidth);

      // Ten seats a row still keep a 24 px pitch and height (WCAG 2.2 target size).
      const seats = await page
        .locator('#seat-picker')
        .getByRole('button', { name: /^Seat A\d+$/ })
        .evaluateAll((buttons) => {
          const boxes = buttons.map((button) => button.getBoundingClientRect());
          const steps = boxes.slice(1).map((box, i) => box.left - (boxes[i] as DOMRect).left);
          return {
            count: boxes.length,
            pitch: Math.min(...steps),
            height: Math.min(...boxes.map((box) => box.height)),
          };
        });
      expect(seats.count).toBe(10);
      expect(seats.pitch).toBeGreaterThanOrEqual(24);
      expect(seats.height).toBeGreaterThanOrEqual(24);
    });
  }
});

test.describe('E2E harness', () => {
  /** Call the real festival-passes endpoint from inside the page, as the element would. */
  async function callPasses(page: Page) {
    return page.evaluate(async (url) => {
      try {
        const response = await fetch(url, { headers: { accept: 'application/json' } });
        const text = await response.text();
        return {
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          text,
        };
      } catch (error) {
        return { status: 0, contentType: '', text: String(error) };
      }
    }, PASSES);
  }

  test.beforeEach(async ({ page }) => {
    // A same-origin document that loads no elements, so only our own calls hit the fault.
    await page.goto('/demo/wallet-saved.html');
  });

  test('without a fault the endpoint answers valid festival passes', async ({ page }) => {
    const real = await callPasses(page);
    expect(real.status).toBe(200);
    expect(v.safeParse(FestivalPassList, JSON.parse(real.text)).success).toBe(true);
  });

  const cases: Array<[FaultSpec['kind'], (r: Awaited<ReturnType<typeof callPasses>>) => void]> = [
    [
      'network',
      (r) => expect(r).toMatchObject({ status: 0, text: expect.stringContaining('TypeError') }),
    ],
    [
      'problem4xx',
      (r) => {
        expect(r).toMatchObject({ status: 422, contentType: 'application/problem+json' });
        expect(JSON.parse(r.text)).toMatchObject({
          status: 422,
          detail: 'Injected fault: the request was refused.',
        });
      },
    ],
    [
      'server5xx',
      (r) => {
        expect(r).toMatchObject({ status: 500, contentType: 'application/problem+json' });
        expect(JSON.parse(r.text)).not.toHaveProperty('detail');
      },
    ],
    ['malformedJson', (r) => expect(() => JSON.parse(r.text)).toThrow(SyntaxError)],
    [
      'schemaInvalid',
      (r) => {
        expect(r.status).toBe(200);
        expect(v.safeParse(FestivalPassList, JSON.parse(r.text)).success).toBe(false);
      },
    ],
  ];

  for (const [kind, check] of cases) {
    test(`injectFault ${kind} breaks the real endpoint once, then lets it through`, async ({
      page,
    }) => {
      const fault = await injectFault(page, {
        method: 'GET',
        path: 'shop/festival-passes',
        kind,
        times: 1,
      });
      check(await callPasses(page));
      expect(fault.count).toBe(1);
      const after = await callPasses(page);
      expect(after.status).toBe(200);
      expect(v.safeParse(FestivalPassList, JSON.parse(after.text)).success).toBe(true);
      expect(fault.count).toBe(1);
    });
  }

  test('injectFault held holds the real endpoint until released, then lets it through', async ({
    page,
  }) => {
    const fault = await injectFault(page, {
      method: 'GET',
      path: 'shop/festival-passes',
      kind: 'held',
      times: 1,
    });
    let answered = false;
    const held = callPasses(page).then((r) => {
      answered = true;
      return r;
    });
    await expect.poll(() => fault.count).toBe(1);
    expect(answered).toBe(false);
    fault.release();
    const r = await held;
    expect(r.status).toBe(200);
    expect(v.safeParse(FestivalPassList, JSON.parse(r.text)).success).toBe(true);
  });

  test('the API answers a page on an allowed other origin, with credentials', async ({
    page,
    baseURL,
    crossOrigin,
  }) => {
    await page.goto(`${crossOrigin}/demo/wallet-saved.html`);
    const apiBase = `${baseURL}/api/`;
    const corsHeader = page.waitForResponse(
      (r) => r.url() === `${apiBase}cart` && r.request().method() === 'POST',
    );
    const result = await page.evaluate(async (base) => {
      // POST with a JSON body needs a CORS preflight; GET does not. Check both.
      const passes = await fetch(`${base}shop/festival-passes?festivalId=jiff`, {
        credentials: 'include',
      });
      const cart = await fetch(`${base}cart`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      });
      return {
        passes: passes.status,
        passesBody: await passes.json(),
        cart: cart.status,
        cartBody: await cart.json(),
      };
    }, apiBase);
    expect(result.passes).toBe(200);
    expect(v.safeParse(FestivalPassList, result.passesBody).success).toBe(true);
    expect(result.cart).toBeGreaterThanOrEqual(200);
    expect(result.cart).toBeLessThan(300);
    expect(result.cartBody).toHaveProperty('id');
    const headers = (await corsHeader).headers();
    expect(headers['access-control-allow-origin']).toBe(crossOrigin);
    expect(headers['access-control-allow-credentials']).toBe('true');
  });

  test('outside requests never leave the machine and are listed', async ({
    page,
    blockedRequests,
  }) => {
    const outside = 'https://www.google.com/recaptcha/api.js?render=demo-key';
    const outcome = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'reached',
          (e: unknown) => String(e),
        ),
      outside,
    );
    expect(outcome).toContain('TypeError');
    expect(blockedRequests).toEqual([outside]);
  });

  test('the API gives no CORS grant to an origin that is not allowed', async ({ request }) => {
    const response = await request.get(PASSES, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
