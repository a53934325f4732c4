/**
 * A busy page (product-rules §2.6): every element type twice, plus a cart summary. Ids stay unique,
 * the page's one cart is shared, no form is, both festival passes pay, and an element moved in the
 * DOM keeps its state and what was typed in it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CARDS, openCardRow, processPayment, typeCard } from './festival-pass/helpers/card';
import { PAYMENT_PAGE_TIMEOUT } from './festival-pass/helpers/checkout';
import { detailsForm, fillDetails } from './festival-pass/helpers/detailsForm';
import { thanksHeading } from './festival-pass/helpers/payment';
import { fillApplicant } from './membership/helpers';
import { addButton, addGift, giftForm, PRODUCTS } from './shop-cart/helpers';

const PAGE = '/demo/test/every-element.html';
const TAGS = [
  'cinema-festival-pass',
  'cinema-shop-cart',
  'cinema-member-area',
  'cinema-membership',
  'cinema-newsletter',
] as const;

const nth = (page: Page, tag: string, n: number): Locator => page.locator(tag).nth(n);

/** Open the page and wait until every element has shown its first view. */
async function openEveryElement(page: Page): Promise<void> {
  await page.goto(PAGE);
  for (const n of [0, 1]) {
    await expect(
      detailsForm(nth(page, 'cinema-festival-pass', n)).firstName,
      'festival pass',
    ).toBeVisible({ timeout: 20_000 });
    await expect(addButton(page, PRODUCTS.egift25).nth(n)).toBeVisible();
    await expect(
      nth(page, 'cinema-member-area', n).getByRole('region', { name: 'Verify your e-mail' }),
    ).toBeVisible();
    await expect(nth(page, 'cinema-membership', n).getByRole('listitem').first()).toBeVisible();
    await expect(
      nth(page, 'cinema-newsletter', n).getByRole('button', { name: 'Sign up' }),
    ).toBeVisible();
  }
  await expect(page.locator('cinema-cart-summary').getByRole('button')).toBeVisible();
}

/** Ids that appear twice: in the light DOM, or within any one element's shadow root. */
function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dupes = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
    const roots: Array<Document | ShadowRoot> = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots.flatMap((root) => dupes([...root.querySelectorAll('[id]')].map((el) => el.id)));
  });
}

test('every element twice and a cart summary: unique ids, one shared cart, forms apart', async ({
  page,
}) => {
  await openEveryElement(page);
  expect(await duplicateIds(page)).toEqual([]);

  // The cart is the page's: added in one shop, it is in the other and in the summary.
  await addGift(page, PRODUCTS.egift25);
  await expect(page.getByRole('button', { name: 'Cart: 1 item, $25.00' })).toBeVisible();
  for (const n of [0, 1]) {
    await expect(
      nth(page, 'cinema-shop-cart', n).getByRole('region', { name: 'Your cart' }),
    ).toContainText(PRODUCTS.egift25);
  }

  // Forms are each element's own.
  await detailsForm(nth(page, 'cinema-festival-pass', 0)).firstName.fill('Ana');
  await nth(page, 'cinema-newsletter', 0)
    .getByRole('textbox', { name: 'Email' })
    .fill('ana@example.com');
  await nth(page, 'cinema-member-area', 0)
    .getByRole('region', { name: 'Verify your e-mail' })
    .getByLabel('Email')
    .fill('ana@example.com');
  await expect(detailsForm(nth(page, 'cinema-festival-pass', 1)).firstName).toHaveValue('');
  await expect(
    nth(page, 'cinema-newsletter', 1).getByRole('textbox', { name: 'Email' }),
  ).toHaveValue('');
  await expect(
    nth(page, 'cinema-member-area', 1)
      .getByRole('region', { name: 'Verify your e-mail' })
      .getByLabel('Email'),
  ).toHaveValue('');

  // With the shops, the member areas and the membership forms open, ids are still unique; the
  // second shop's 'Who is it for?' is its own (product-rules §15.2).
  await addButton(page, PRODUCTS.egift50).nth(1).click();
  await expect(giftForm(nth(page, 'cinema-shop-cart', 1))).toBeVisible();
  await expect(giftForm(nth(page, 'cinema-shop-cart', 0))).toHaveCount(0);
  await nth(page, 'cinema-membership', 0).getByRole('listitem').first().getByRole('button').click();
  await nth(page, 'cinema-membership', 1).getByRole('listitem').first().getByRole('button').click();
  await expect(
    nth(page, 'cinema-membership', 1).getByRole('textbox', { name: 'Given names' }),
  ).toBeVisible();
  expect(await duplicateIds(page)).toEqual([]);
});

test('both festival passes on the busy page pay, one after the other', async ({ page }) => {
  await openEveryElement(page);
  for (const n of [0, 1]) {
    const pass = nth(page, 'cinema-festival-pass', n);
    await fillDetails(pass, { firstName: n === 0 ? 'Ana' : 'Ben' });
    await detailsForm(pass).next.click();
    await expect(pass.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
      timeout: PAYMENT_PAGE_TIMEOUT,
    });
    await openCardRow(page);
    await typeCard(page, { number: CARDS.approved });
    await processPayment(page).click();
    await expect(pass.getByRole('heading', { name: thanksTitle })).toBeVisible();
  }
  await expect(thanksHeading(page)).toHaveCount(2);
});

const thanksTitle = 'Thank you for purchasing a festival pass';

test('moved in the DOM, each element keeps its page and what was typed', async ({ page }) => {
  await openEveryElement(page);
  const first = (tag: (typeof TAGS)[number]) => nth(page, tag, 0);

  // Something typed, or a page moved to, in the first of each.
  await detailsForm(first('cinema-festival-pass')).firstName.fill('Ana');
  await addGift(page, PRODUCTS.egift25);
  await first('cinema-shop-cart').getByRole('button', { name: 'Checkout' }).click();
  const shopGiven = first('cinema-shop-cart')
    .getByRole('group', { name: 'Contact' })
    .getByLabel('Given names');
  await shopGiven.fill('Cal');
  const verifyEmail = first('cinema-member-area')
    .getByRole('region', { name: 'Verify your e-mail' })
    .getByLabel('Email');
  await verifyEmail.fill('dee@example.com');
  await first('cinema-membership').getByRole('listitem').first().getByRole('button').click();
  await fillApplicant(page, first('cinema-membership'));
  await first('cinema-newsletter').getByRole('textbox', { name: 'Surname' }).fill('Eve');

  await page.evaluate(
    (tags) => {
      const elsewhere = document.getElementById('elsewhere');
      for (const tag of tags) {
        const el = document.querySelector(tag);
        if (el) elsewhere?.append(el);
      }
    },
    [...TAGS],
  );
  const moved = (tag: string) => page.locator(`#elsewhere > ${tag}`);
  for (const tag of TAGS) await expect(moved(tag)).toHaveCount(1);

  await expect(detailsForm(moved('cinema-festival-pass')).firstName).toHaveValue('Ana');
  await expect(
    moved('cinema-shop-cart').getByRole('group', { name: 'Contact' }).getByLabel('Given names'),
  ).toHaveValue('Cal');
  await expect(
    moved('cinema-member-area')
      .getByRole('region', { name: 'Verify your e-mail' })
      .getByLabel('Email'),
  ).toHaveValue('dee@example.com');
  await expect(
    moved('cinema-membership').getByRole('textbox', { name: 'Given names' }),
  ).toHaveValue('Sam');
  await expect(moved('cinema-membership').getByLabel('Date of birth')).toHaveValue('1990-05-06');
  await expect(moved('cinema-newsletter').getByRole('textbox', { name: 'Surname' })).toHaveValue(
    'Eve',
  );
  // The copies left behind are untouched.
  await expect(detailsForm(nth(page, 'cinema-festival-pass', 0)).firstName).toHaveValue('');
});

test('the busy page asks who is signed in once, for all six elements that want to know', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/member') asked.push(request.method());
  });
  const unauthorised: string[] = [];
  page.on('console', (line) => {
    if (line.type() === 'error' && line.text().includes('401')) unauthorised.push(line.text());
  });
  // A visitor: two festival passes (their prefill), two member areas, two membership sales.
  await openEveryElement(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual(['GET']);
  // One 'Unauthorized' in the console at most (the browser's own line for the one 401).
  expect(unauthorised.length).toBeLessThanOrEqual(1);

  // Signed in at the cinema's site in another tab, the visitor comes back: asked once again.
  await page.request.post('/demo/session');
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
  });
  await expect(
    nth(page, 'cinema-member-area', 1).getByRole('heading', { name: /Alex/ }).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual(['GET', 'GET']);
});
