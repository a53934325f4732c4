/**
 * Two identical festival-pass widgets on one page (product-rules §2.6, §6.3): each keeps its
 * own form, page and payment; ids stay unique; both can pay.
 */
import { detailsForm, fillDetails, openFestivalPass } from './helpers/detailsForm';
import { PAYMENT_PAGE_TIMEOUT } from './helpers/checkout';
import { expect, test } from '../support/test';

test('two widgets for the same festival keep their own forms and pages', async ({ page }) => {
  await openFestivalPass(page, { count: 2 });
  const [first, second] = [0, 1].map((n) => page.locator('cinema-festival-pass').nth(n));
  if (!first || !second) throw new Error('two widgets expected');
  await fillDetails(first, { firstName: 'Pat' });
  await expect(detailsForm(second).firstName).toHaveValue('');
  await expect(detailsForm(second).terms).not.toBeChecked();

  await detailsForm(first).next.click();
  await expect(first.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
    timeout: PAYMENT_PAGE_TIMEOUT,
  });
  // The other widget stays on its details form, empty.
  await expect(detailsForm(second).firstName).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Checkout', exact: true })).toHaveCount(0);

  // Every id the product sets is unique: in the page's light DOM, and within each shadow root.
  const duplicates = await page.evaluate(() => {
    const dupes = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
    const roots: Array<Document | ShadowRoot> = [document];
    for (const el of document.querySelectorAll('cinema-festival-pass'))
      if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots.flatMap((root) => dupes([...root.querySelectorAll('[id]')].map((el) => el.id)));
  });
  expect(duplicates).toEqual([]);
});
