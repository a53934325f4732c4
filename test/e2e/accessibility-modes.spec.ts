/**
 * Every element in the display modes WCAG 2.2 AA asks about, on its first view and, where cheap,
 * with a form's errors showing (docs/accessibility.md cites these tests):
 *
 * - 1.4.10 Reflow at 320 CSS px, and 1.4.4 Resize text as 200 % browser zoom: the page never
 *   scrolls sideways, nothing of an element sticks out of its host or is cut off inside it, and
 *   the main controls can be scrolled to and seen whole.
 * - 2.3.3 / `prefers-reduced-motion: reduce`: no CSS animation or transition runs, loading states
 *   (spinners, skeletons) included, and the cart summary jumps to the shop instead of gliding.
 * - Forced colours (Windows contrast themes; 1.4.11 Non-text contrast, 2.4.7 Focus visible):
 *   every control keeps a visible boundary once author colours and box shadows are gone, and
 *   keyboard focus shows as an outline, which forced colours keep.
 * - 2.5.8 Target size (minimum): every pointer target is 24 × 24 CSS px, or spaced so that a
 *   24 px circle on it touches no other target.
 */
import type { Locator, Page } from '@playwright/test';
import { injectFault } from './support/faults';
import { expect, test } from './support/test';
import { festivalPassUrl } from './festival-pass/helpers/detailsForm';
import { sale, signIn } from './membership/helpers';
import { PRODUCTS, addButton, addGift, cart, giftForm } from './shop-cart/helpers';

/** One element's test page, the controls its first view must keep usable, and its error state. */
interface Scenario {
  tag: string;
  /** The test page (demo/public/test/). */
  url: string;
  /** Sign the demo member in first. */
  signedIn?: boolean;
  /** Wait for the first view once the page is open. */
  ready(page: Page): Promise<void>;
  /** The controls that must stay visible and reachable however narrow the viewport. */
  mainControls(page: Page): Locator[];
  /** Bring the element to a form with its errors showing (when that is cheap). */
  showErrors?(page: Page): Promise<void>;
  /** Whether the first view waits on the API, so a loading state shows first. */
  loads: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    tag: 'cinema-festival-pass',
    url: festivalPassUrl(),
    loads: true,
    ready: (page) => expect(page.getByRole('combobox', { name: 'Festival pass' })).toBeVisible(),
    mainControls: (page) => [
      page.getByRole('combobox', { name: 'Festival pass' }),
      page.getByRole('checkbox', { name: /terms and conditions/ }),
      page.getByRole('button', { name: 'Next' }),
    ],
    async showErrors(page) {
      // Next stays disabled until the form is complete, so the errors come from leaving fields.
      const givenNames = page.getByRole('textbox', { name: 'Given names' });
      await givenNames.fill('P');
      await givenNames.fill('');
      await page.getByRole('textbox', { name: 'Email' }).fill('pat@');
      await page.getByRole('textbox', { name: 'Post code' }).focus();
      await expect(page.getByText('This field is required').first()).toBeVisible();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    },
  },
  {
    tag: 'cinema-shop-cart',
    url: '/demo/test/shop-cart.html',
    loads: true,
    ready: (page) => expect(addButton(page, PRODUCTS.egift25)).toBeVisible(),
    mainControls: (page) => [
      page.getByRole('button', { name: /^Cart: / }),
      addButton(page, PRODUCTS.egift25),
      addButton(page, PRODUCTS.moviePack),
    ],
    async showErrors(page) {
      await addGift(page, PRODUCTS.egift50);
      await cart(page).getByRole('button', { name: 'Checkout' }).click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    },
  },
  {
    tag: 'cinema-cart-summary',
    url: '/demo/test/cart-summary.html',
    loads: false,
    ready: (page) => expect(page.getByRole('button', { name: 'Cart: empty' })).toBeVisible(),
    mainControls: (page) => [page.getByRole('button', { name: 'Cart: empty' })],
  },
  {
    tag: 'cinema-member-area',
    url: '/demo/test/member-area.html',
    signedIn: true,
    loads: true,
    ready: (page) => expect(page.getByRole('tab', { name: 'Details' })).toBeVisible(),
    mainControls: (page) =>
      ['Details', 'Vouchers', 'Membership']
        .map((name) => page.getByRole('tab', { name }))
        .concat(page.getByRole('button', { name: 'Edit' })),
    async showErrors(page) {
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'Given names' }).fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('textbox', { name: 'Given names' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
  },
  {
    tag: 'cinema-membership',
    url: '/demo/test/membership.html',
    loads: true,
    ready: (page) =>
      expect(
        sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }),
      ).toBeVisible(),
    mainControls: (page) => [
      sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }),
      sale(page)
        .getByRole('button', { name: /^Choose / })
        .last(),
    ],
    async showErrors(page) {
      await sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }).click();
      await sale(page).getByRole('button', { name: 'Join' }).click();
      await expect(sale(page).getByText('There is a problem')).toBeVisible();
    },
  },
  {
    tag: 'cinema-newsletter',
    url: '/demo/test/newsletter.html',
    loads: false,
    ready: (page) => expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible(),
    mainControls: (page) => [
      page.getByRole('textbox', { name: 'Given names' }),
      page.getByRole('textbox', { name: 'Email' }),
      page.getByRole('button', { name: 'Sign up' }),
    ],
    async showErrors(page) {
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
  },
];

/** The shop's 'Who is it for?' form (product-rules §15.2), sent empty so its errors show. */
async function openGiftFormWithErrors(page: Page): Promise<void> {
  await page.goto('/demo/test/shop-cart.html');
  await addButton(page, PRODUCTS.egift50).click();
  const form = giftForm(page);
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
}

/** Open the scenario's page and wait for its first view. */
async function open(page: Page, scenario: Scenario): Promise<void> {
  if (scenario.signedIn) await signIn(page);
  await page.goto(scenario.url);
  await scenario.ready(page);
}

/**
 * What a pointer or the keyboard can act on inside a shadow root. Shared by the page functions
 * below, which run in the browser and so cannot import it: each receives it as an argument.
 */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [tabindex]:not([tabindex="-1"], [role="tabpanel"])';

/**
 * Layout problems at the current viewport: the page scrolling sideways, an element's box leaving
 * its host or the viewport, or a box inside a shadow root clipping or scrolling its content
 * sideways (text cut off, a toolbar to scroll). Visually hidden text (1 px boxes) is ignored. One
 * exception: a tab list may be one row that scrolls sideways (the member area's, product-rules
 * §10.2), since the arrow keys reach every tab and the open one is scrolled into view (its own
 * spec checks that at 320 and 390 px).
 */
function findReflowProblems(): string[] {
  const problems: string[] = [];
  const html = document.documentElement;
  if (html.scrollWidth > html.clientWidth) {
    problems.push(`the page scrolls sideways: ${html.scrollWidth} px in ${html.clientWidth} px`);
  }
  const hosts = [...document.querySelectorAll('*')].filter(
    (el) => el.localName.startsWith('cinema-') && el.shadowRoot,
  );
  const describe = (el: Element) =>
    `${el.localName}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}${el.textContent?.trim() ? ` "${el.textContent.trim().slice(0, 30)}"` : ''}`;
  for (const host of hosts) {
    const box = host.getBoundingClientRect();
    if (box.width === 0) continue;
    if (box.left < -0.5 || box.right > html.clientWidth + 0.5) {
      problems.push(`${host.localName} spans ${box.left}–${box.right} px of ${html.clientWidth}`);
    }
    for (const el of host.shadowRoot!.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || !el.checkVisibility()) continue;
      const strip = el.closest('[role="tablist"]');
      if (strip && getComputedStyle(strip).overflowX === 'auto') continue;
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) {
        problems.push(
          `${host.localName}: ${describe(el)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, outside its host (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
      }
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
        problems.push(
          `${host.localName}: ${describe(el)} cuts off or scrolls its content sideways (${el.scrollWidth} px in ${el.clientWidth} px, overflow-x: ${style.overflowX})`,
        );
      }
    }
  }
  return problems;
}

/** Check the page reflows at the current viewport and each main control can be reached whole. */
async function expectReflow(page: Page, scenario: Scenario, where: string): Promise<void> {
  expect(await page.evaluate(findReflowProblems), `${scenario.tag}, ${where}`).toEqual([]);
  const width = page.viewportSize()!.width;
  for (const control of scenario.mainControls(page)) {
    await control.scrollIntoViewIfNeeded();
    // Most of it: at deviceScaleFactor 2 a box may sit half a device pixel past an edge.
    await expect(control).toBeInViewport({ ratio: 0.95 });
    const box = (await control.boundingBox())!;
    expect(
      box.x,
      `${scenario.tag}, ${where}: a main control starts off-screen`,
    ).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  }
}

/**
 * Anything that moves in the elements' shadow roots: a running CSS animation (the Web Animations
 * view, which includes every shadow root) and any element whose computed animation or transition
 * lasts longer than 0.01 s. Also counts the loading indicators seen, so a test knows it looked at
 * one.
 */
function findMotion(): { moving: string[]; indicators: number } {
  const moving: string[] = [];
  let indicators = 0;
  const seconds = (value: string) =>
    Math.max(
      ...value
        .split(',')
        .map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))),
    );
  for (const animation of document.getAnimations()) {
    if (animation.playState !== 'running') continue;
    const target = (animation.effect as KeyframeEffect | null)?.target;
    moving.push(
      `running animation ${(animation as CSSAnimation).animationName ?? animation.constructor.name} on ${target?.localName}.${target?.className}`,
    );
  }
  const hosts = [...document.querySelectorAll('*')].filter(
    (el) => el.localName.startsWith('cinema-') && el.shadowRoot,
  );
  for (const host of hosts) {
    for (const el of host.shadowRoot!.querySelectorAll('*')) {
      if (el.matches('.spinner, .skeleton, .checkout-loading')) indicators += 1;
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const name = `${host.localName}: ${el.localName}.${el.getAttribute('class') ?? ''}${pseudo ?? ''}`;
        if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01) {
          moving.push(`${name} has animation ${style.animationName} ${style.animationDuration}`);
        }
        if (style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0.01) {
          moving.push(
            `${name} has a transition of ${style.transitionProperty} ${style.transitionDuration}`,
          );
        }
        if (pseudo === null && style.scrollBehavior === 'smooth') {
          moving.push(`${name} scrolls smoothly`);
        }
      }
    }
  }
  return { moving, indicators };
}

/**
 * Controls without a visible boundary in forced colours: no border side and no outline that is
 * drawn (style not none, width > 0, colour not transparent). Text links count as bounded by their
 * underline, which forced colours keep (that is how a link looks there), and native checkboxes
 * and radios by the system's own drawing (`appearance: auto`).
 */
function findUnboundedControls(controls: string): string[] {
  const unbounded: string[] = [];
  const drawn = (style: string, width: string, color: string) =>
    style !== 'none' &&
    style !== 'hidden' &&
    parseFloat(width) > 0 &&
    !/rgba\(.*, 0\)$|transparent/.test(color);
  const hosts = [...document.querySelectorAll('*')].filter(
    (el) => el.localName.startsWith('cinema-') && el.shadowRoot,
  );
  for (const host of hosts) {
    for (const el of host.shadowRoot!.querySelectorAll(controls)) {
      if (!el.checkVisibility() || el.getBoundingClientRect().width <= 1) continue;
      const s = getComputedStyle(el);
      const border = (['Top', 'Right', 'Bottom', 'Left'] as const).some((side) =>
        drawn(
          s.getPropertyValue(`border-${side.toLowerCase()}-style`),
          s.getPropertyValue(`border-${side.toLowerCase()}-width`),
          s.getPropertyValue(`border-${side.toLowerCase()}-color`),
        ),
      );
      const outline = drawn(s.outlineStyle, s.outlineWidth, s.outlineColor);
      const underlined = s.textDecorationLine.includes('underline');
      const native =
        el instanceof HTMLInputElement &&
        (el.type === 'checkbox' || el.type === 'radio') &&
        s.appearance !== 'none';
      if (!border && !outline && !underlined && !native) {
        unbounded.push(
          `${host.localName}: <${el.localName}${el.getAttribute('class') ? ` class="${el.getAttribute('class')}"` : ''}> "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
        );
      }
    }
  }
  return unbounded;
}

/**
 * Tab lists whose open tab looks like the others once forced colours replace the author's
 * colours (each tab's colours and borders, as computed in forced colours).
 */
function findIndistinctSelectedTabs(): string[] {
  const problems: string[] = [];
  const look = (tab: Element) => {
    const s = getComputedStyle(tab);
    return [
      s.color,
      s.backgroundColor,
      s.borderColor,
      s.borderWidth,
      s.borderStyle,
      s.outline,
    ].join(' ');
  };
  for (const host of document.querySelectorAll('*')) {
    if (!host.localName.startsWith('cinema-') || !host.shadowRoot) continue;
    for (const list of host.shadowRoot.querySelectorAll('[role="tablist"]')) {
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      const open = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
      if (!open) continue;
      const same = tabs.filter((tab) => tab !== open && look(tab) === look(open));
      if (same.length > 0) {
        problems.push(
          `${host.localName}: the open tab "${open.textContent}" looks like ${same.map((tab) => `"${tab.textContent}"`).join(', ')}`,
        );
      }
    }
  }
  return problems;
}

/** The deepest focused element, through shadow roots, and how its focus shows. */
function focusedRing(): {
  host: string;
  name: string;
  focusVisible: boolean;
  outline: boolean;
} | null {
  let active = document.activeElement;
  let host: Element | null = null;
  while (active?.shadowRoot?.activeElement) {
    host = active;
    active = active.shadowRoot.activeElement;
  }
  if (!active || !host?.localName.startsWith('cinema-')) return null;
  const s = getComputedStyle(active);
  return {
    host: host.localName,
    name: `<${active.localName}> "${(active.textContent || active.getAttribute('aria-label') || (active as HTMLInputElement).name || '').trim().slice(0, 40)}"`,
    focusVisible: active.matches(':focus-visible'),
    outline:
      s.outlineStyle !== 'none' &&
      parseFloat(s.outlineWidth) >= 2 &&
      !/rgba\(.*, 0\)$|transparent/.test(s.outlineColor),
  };
}

/**
 * Pointer targets smaller than 24 × 24 CSS px that are not spaced (2.5.8): a 24 px circle centred
 * on one may not touch another target, nor another small target's circle. Inline links in a
 * sentence are exempt; a control's own label is part of its target.
 */
function findSmallTargets(controls: string): string[] {
  const small: string[] = [];
  const hosts = [...document.querySelectorAll('*')].filter(
    (el) => el.localName.startsWith('cinema-') && el.shadowRoot,
  );
  for (const host of hosts) {
    const targets = [...host.shadowRoot!.querySelectorAll(controls)].filter(
      (el) =>
        el.checkVisibility() &&
        el.getBoundingClientRect().width > 1 &&
        !(el.localName === 'a' && getComputedStyle(el).display === 'inline'),
    );
    const rects = targets.map((el) => el.getBoundingClientRect());
    const labelsOf = (el: Element) =>
      el instanceof HTMLInputElement || el instanceof HTMLSelectElement
        ? [...(el.labels ?? [])]
        : [];
    const distance = (x: number, y: number, r: DOMRect) =>
      Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
    targets.forEach((el, i) => {
      const r = rects[i]!;
      if (r.width >= 24 && r.height >= 24) return;
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const own = labelsOf(el);
      const crowded = targets.some((other, j) => {
        if (j === i || own.includes(other as HTMLLabelElement)) return false;
        const o = rects[j]!;
        const otherSmall = o.width < 24 || o.height < 24;
        const circlesMeet =
          otherSmall && Math.hypot(o.left + o.width / 2 - x, o.top + o.height / 2 - y) < 24;
        return circlesMeet || distance(x, y, o) < 12;
      });
      if (crowded) {
        small.push(
          `${host.localName}: <${el.localName}> "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" is ${Math.round(r.width)}×${Math.round(r.height)} px with a target within 12 px`,
        );
      }
    });
  }
  return small;
}

test.describe('reflow at 320 CSS px and 200 % zoom', () => {
  // Chromium's 200 % browser zoom of a 1280 × 720 window lays the page out in a 640 × 360 CSS px
  // viewport and reports devicePixelRatio 2; a 640 × 360 viewport at deviceScaleFactor 2 is that
  // page exactly, minus the browser's own chrome. Layout depends on CSS px alone, so the same
  // context also stands for WCAG's reflow case, a 1280 × 1024 window at 400 % (320 × 256 CSS px).
  test.use({ deviceScaleFactor: 2, viewport: { width: 320, height: 256 } });

  for (const scenario of SCENARIOS) {
    test(`${scenario.tag}: first view${scenario.showErrors ? ' and errors' : ''} at 320 and 640 CSS px`, async ({
      page,
    }) => {
      await open(page, scenario);
      await expectReflow(page, scenario, 'first view at 320 px');
      await page.setViewportSize({ width: 640, height: 360 });
      expect(await page.evaluate(() => devicePixelRatio)).toBe(2);
      await expectReflow(page, scenario, 'first view at 200 % zoom');
      if (!scenario.showErrors) return;
      await scenario.showErrors(page);
      expect(
        await page.evaluate(findReflowProblems),
        `${scenario.tag}, errors at 200 % zoom`,
      ).toEqual([]);
      await page.setViewportSize({ width: 320, height: 256 });
      expect(await page.evaluate(findReflowProblems), `${scenario.tag}, errors at 320 px`).toEqual(
        [],
      );
    });
  }

  test("cinema-shop-cart: 'Who is it for?' with its errors at 320 and 640 CSS px", async ({
    page,
  }) => {
    await openGiftFormWithErrors(page);
    expect(await page.evaluate(findReflowProblems), 'the gift form at 320 px').toEqual([]);
    await page.setViewportSize({ width: 640, height: 360 });
    expect(await page.evaluate(findReflowProblems), 'the gift form at 200 % zoom').toEqual([]);
  });
});

test.describe('reduced motion, forced colours and target size', () => {
  test.use({ reducedMotion: 'reduce', forcedColors: 'active' });

  for (const scenario of SCENARIOS) {
    test(`${scenario.tag}: nothing moves, every control bounded with an outline focus ring, targets 24 px`, async ({
      page,
    }) => {
      if (scenario.loads) {
        // Hold the first API call back until the loading state (spinner, skeletons) has been
        // checked, however long the element's code takes to arrive.
        const slow = await injectFault(page, { path: /./, kind: 'held', times: 1 });
        if (scenario.signedIn) await signIn(page);
        await page.goto(scenario.url);
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('*')].some((el) =>
              el.shadowRoot?.querySelector('.spinner, .skeleton, .checkout-loading'),
            ),
          undefined,
          { timeout: 10_000 },
        );
        const during = await page.evaluate(findMotion);
        expect(during.indicators, `${scenario.tag}: a loading indicator`).toBeGreaterThan(0);
        expect(during.moving, `${scenario.tag}: motion while loading`).toEqual([]);
        slow.release();
        await scenario.ready(page);
        await slow.remove();
      } else {
        await open(page, scenario);
      }
      const motion = await page.evaluate(findMotion);
      expect(motion.moving, `${scenario.tag}: motion in the first view`).toEqual([]);

      expect(
        await page.evaluate(findUnboundedControls, CONTROLS),
        `${scenario.tag}: controls without a boundary in forced colours`,
      ).toEqual([]);
      expect(await page.evaluate(findSmallTargets, CONTROLS), `${scenario.tag}: targets`).toEqual(
        [],
      );
      expect(
        await page.evaluate(findIndistinctSelectedTabs),
        `${scenario.tag}: the open tab in forced colours`,
      ).toEqual([]);

      // Every control the keyboard reaches in the element shows an outline focus ring, and Tab
      // carries focus on out of the element again (2.1.2: no keyboard trap).
      const rings: ReturnType<typeof focusedRing>[] = [];
      let leftAgain = false;
      for (let presses = 0; presses < 40 && !leftAgain; presses += 1) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(focusedRing);
        if (ring) rings.push(ring);
        else leftAgain = rings.length > 0;
      }
      expect(leftAgain, `${scenario.tag}: Tab leaves the element after its last control`).toBe(
        true,
      );
      expect(rings.length, `${scenario.tag}: Tab reaches its controls`).toBeGreaterThan(0);
      expect(
        rings.filter((ring) => !ring!.focusVisible || !ring!.outline),
        `${scenario.tag}: focus without an outline in forced colours`,
      ).toEqual([]);

      if (scenario.tag === 'cinema-cart-summary') {
        // The summary takes the buyer to the shop 150vh below: with reduced motion in one jump,
        // so every frame after the click sees the same, final scroll position.
        const frames = await page.evaluate(async () => {
          // From the top (the Tab walk above may have scrolled the page), in one instant jump.
          scrollTo({ top: 0, behavior: 'instant' });
          const summary = document.querySelector('cinema-cart-summary')!.shadowRoot!;
          summary.querySelector('button')!.click();
          const seen: number[] = [];
          for (let i = 0; i < 8; i += 1) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            seen.push(Math.round(scrollY));
          }
          return seen;
        });
        expect(frames[0], 'the page scrolled to the shop').toBeGreaterThan(0);
        expect(new Set(frames).size, `scroll positions frame by frame: ${frames.join(', ')}`).toBe(
          1,
        );
      }
      if (scenario.showErrors) {
        await scenario.showErrors(page);
        expect((await page.evaluate(findMotion)).moving).toEqual([]);
        expect(await page.evaluate(findUnboundedControls, CONTROLS)).toEqual([]);
        expect(await page.evaluate(findSmallTargets, CONTROLS)).toEqual([]);
      }
    });
  }

  test("cinema-shop-cart: 'Who is it for?' with its errors: nothing moves, every control bounded, targets 24 px", async ({
    page,
  }) => {
    await openGiftFormWithErrors(page);
    expect((await page.evaluate(findMotion)).moving).toEqual([]);
    expect(await page.evaluate(findUnboundedControls, CONTROLS)).toEqual([]);
    expect(await page.evaluate(findSmallTargets, CONTROLS)).toEqual([]);
  });
});
