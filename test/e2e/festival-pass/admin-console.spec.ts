/**
 * What an admin reads in the console when the festival pass is set up wrong (docs/product-rules.md
 * §2.7): the element says so in its place, as before, and the browser's console says it once,
 * with what to fix and the README section. The fixture fails a test only on uncaught errors, so
 * console lines are this spec's to check: exactly the expected one, and nothing else of ours.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openFestivalPass } from './helpers/detailsForm';

const NOT_ON_SALE = 'Sorry, this festival is not on sale yet. Please check back later.';
const SEE = 'See README.md#cinema-festival-pass-when-something-is-wrong';

/**
 * The page's console warnings and errors, as `<type>: <text>`. Chromium's own "Failed to load
 * resource" line for a non-2xx answer is the network reporting, not the page, and is left out.
 */
function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    if (
      (type === 'error' || type === 'warning') &&
      !message.text().startsWith('Failed to load resource')
    )
      lines.push(`${type}: ${message.text()}`);
  });
  return lines;
}

test("a festival id the API does not know: 'Error loading products', and one console error saying what to check", async ({
  page,
}) => {
  const lines = watchConsole(page);
  const host = await openFestivalPass(page, { festival: 'jif' });
  const alert = host.getByRole('alert');
  await expect(alert).toContainText('Error loading products');
  const expected = `error: cinema-festival-pass: the API at /api/ answered GET shop/festival-passes with HTTP 404; the page shows 'Error loading products' with 'Try again'. Check that api-base="/api/" is the address of the cinema's API, and that data-festival-id="jif" is a festival it knows. ${SEE}`;
  await expect.poll(() => lines).toEqual([expected]);

  // 'Try again' fails the same way: the element says so again (and tells the host page again),
  // the console does not. The line would have come before the next task after that event.
  const shownAgain = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        document.addEventListener('cinema-error', () => setTimeout(resolve, 0), { once: true });
      }),
  );
  await alert.getByRole('button', { name: 'Try again' }).click();
  await shownAgain;
  await expect(host.getByRole('alert')).toContainText('Error loading products');
  expect(lines).toEqual([expected]);
});

test("a festival without passes: 'not on sale yet', and one console warning naming the festival id", async ({
  page,
}) => {
  const lines = watchConsole(page);
  const host = await openFestivalPass(page, { festival: 'soon' });
  await expect(host.getByRole('status').filter({ hasText: NOT_ON_SALE })).toBeVisible();
  await expect
    .poll(() => lines)
    .toEqual([
      `warning: cinema-festival-pass: the API at /api/ has no passes for data-festival-id="soon"; the page shows '${NOT_ON_SALE}'. Check data-festival-id: it must be the festival's id as the cinema's API knows it (letters, digits and single dashes), e.g. "jiff"; if it is, the festival's passes are not on sale in the cinema's system yet. ${SEE}`,
    ]);
});

test('a working festival pass writes nothing to the console, and never loads its words', async ({
  page,
}) => {
  const lines = watchConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const host = await openFestivalPass(page);
  await expect(host.getByRole('combobox', { name: 'Festival pass' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('/adminMessages-'))).toEqual([]);
  expect(lines).toEqual([]);
});
