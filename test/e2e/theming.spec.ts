/**
 * The theming API (product-rules §1.3, README "Theming"), as a web admin uses it: design tokens set
 * on an ancestor win over the theme, CSS parts restyle every element's pieces, the provider's card
 * fields follow the tokens, a colour pair under its contrast minimum is one console line per
 * element, and the elements stay accessible in a custom brand.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { cardInput, openCardRow } from './festival-pass/helpers/card';
import { goToPayment } from './festival-pass/helpers/checkout';
import { BRAND_TAGS } from '../../demo/configure/brand';
import type { CinemaTag } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';

const EVERY_ELEMENT = '/demo/test/every-element.html';

// Every element's tag, as the Brand panel's CSS names them.
const TAGS = BRAND_TAGS;
type Tag = CinemaTag;

/** A cinema's brand on top of Classic: every pair the elements use meets WCAG AA. */
const BRAND = {
  '--cinema-color-bg': 'rgb(250, 248, 240)',
  '--cinema-color-surface': 'rgb(255, 255, 255)',
  '--cinema-color-text': 'rgb(20, 30, 25)',
  '--cinema-color-muted': 'rgb(70, 80, 75)',
  '--cinema-color-accent': 'rgb(11, 90, 64)',
  '--cinema-color-accent-text': 'rgb(255, 255, 255)',
  '--cinema-color-link': 'rgb(11, 90, 64)',
  '--cinema-color-border': 'rgb(100, 110, 105)',
  '--cinema-color-focus': 'rgb(160, 70, 0)',
  '--cinema-color-error': 'rgb(170, 20, 20)',
  '--cinema-color-success': 'rgb(20, 100, 40)',
  '--cinema-font-family': 'Georgia, serif',
  '--cinema-radius': '0px',
};

/** Each part's own `word-spacing` in the brand's part rules, in the order they are declared. */
const PART_SPACING = {
  base: 1,
  heading: 2,
  label: 3,
  input: 4,
  button: 5,
  'button-primary': 6,
  card: 7,
  total: 8,
  error: 9,
  notice: 10,
} as const;
type Part = keyof typeof PART_SPACING;

const ALL = TAGS.join(', ');

/** The brand as a page writes it: tokens on `:root`, an ancestor of every element, and parts. */
const BRAND_CSS = [
  `:root { ${Object.entries(BRAND)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')} }`,
  ...Object.entries(PART_SPACING).map(
    ([part, px]) => `:is(${ALL})::part(${part}) { word-spacing: ${px}px; }`,
  ),
].join('\n');

/** Serve the pages matching `url` with `css` in a style element at the end of their head. */
async function withPageCss(page: Page, url: string, css: string): Promise<void> {
  await page.route(
    (address) => address.pathname === url,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', `<style>${css}</style></head>`);
      await route.fulfill({ response, body: html });
    },
  );
}

/** Open the page of every element (each twice) and wait for every first view. */
async function openEveryElement(page: Page): Promise<void> {
  await page.goto(EVERY_ELEMENT);
  const first = (tag: Tag) => page.locator(tag).first();
  await expect(first('cinema-festival-pass').getByRole('button', { name: 'Next' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(first('cinema-shop-cart').getByRole('listitem').first()).toBeVisible();
  await expect(first('cinema-cart-summary').getByRole('button')).toBeVisible();
  await expect(
    first('cinema-member-area').getByRole('region', { name: 'Verify your e-mail' }),
  ).toBeVisible();
  await expect(first('cinema-membership').getByRole('listitem').first()).toBeVisible();
  await expect(first('cinema-newsletter').getByRole('button', { name: 'Sign up' })).toBeVisible();
  // Every element, those above and any other, as its descriptor finds its first view.
  for (const tag of TAGS)
    await expect(first(tag).locator(DESCRIPTORS[tag].firstView.ready).first(), tag).toBeVisible();
}

/**
 * Every piece of `host`'s shadow tree that has a part: its parts and what the page's part rules
 * gave it (`word-spacing`), plus the background of `base` and of the primary buttons.
 */
function partsOf(host: Locator) {
  return host.evaluate((element) =>
    [...(element.shadowRoot?.querySelectorAll('[part]') ?? [])]
      .filter((piece) => piece.getClientRects().length > 0)
      .map((piece) => {
        const style = getComputedStyle(piece);
        return {
          parts: (piece.getAttribute('part') ?? '').split(/\s+/),
          wordSpacing: style.wordSpacing,
          background: style.backgroundColor,
          fontFamily: style.fontFamily,
        };
      }),
  );
}

/** The `word-spacing` a piece with `parts` gets: the last declared of its part rules. */
function expectedSpacing(parts: readonly string[]): string | null {
  const known = parts.filter((part): part is Part => part in PART_SPACING);
  if (known.length === 0) return null;
  return `${Math.max(...known.map((part) => PART_SPACING[part]))}px`;
}

test('tokens on an ancestor and parts restyle every element', async ({ page }) => {
  await withPageCss(page, EVERY_ELEMENT, BRAND_CSS);
  await openEveryElement(page);
  // The error state: a form sent empty shows its errors, which are parts too.
  const newsletter = page.locator('cinema-newsletter').first();
  await newsletter.getByRole('button', { name: 'Sign up' }).click();
  await expect(newsletter.getByRole('alert').first()).toBeVisible();

  for (const tag of TAGS) {
    await test.step(tag, async () => {
      const host = page.locator(tag).first();
      // The theme (Classic) is still on: the brand wins because tokens beat the theme's defaults.
      await expect(host).toHaveAttribute('data-theme', 'classic');
      const pieces = await partsOf(host);
      const seen = new Set(pieces.flatMap((piece) => piece.parts));
      // The parts each element's first view has, at least (its descriptor's).
      for (const part of DESCRIPTORS[tag].firstView.parts)
        expect(seen, `${tag} has part ${part}`).toContain(part);
      for (const piece of pieces) {
        const spacing = expectedSpacing(piece.parts);
        if (spacing)
          expect(piece.wordSpacing, `${tag} part="${piece.parts.join(' ')}"`).toBe(spacing);
        if (piece.parts.includes('button-primary'))
          expect(piece.background, `${tag}'s primary button`).toBe(BRAND['--cinema-color-accent']);
      }
      const base = pieces.find((piece) => piece.parts.includes('base'));
      expect(base?.fontFamily).toBe('Georgia, serif');
      if (tag !== 'cinema-cart-summary') expect(base?.background).toBe(BRAND['--cinema-color-bg']);
    });
  }
  expect(
    await partsOf(newsletter).then((pieces) =>
      pieces.filter((piece) => piece.parts.includes('error')).map((piece) => piece.wordSpacing),
    ),
  ).toContain('9px');
});

test("the card fields follow the tokens: text colour, font, placeholder's and invalid colours", async ({
  page,
}) => {
  await withPageCss(page, '/demo/test/festival-pass.html', BRAND_CSS);
  await goToPayment(page);
  await openCardRow(page);
  const number = cardInput(page, 'number');
  await expect(number).toHaveCSS('color', BRAND['--cinema-color-text']);
  await expect(number).toHaveCSS('font-family', 'Georgia, serif');
  // The placeholder's colour, as the frame's style sheet has it (no computed style shows it).
  const rules = await number.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );
  expect(rules.join('\n')).toContain(
    `input::placeholder { color: ${BRAND['--cinema-color-muted']}; }`,
  );
  await number.fill('4111 1111');
  await cardInput(page, 'cvv').click();
  await expect(number).toHaveCSS('color', BRAND['--cinema-color-error']);
});

test('a colour pair under its minimum is one console line per element, which still renders', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // White accent text (Classic's) on a yellow accent: 1.34:1.
  await withPageCss(page, EVERY_ELEMENT, ':root { --cinema-color-accent: rgb(255, 221, 0); }');
  await openEveryElement(page);
  for (const tag of TAGS) {
    const count = await page.locator(tag).count();
    await expect
      .poll(() => warnings.filter((line) => line.startsWith(`${tag}: `)))
      .toEqual(
        Array.from(
          { length: count },
          () =>
            `${tag}: the page's colours fail contrast: --cinema-color-accent-text on --cinema-color-accent is 1.34:1, under 4.5:1; the element still shows, in these colours. Set the tokens to colours that meet WCAG 2.2 AA. See README.md#theming`,
        ),
      );
  }
  await expect(
    page.locator('cinema-newsletter').first().getByRole('button', { name: 'Sign up' }),
  ).toHaveCSS('background-color', 'rgb(255, 221, 0)');
});

test('a brand that meets every minimum logs nothing, and axe finds nothing in it', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await withPageCss(page, EVERY_ELEMENT, BRAND_CSS);
  await openEveryElement(page);
  // The page holds each element twice on purpose, so their landmarks' names repeat.
  await expectNoAxeViolations(page, { disableRules: ['landmark-unique'] });
  expect(warnings.filter((line) => line.includes('fail contrast'))).toEqual([]);
});

test("the configurator's Brand panel: live preview, its errors, the contrast readout, and CSS that gives a blank page the same look", async ({
  page,
  context,
}) => {
  await page.goto('/configure');
  await page.getByRole('radio', { name: '<cinema-newsletter>' }).check();
  await page.getByRole('textbox', { name: 'data-recaptcha-key' }).fill('demo-key');
  const preview = page.frameLocator('#preview').locator('cinema-newsletter');
  await expect(preview.getByRole('button', { name: 'Sign up' })).toBeVisible({ timeout: 20_000 });

  const brand = page.getByRole('group', { name: 'Brand' });
  const readout = brand.getByRole('list', { name: 'Contrast' });
  await brand.getByLabel('Accent (primary buttons)').fill('#ffdd00');
  await expect(readout).toContainText(
    '--cinema-color-accent-text on --cinema-color-accent: 1.34:1, fails (at least 4.5:1)',
  );
  await brand.getByLabel('Accent (primary buttons)').fill('#0b5a40');
  await brand.getByLabel('Background').fill('#faf8f0');
  await brand.getByLabel('Text --cinema-color-text', { exact: true }).fill('#141e19');
  await brand.getByRole('textbox', { name: /Text font/ }).fill('Georgia, serif');
  await brand.getByRole('textbox', { name: /Corner radius/ }).fill('0px');
  await expect(readout).not.toContainText('fails');
  await expect(preview.getByRole('button', { name: 'Sign up' })).toHaveCSS(
    'background-color',
    'rgb(11, 90, 64)',
  );

  // The error state, in the brand.
  // (The preview is live: a press that lands while the frame is still busy is pressed again.)
  await expect(async () => {
    await brand.getByRole('button', { name: "Show the form's errors" }).click();
    await expect(preview.getByRole('alert').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await brand.getByRole('button', { name: 'Show the form again' }).click();
  await expect(preview.getByRole('alert')).toHaveCount(0);

  // The payment page in the brand, with its card fields: the festival pass filled as a visitor
  // would and 'Next' pressed inside the preview.
  await brand.getByRole('button', { name: 'Show the payment page' }).click();
  const paying = page.frameLocator('#preview').locator('cinema-festival-pass');
  await expect(paying.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.frameLocator('#preview').locator('cinema-festival-pass iframe').first(),
  ).toBeAttached({ timeout: 30_000 });
  await expect(paying.getByRole('button', { name: 'Process Payment' })).toHaveCSS(
    'background-color',
    'rgb(11, 90, 64)',
  );
  await page.getByRole('radio', { name: '<cinema-newsletter>' }).check();
  await brand.getByRole('button', { name: 'Show the form again' }).click();
  await expect(preview.getByRole('button', { name: 'Sign up' })).toBeVisible({ timeout: 20_000 });

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await brand.getByRole('button', { name: 'Copy CSS' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the CSS.' })).toBeVisible();
  const css = await page.evaluate(() => navigator.clipboard.readText());
  expect(css).toContain('--cinema-color-accent: #0b5a40;');
  const snippet = await page.getByRole('textbox', { name: 'HTML for your page' }).inputValue();

  // A blank page with the snippet and the CSS (in the page's own style sheet) looks the same.
  const pasted = await context.newPage();
  await pasted.route(
    (url) => url.pathname === '/demo/test/blank.html',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('</head>', `<style>${css}</style></head>`)
        .replace('<!-- paste here -->', snippet);
      await route.fulfill({ response, body: html });
    },
  );
  await pasted.goto('/demo/test/blank.html');
  const look = (host: Locator) =>
    host.evaluate((element) =>
      [...(element.shadowRoot?.querySelectorAll('[part]') ?? [])].map((piece) => {
        const style = getComputedStyle(piece);
        return [
          piece.getAttribute('part'),
          style.color,
          style.backgroundColor,
          style.fontFamily,
          style.borderTopLeftRadius,
        ].join(' | ');
      }),
    );
  const onBlank = pasted.locator('cinema-newsletter');
  await expect(onBlank.getByRole('button', { name: 'Sign up' })).toBeVisible({ timeout: 20_000 });
  const expected = await look(preview);
  expect(expected.join('\n')).toContain('rgb(11, 90, 64)');
  expect(await look(onBlank)).toEqual(expected);
});
