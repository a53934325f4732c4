/**
 * Shop E2E helpers: open the test page, add products, fill the details, reach payment.
 */
import type { Page } from '@playwright/test';
import { expect } from '../support/test';
import { PAYMENT_PAGE_TIMEOUT } from '../festival-pass/helpers/checkout';

/** The reference server's catalogue (demo/server/catalog/shopItems.ts). */
export const PRODUCTS = {
  egift25: '$25 eGift Card',
  egift50: '$50 eGift Card',
  egift100: '$100 eGift Card',
  giftBox: '$50 Gift Card in a Gift Box',
  moviePack: 'Movie Lovers Pack',
} as const;

/** Open the shop test page (`query` e.g. `count=2`), waiting for its products. */
export async function openShop(page: Page, query = ''): Promise<void> {
  await page.goto(`/demo/test/shop-cart.html${query ? `?${query}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Gift shop' }).first()).toBeVisible();
  await expect(addButton(page, PRODUCTS.egift25).first()).toBeVisible();
}

/** The 'Add to cart' button of `product` (its accessible name includes the product's name). */
export const addButton = (page: Page, product: string) =>
  page.getByRole('button', { name: `Add ${product} to cart` });

/** The cart region of the first (or `index`th) shop. */
export const cart = (page: Page, index = 0) =>
  page.getByRole('region', { name: 'Your cart' }).nth(index);

/** Add `product` `times` times from the first shop. */
export async function add(page: Page, product: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) await addButton(page, product).first().click();
}

/** A valid billing address, typed into the form. */
export async function fillShopDetails(page: Page): Promise<void> {
  const contact = page.locator('cinema-shop-cart').getByRole('group', { name: 'Contact' });
  await contact.getByLabel('Given names').fill('Pat');
  await contact.getByLabel('Surname').fill('Buyer');
  await contact.getByLabel('Email').fill('pat@example.com');
  await contact.getByLabel('Post code').fill('2000');
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Street address').fill('1 George St');
  await billing.getByLabel('Suburb').fill('Sydney');
  await billing.getByLabel('State').selectOption('NSW');
  await billing.getByLabel('Post code').fill('2000');
}

/** From the cart: Checkout, the details, Continue, and the payment page. */
export async function shopToPayment(page: Page): Promise<void> {
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await fillShopDetails(page);
  await continueToPayment(page);
}

/** Press 'Continue to payment' on filled details and wait for the payment page. */
export async function continueToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
    timeout: PAYMENT_PAGE_TIMEOUT,
  });
}

/** The shop's thanks heading. */
export const shopThanks = (page: Page) =>
  page.getByRole('heading', { name: 'Thank you for your order' });
