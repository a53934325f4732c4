/**
 * The thanks page after a real purchase (product-rules §6.4, §7.7): paid in full with gift card
 * 6280000000000001 ('Pay Now', the quickest method), it thanks for a festival pass — or, for RET,
 * a multi-film pass — says how to redeem it, takes focus, and the host page hears
 * `cinema-payment-captured` and `cinema-page-change`.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { recordCinemaEvents } from './helpers/cinemaEvents';
import { detailsForm, fillDetails, openFestivalPass } from './helpers/detailsForm';
import { applyGiftCard, GIFT_CARDS, giftCardRow } from './helpers/giftCardRow';
import { openOption, recordCompletions } from './helpers/payment';

/** The cart ids the widget keeps in browser storage (keys ending in `cart-id`), non-null only. */
const storedCartIds = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.endsWith('cart-id'))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown)
      .filter((value) => value !== null),
  );

/** Fill the form for `passId`, press Next, pay with the gift card that covers the order. */
async function buyWithGiftCard(page: Page, festival: string, passId: string) {
  await openFestivalPass(page, { festival });
  const values = await fillDetails(page, { passId });
  await detailsForm(page).next.click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeFocused();
  expect(await storedCartIds(page), 'the cart is stored while paying').toHaveLength(1);
  const completions = recordCompletions(page);
  await openOption(page, 'Gift Card');
  await applyGiftCard(page, GIFT_CARDS.coversOrder);
  await giftCardRow(page).payNow.click();
  return { values, completions };
}

/** The order's cart id as the receipt shows it (product-rules §5.6): groups of four, upper case. */
const readAloud = (id: string) =>
  (
    id
      .replace(/[^0-9a-z]/gi, '')
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join(' ');

test('a jiff purchase thanks for a festival pass, says how to redeem it, and takes focus', async ({
  page,
}) => {
  const events = await recordCinemaEvents(page);
  const { values, completions } = await buyWithGiftCard(page, 'jiff', 'jiff-5-film');

  const heading = page.getByRole('heading', { name: 'Thank you for purchasing a festival pass' });
  await expect(heading).toBeFocused();
  const thanks = page.getByRole('region', { name: 'Thank you for purchasing a festival pass' });
  await expect(thanks.getByRole('heading', { name: 'Redeem online' })).toBeVisible();
  await expect(thanks.getByRole('heading', { name: 'Redeem in cinema' })).toBeVisible();
  await expect(thanks).toContainText('festival pass at checkout');
  await expect(thanks).toContainText('box office');
  await expect(thanks).toContainText(values.email);
  await expect(thanks).not.toContainText('multi-film');

  // The receipt starts with the order's reference to read aloud, the raw id kept for copying, and
  // says where the pass went (product-rules §6.4).
  const receipt = thanks.getByRole('region', { name: 'Your receipt' });
  // The cart the completion was for (`POST checkout/{cartId}`).
  const cartId = decodeURIComponent(
    new URL(completions[0]?.url ?? '').pathname.split('/').pop() ?? '',
  );
  expect(cartId).not.toBe('');
  const reference = receipt.getByText(readAloud(cartId), { exact: true });
  await expect(reference).toBeVisible();
  await expect(reference).toHaveAttribute('value', cartId);
  await expect(receipt).toContainText(`Pass code sent by e-mail to ${values.email}`);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await receipt.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // The server was asked once, for a festival pass paid by gift card, for this customer.
  expect(completions).toHaveLength(1);
  expect(completions[0]?.body).toMatchObject({
    paymentType: 'giftCard',
    orderType: 'festivalPass',
    customer: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      postCode: values.postCode,
    },
  });

  const heard = await events();
  expect(heard.filter((event) => event.type === 'cinema-payment-captured')).toEqual([
    {
      type: 'cinema-payment-captured',
      detail: { orderType: 'festivalPass', paymentType: 'giftCard' },
    },
  ]);
  expect(
    heard
      .filter((event) => event.type === 'cinema-page-change')
      .map((event) => (event.detail as { page: string }).page),
  ).toEqual(['payment', 'thanks']);
  // product-rules §7.7: the stored cart is cleared after payment, so a reload cannot pay for it
  // again.
  await expect.poll(() => storedCartIds(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a RET purchase thanks for a multi-film pass, never a festival pass', async ({ page }) => {
  await buyWithGiftCard(page, 'RET', 'ret-10-film');

  const heading = page.getByRole('heading', { name: 'Thank you for purchasing a multi-film pass' });
  await expect(heading).toBeFocused();
  const thanks = page.getByRole('region', { name: 'Thank you for purchasing a multi-film pass' });
  await expect(thanks.getByRole('heading', { name: 'Redeem online' })).toBeVisible();
  await expect(thanks.getByRole('heading', { name: 'Redeem in cinema' })).toBeVisible();
  await expect(thanks).toContainText('multi-film pass at checkout');
  await expect(thanks).not.toContainText(/festival/i);
  await expect(page.getByText('Thank you for purchasing a festival pass')).toHaveCount(0);
});
