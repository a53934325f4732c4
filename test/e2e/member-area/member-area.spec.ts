/**
 * `<cinema-member-area>` against the built bundle (product-rules §10): signed out, then signed in
 * through the demo's cookie; details edited and saved; a voucher added; a newsletter left; a
 * passkey deleted and a failed delete; wallet links; tabs by keyboard with the section in the URL
 * hash; axe in every theme, signed in and out.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { injectFault } from '../support/faults';
import { brokenWords, wrappedTexts } from '../support/brokenWords';
import { expect, test } from '../support/test';
import { payByCard } from '../festival-pass/helpers/card';
import { cart, continueToPayment, fillShopDetails, shopThanks } from '../shop-cart/helpers';
import { expectFocusVisible, tabTo } from '../festival-pass/helpers/keyboard';
import { MEMBER_TABS } from './helpers';

const PAGE = '/demo/test/member-area.html';
const area = (page: Page) => page.locator('cinema-member-area');

async function signIn(page: Page, query = '') {
  await page.request.post('/demo/session');
  await page.goto(`${PAGE}${query}`);
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.locator('.page-loading, .section-loading')).toHaveCount(0);
};

test('signed out: a sign-in link, cinema-sign-in-required, and verify e-mail with Send again later', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __signIn: unknown[] }).__signIn = seen;
    document.addEventListener('cinema-sign-in-required', (event) => seen.push(event.type));
  });
  await page.goto(`${PAGE}?sign-in-url=/sign-in`);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  expect(
    await page.evaluate(() => (window as unknown as { __signIn: unknown[] }).__signIn),
  ).toEqual(['cinema-sign-in-required']);

  const verify = page.getByRole('region', { name: 'Verify your e-mail' });
  await verify.getByLabel('Email').fill('not-an-email');
  await verify.getByLabel('Email').press('Enter');
  // The one error pattern (product-rules §8): the same message at the field and in the summary.
  const summary = verify.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Please enter a valid email address']);
  await expect(verify.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await summary.getByRole('link').click();
  await expect(verify.getByLabel('Email')).toBeFocused();
  await verify.getByLabel('Email').fill('sam@example.com');
  await verify.getByRole('button', { name: 'Send verification e-mail' }).click();
  await expect(verify.getByText('Check your inbox')).toBeVisible();
  await expect(verify.getByText(/ask for another e-mail in \d+ seconds/)).toBeVisible();
});

test('signed out without a sign-in URL says where to sign in, in words', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByText("Sign in on the cinema's website")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('a membership card is activated with the cinema id and the customer fields', async ({
  page,
}) => {
  await page.goto(PAGE);
  const card = page.getByRole('region', { name: 'Activate your membership card' });
  await card.getByRole('button', { name: 'Activate card' }).click();
  await expect(card.getByText('This field is required').first()).toBeVisible();
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/member/activate')) sent.push(request.postDataJSON());
  });
  await card.getByLabel('Card number').fill('1234');
  await card.getByLabel('Given names').fill('Sam');
  await card.getByLabel('Surname').fill('Lee');
  await card.getByLabel('Email').fill('sam@example.com');
  await card.getByLabel('Post code').fill('2000');
  await card.getByRole('button', { name: 'Activate card' }).click();
  // The server's detail, with everything typed kept.
  await expect(card.getByRole('alert')).toHaveText(
    'This membership card number is not recognised.',
  );
  await expect(card.getByLabel('Given names')).toHaveValue('Sam');
  await card.getByLabel('Card number').fill('7000000000000017');
  await card.getByRole('button', { name: 'Activate card' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Your membership card is active. Sign in to see your account.',
  );
  expect(sent[1]).toMatchObject({
    cinemaId: 'demo-cinema',
    cardNumber: '7000000000000017',
    firstName: 'Sam',
    lastName: 'Lee',
    email: 'sam@example.com',
    postCode: '2000',
    recaptchaToken: expect.stringMatching(/^demo-activate-/),
  });
});

test('signed in: details edited and saved with a memberDetails token; a failed save keeps the edits', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Alex Citizen');
  await page.getByRole('button', { name: 'Edit' }).click();
  const given = page.getByRole('textbox', { name: 'Given names' });
  await given.fill('');
  await given.blur();
  await expect(page.getByText('This field is required')).toBeVisible();
  await given.fill('Alexandra');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');

  const fault = await injectFault(page, {
    method: 'POST',
    path: 'member/details',
    kind: 'problem4xx',
    detail: 'Details cannot be changed during maintenance.',
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Details cannot be changed during maintenance.',
  );
  await expect(given).toHaveValue('Alexandra');
  await fault.remove();

  const saves: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/member/details'))
      saves.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page.getByText('Alexandra Citizen').first()).toBeVisible();
  // The header asks who is signed in again and shows the new name.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Alexandra Citizen');
  expect(saves[0]).toMatchObject({
    firstName: 'Alexandra',
    recaptchaToken: expect.stringMatching(/^demo-memberDetails-/),
  });
});

test('a voucher is added by barcode and shown with its barcode image and digits', async ({
  page,
}) => {
  await signIn(page);
  await openTab(page, 'Vouchers');
  await page.getByRole('button', { name: 'Add Voucher' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Voucher barcode' }).fill('9300000000028');
  await page.getByRole('button', { name: 'Add Voucher' }).click();
  await expect(page.getByText('Free Small Popcorn')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Barcode of Free Small Popcorn' })).toBeVisible();
  await expect(page.getByText('9300000000028', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Voucher barcode' })).toHaveValue('');
});

test('a newsletter is left and saved; a failed save restores the boxes and says so', async ({
  page,
}) => {
  await signIn(page);
  await openTab(page, 'Newsletters');
  const boxes = page.getByRole('tabpanel').getByRole('checkbox');
  const first = boxes.first();
  const wasChecked = await first.isChecked();
  const fault = await injectFault(page, {
    method: 'POST',
    path: 'member/subscriptions',
    kind: 'server5xx',
  });
  await first.setChecked(!wasChecked);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Could not save your newsletter choices. Please try again.',
  );
  await expect(first).toBeChecked({ checked: wasChecked });
  await fault.remove();
  await first.setChecked(!wasChecked);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your newsletter choices are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Newsletters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel').getByRole('checkbox').first()).toBeChecked({
    checked: !wasChecked,
  });
});

test('a passkey is deleted after a confirmation; a failed delete keeps the row and says so', async ({
  page,
}) => {
  await signIn(page);
  await openTab(page, 'Passkeys');
  const fault = await injectFault(page, {
    method: 'DELETE',
    path: /^passkeys\//,
    kind: 'server5xx',
  });
  await page.getByRole('button', { name: 'Delete iPhone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the passkey “iPhone”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Could not delete the passkey. Please try again.',
  );
  await expect(page.getByText('iPhone', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete iPhone' })).toBeFocused();
  await fault.remove();

  await page.getByRole('button', { name: 'Delete iPhone' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete iPhone' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete iPhone' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('iPhone', { exact: true })).toHaveCount(0);
});

test('wallet passes are links to the member wallet URLs', async ({ page, baseURL }) => {
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute(
    'href',
    `${baseURL}/api/member/wallet/apple`,
  );
  await expect(page.getByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute(
    'href',
    `${baseURL}/api/member/wallet/google`,
  );
});

test('tabs by keyboard: arrows, Home and End with roving focus; the hash keeps the section for reload and back', async ({
  page,
}) => {
  await signIn(page);
  const details = page.getByRole('tab', { name: 'Details' });
  await details.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Activity' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(details).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Membership' })).toBeFocused();
  await expect(page).toHaveURL(/#member-membership$/);
  const entries = await page.evaluate(() => window.history.length);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Membership' })).toBeFocused();
  // Each press's entry, pushed in the idle moment after it (MemberSections.tsx).
  await expect.poll(() => page.evaluate(() => window.history.length)).toBe(entries + 2);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Membership' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goto(`${PAGE}#member-bookings`);
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
});

test('any failure of GET member but a 401 says so, with a retry that works', async ({ page }) => {
  await page.request.post('/demo/session');
  const fault = await injectFault(page, { method: 'GET', path: 'member', kind: 'server5xx' });
  await page.goto(PAGE);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/We could not load your account\. Please try again\./);
  await fault.remove();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
});

test('axe in every theme: signed out, and every section signed in', async ({ page }) => {
  // Eight states, each in four themes: on a busy two-core CI runner each run takes a second or two.
  test.setTimeout(180_000);
  const axe = () => expectNoAxeViolationsInEveryTheme(page, { include: ['cinema-member-area'] });
  await page.goto(`${PAGE}?sign-in-url=/sign-in`);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await axe();
  await signIn(page);
  for (const name of MEMBER_TABS) {
    await test.step(name, async () => {
      await openTab(page, name);
      await axe();
    });
  }
  await expect(area(page)).toBeVisible();
});

test('a booking made through the shop shows in Bookings at once: the payment clears the member caches', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.request.post('/demo/session');
  await page.goto('/demo/');
  const member = page.locator('cinema-member-area');
  await member.getByRole('tab', { name: 'Bookings' }).click();
  await expect(member.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  await expect(member.getByText('Night Ferry')).toHaveCount(0);

  const picker = page.locator('#seat-picker');
  await picker.getByLabel('Session').selectOption('S-1003');
  await picker.getByLabel(/^Adult/).fill('1');
  await picker.getByRole('button', { name: 'Seat B4' }).click();
  await picker.getByRole('button', { name: 'Add tickets to cart' }).click();
  await expect(picker.getByRole('status')).toHaveText('Added to your cart: B4.');
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await fillShopDetails(page);
  await continueToPayment(page);
  await payByCard(page);
  await expect(shopThanks(page)).toBeVisible();

  await member.getByRole('tab', { name: 'Activity' }).click();
  await member.getByRole('tab', { name: 'Bookings' }).click();
  // The new booking is the soonest: on top, as 'Next', with its seat.
  const next = member.getByRole('article', { name: 'Night Ferry' });
  await expect(next).toContainText('Next');
  await expect(next).toContainText('SeatsB4');
});

for (const width of [320, 390]) {
  test(`at ${width} px no word is broken across lines: the e-mail, the points, the seats`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    const panel = area(page).getByRole('tabpanel');

    await openTab(page, 'Details');
    await expect(panel.getByText('alex.citizen@example.com', { exact: true })).toBeVisible();
    expect(await brokenWords(panel.locator('dt, dd'))).toEqual([]);

    await openTab(page, 'Activity');
    await expect(panel.getByText('+98 points', { exact: true })).toBeVisible();
    expect(await brokenWords(panel.getByRole('listitem'))).toEqual([]);
    // Each figure with its unit on one line.
    expect(await wrappedTexts(panel.getByText(/^[+-]?\d+ points$|^\$\d+\.\d\d$/))).toEqual([]);

    await openTab(page, 'Bookings');
    const next = panel.getByRole('article', { name: 'The Long Paddock' });
    await expect(next.getByText('F7, F8', { exact: true })).toBeVisible();
    // The next booking's date, times ('7:00PM – 8:44PM') and seats each on one line.
    expect(await wrappedTexts(next.locator('dd'))).toEqual([]);
    expect(await brokenWords(panel.getByRole('listitem'))).toEqual([]);
    expect(await wrappedTexts(panel.getByText(/^\d+ tickets?$|^Seats H12$/))).toEqual([]);

    await openTab(page, 'Membership');
    await expect(panel.getByText('Alex Citizen', { exact: true })).toBeVisible();
    expect(await brokenWords(panel.locator('dt, dd'))).toEqual([]);
  });
}

/** Whether the tab `name` shows whole inside the tab strip (not scrolled off either end). */
const shownWhole = (page: Page, name: string) =>
  area(page)
    .getByRole('tablist')
    .evaluate((strip, name) => {
      const tab = [...strip.querySelectorAll('[role="tab"]')].find((t) => t.textContent === name);
      if (!tab) return false;
      const outer = strip.getBoundingClientRect();
      const inner = tab.getBoundingClientRect();
      return inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    }, name);

for (const width of [320, 390]) {
  test(`at ${width} px the tabs are one row that scrolls sideways, keeping the selected tab in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 480 });
    await signIn(page);
    const strip = area(page).getByRole('tablist');
    const tops = await area(page)
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(tops).toHaveLength(MEMBER_TABS.length);
    expect(new Set(tops).size).toBe(1);
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // The strip scrolls, the page does not (WCAG 1.4.10 reflow).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expect(strip).toHaveAttribute('data-more-after', '');
    expect(await shownWhole(page, 'Membership')).toBe(false);

    // By keyboard: each tab the arrow keys, End and Home select shows whole.
    await area(page).getByRole('tab', { name: 'Details' }).focus();
    await page.keyboard.press('End');
    await expect.poll(() => shownWhole(page, 'Membership')).toBe(true);
    await expect(strip).toHaveAttribute('data-more-before', '');
    for (const name of [...MEMBER_TABS].reverse().slice(1)) {
      await page.keyboard.press('ArrowLeft');
      await expect(area(page).getByRole('tab', { name })).toBeFocused();
      await expect.poll(() => shownWhole(page, name)).toBe(true);
    }
    await page.keyboard.press('End');
    await expect.poll(() => shownWhole(page, 'Membership')).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => shownWhole(page, 'Details')).toBe(true);

    // Chosen another way (here the URL, as back and forward do) with the strip off screen: the
    // strip scrolls sideways to the tab, the page stays where the reader left it.
    // (The page is kept taller than any section, so a shorter one cannot move it either.)
    await page.evaluate(() => {
      document.body.style.paddingBottom = '3000px';
      window.scrollTo(0, 1000);
    });
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.evaluate(() => (window.location.hash = '#member-passkeys'));
    await expect(area(page).getByRole('tab', { name: 'Passkeys' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect.poll(() => shownWhole(page, 'Passkeys')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // A reload on a tab at the far end shows it at once.
    await page.goto(`${PAGE}#member-membership`);
    await expect.poll(() => shownWhole(page, 'Membership')).toBe(true);

    // The wallet badges sit side by side where they fit.
    const badges = await area(page)
      .getByRole('link', { name: /^Add to (Apple|Google) Wallet$/ })
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    if (width >= 390) expect(new Set(badges).size).toBe(1);
  });
}

test('axe in every theme at 390 px: the tab strip, the badges, the next booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  const axe = () => expectNoAxeViolationsInEveryTheme(page, { include: ['cinema-member-area'] });
  await axe();
  await openTab(page, 'Bookings');
  await expect(area(page).getByRole('article', { name: 'The Long Paddock' })).toBeVisible();
  await axe();
});

test('keyboard only: into the tabs, Edit, change a field, Save, then a voucher added', async ({
  page,
}) => {
  await signIn(page);
  const details = page.getByRole('tab', { name: 'Details' });
  await tabTo(page, details, { maxPresses: 8 });
  await expectFocusVisible(details);
  const edit = page.getByRole('button', { name: 'Edit' });
  await tabTo(page, edit, { maxPresses: 4 });
  await page.keyboard.press('Enter');
  const postCode = page.getByRole('textbox', { name: 'Post code' });
  await tabTo(page, postCode, { maxPresses: 8 });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3000');
  const save = page.getByRole('button', { name: 'Save' });
  await tabTo(page, save, { maxPresses: 8 });
  await expectFocusVisible(save);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your details are saved.')).toBeVisible();

  await tabTo(page, details, { maxPresses: 20, backwards: true });
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Vouchers' })).toBeFocused();
  const barcode = page.getByRole('textbox', { name: 'Voucher barcode' });
  await tabTo(page, barcode, { maxPresses: 8 });
  await page.keyboard.type('9300000000042');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Birthday Ticket')).toBeVisible();
});

test("the demo page's member section follows the demo sign-in switch", async ({ page }) => {
  await page.goto('/demo/');
  const member = page.locator('cinema-member-area');
  await expect(member.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in as the demo member' }).click();
  await expect(member.getByRole('heading', { name: 'Alex Citizen' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(member.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
});

test('moved in the DOM, the member area keeps its section and an edit under way', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Surname' }).fill('Moved');
  await page.evaluate(() => {
    const area = document.querySelector('cinema-member-area')!;
    document.body.append(area);
  });
  await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue('Moved');
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
});
