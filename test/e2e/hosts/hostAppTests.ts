/**
 * The two tests every host app passes (test/e2e/hosts/*.spec.ts call this once per app): a
 * purchase heard through the framework's own event binding, with an attribute set from the app's
 * state; and route changes that unmount and remount the elements cleanly, with a shop purchase in
 * between.
 */
import { expect, test } from '../support/test';
import {
  buyFestivalPass,
  buyInShop,
  expectFestivalFromState,
  goToRoute,
  heardEvents,
  openHostApp,
} from './hostApp';
import type { HostApp } from './hostApp';
import { detailsForm } from '../festival-pass/helpers/detailsForm';

/** Declare the host-app tests for `app`. */
export function defineHostAppTests(app: HostApp): void {
  test('buys a festival pass; the app hears the events through its own binding and sets data-festival-id from state', async ({
    page,
    pageErrors,
  }) => {
    const problems = await openHostApp(page, app);
    await expectFestivalFromState(page);
    await buyFestivalPass(page);

    await expect(heardEvents(page)).toHaveText([
      'cinema-page-change {"page":"payment"}',
      'cinema-payment-captured {"orderType":"festivalPass","paymentType":"braintree"}',
      'cinema-page-change {"page":"thanks"}',
    ]);
    expect(pageErrors).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a route change unmounts the element cleanly and coming back mounts a working one', async ({
    page,
    pageErrors,
  }) => {
    const problems = await openHostApp(page, app);
    await expect(detailsForm(page).pass).toBeVisible();

    await goToRoute(page, 'about');
    await expect(page.locator('cinema-festival-pass')).toHaveCount(0);
    await expect(page.getByText('This app has no element on this page.')).toBeVisible();

    await goToRoute(page, 'shop');
    await expect(page.locator('cinema-shop-cart')).toHaveCount(1);
    await buyInShop(page);
    await expect(heardEvents(page)).toHaveText([
      'cinema-page-change {"page":"checkout"}',
      'cinema-page-change {"page":"payment"}',
      'cinema-payment-captured {"orderType":"shop","paymentType":"braintree"}',
      'cinema-page-change {"page":"thanks"}',
    ]);

    await goToRoute(page, 'festival');
    await expect(page.locator('cinema-shop-cart')).toHaveCount(0);
    // A fresh element: its first page, the form, working again.
    await expect(detailsForm(page).pass).toBeVisible();
    await detailsForm(page).pass.selectOption('jiff-5-film');
    await expect(detailsForm(page).pass).toHaveValue('jiff-5-film');
    expect(pageErrors).toEqual([]);
    expect(problems).toEqual([]);
  });
}
