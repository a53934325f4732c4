/**
 * `<cinema-membership>` (product-rules §11) as buyers use it: a visitor joins free (no payment
 * options, `paymentType: 'free'`, order type `registration`) and buys a paid membership by card; a
 * signed-in member renews with their details prefilled and upgrades with PayPal, after which a
 * member area on the same page shows the new type; failures keep what was typed and a retry reuses
 * the cart.
 */
import { CARDS, payByCard } from '../festival-pass/helpers/card';
import { openOption, recordCaptures, recordCompletions } from '../festival-pass/helpers/payment';
import { recordApiCalls } from '../festival-pass/helpers/apiCalls';
import { walletSheet } from '../festival-pass/helpers/wallets';
import { brokenWords } from '../support/brokenWords';
import { injectFault } from '../support/faults';
import { expect, test } from '../support/test';
import {
  APPLICANT,
  detailsHeading,
  fillApplicant,
  openMemberships,
  optionCard,
  checkoutHeading,
  sale,
  signIn,
  toPaymentPage,
} from './helpers';

test('a visitor sees the general options as cards, the free ones saying Free', async ({ page }) => {
  await openMemberships(page);
  await expect(sale(page).getByRole('heading', { name: 'Become a member' })).toBeVisible();
  await expect(sale(page).getByRole('listitem')).toHaveCount(4);
  await expect(optionCard(page, 'Free Adult Membership')).toContainText('Free');
  await expect(optionCard(page, 'Free Adult Membership')).toContainText(
    'Earn points on every ticket.',
  );
  await expect(optionCard(page, 'Adult Premium Membership (1 year)')).toContainText(
    '$49.00 / year',
  );
  await expect(optionCard(page, 'Senior Premium Membership (1 year)')).toContainText(
    '$39.00 / year',
  );
  // The recommended option says so, and only it.
  await expect(sale(page).getByText('Recommended', { exact: true })).toHaveCount(1);
  await expect(optionCard(page, 'Adult Premium Membership (1 year)')).toContainText('Recommended');
  await expect(
    sale(page).getByRole('button', { name: 'Choose Free Senior Membership' }),
  ).toBeVisible();
});

test('a visitor joins free: Join completes with paymentType free, no payment options ever show', async ({
  page,
}) => {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/cdn/')) files.push(url.pathname);
  });
  await openMemberships(page);
  const api = recordApiCalls(page);
  const captures = await recordCaptures(page);
  await sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }).click();
  await expect(detailsHeading(page)).toBeFocused();
  await fillApplicant(page);
  await sale(page).getByRole('checkbox', { name: 'Send me the newsletter' }).check();
  await sale(page).getByRole('button', { name: 'Join' }).click();

  const welcome = sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' });
  await expect(welcome).toBeVisible({ timeout: 15_000 });
  await expect(welcome).toBeFocused();
  await expect(sale(page)).toContainText(
    `We have e-mailed your membership details to ${APPLICANT.email}`,
  );
  expect(await captures()).toEqual([{ orderType: 'registration', paymentType: 'free' }]);
  expect(api.lines()).toEqual([
    'POST cart',
    'POST cart/{id}/membership',
    'DELETE checkout/{id}/gift-card',
    'GET checkout/{id}',
    'POST checkout/{id}',
    // After any payment the element asks again who is signed in: a membership changes that.
    'GET member',
  ]);
  expect(api.calls[1]?.body).toEqual({
    cinemaId: 'demo-cinema',
    concessionItemId: 'MEM-FREE-ADULT',
    email: APPLICANT.email,
    firstName: APPLICANT.firstName,
    lastName: APPLICANT.lastName,
    mobilePhone: APPLICANT.mobilePhone,
    dateOfBirth: APPLICANT.dateOfBirth,
    postCode: APPLICANT.postCode,
    sendNewsletter: true,
    sendLoyaltyUpdates: false,
    recaptchaToken: expect.stringMatching(/^demo-membership-/),
  });
  expect(api.calls[4]?.body).toMatchObject({
    paymentType: 'free',
    orderType: 'registration',
    customer: { firstName: 'Sam', lastName: 'Lee', email: APPLICANT.email, postCode: '2000' },
    recaptchaToken: expect.stringMatching(/^demo-payment-/),
  });
  expect(files.filter((file) => /paymentStepCode|hosted-fields|client-/.test(file))).toEqual([]);
  await expect(page.getByText('Payment Options')).toHaveCount(0);

  // Done: back to the cards, with an empty form for the next person.
  await sale(page).getByRole('button', { name: 'Done' }).click();
  await sale(page).getByRole('button', { name: 'Choose Free Senior Membership' }).click();
  await expect(sale(page).getByRole('textbox', { name: 'Given names' })).toHaveValue('');
});

test('a visitor buys a paid membership by card: payment page, thanks with the receipt', async ({
  page,
}) => {
  await openMemberships(page);
  const captures = await recordCaptures(page);
  const completions = recordCompletions(page);
  await toPaymentPage(page, 'Adult Premium Membership (1 year)');
  await expect(sale(page).getByText('Adult Premium Membership (1 year)')).toBeVisible();
  await payByCard(page, { number: CARDS.approved });

  await expect(
    sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' }),
  ).toBeVisible({ timeout: 15_000 });
  const receipt = sale(page).getByRole('region', { name: 'Your receipt' });
  await expect(receipt).toContainText('Adult Premium Membership (1 year)');
  await expect(receipt).toContainText('$49.00');
  expect(await captures()).toEqual([{ orderType: 'registration', paymentType: 'braintree' }]);
  expect(completions).toHaveLength(1);
  expect(completions[0]?.body).toMatchObject({
    orderType: 'registration',
    paymentType: 'braintree',
  });
});

for (const width of [320, 390]) {
  test(`at ${width} px the receipt puts each label above its value and breaks no word`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openMemberships(page);
    await toPaymentPage(page, 'Adult Premium Membership (1 year)', 'alex.citizen@example.com');
    await payByCard(page);
    const receipt = sale(page).getByRole('region', { name: 'Your receipt' });
    await expect(receipt).toBeVisible({ timeout: 15_000 });
    const email = receipt.getByText('alex.citizen@example.com', { exact: true });
    await expect(email).toBeVisible();
    expect(await brokenWords(receipt.locator('th, td, dt, dd'))).toEqual([]);
    // Label above value: the e-mail starts where its label starts, on a line below it.
    const label = await receipt.getByText('Confirmation sent to', { exact: true }).boundingBox();
    const value = await email.boundingBox();
    expect(value?.x).toBeCloseTo(label?.x ?? Number.NaN, 0);
    expect(value?.y).toBeGreaterThanOrEqual((label?.y ?? 0) + (label?.height ?? 0) - 1);
  });
}

test('Edit on the payment page goes back to the details, kept as typed', async ({ page }) => {
  await openMemberships(page);
  await toPaymentPage(page, 'Senior Premium Membership (1 year)');
  await sale(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(detailsHeading(page)).toBeFocused();
  await expect(sale(page).getByRole('textbox', { name: 'Surname' })).toHaveValue('Lee');
  await expect(sale(page).getByLabel('Date of birth')).toHaveValue(APPLICANT.dateOfBirth);
});

test('going back from paying for a premium membership and joining free welcomes a free member, with no premium receipt', async ({
  page,
}) => {
  await openMemberships(page);
  const captures = await recordCaptures(page);
  const completions = recordCompletions(page);
  await toPaymentPage(page, 'Adult Premium Membership (1 year)');
  // The payment page's order summary has loaded the premium cart.
  await expect(sale(page).getByText('Adult Premium Membership (1 year)')).toBeVisible();
  await expect(sale(page).getByText('$49.00').first()).toBeVisible();

  await sale(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(detailsHeading(page)).toBeFocused();
  await sale(page).getByRole('button', { name: 'Change membership' }).click();
  await sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }).click();
  await expect(sale(page).getByRole('textbox', { name: 'Given names' })).toHaveValue(
    APPLICANT.firstName,
  );
  await sale(page).getByRole('button', { name: 'Join' }).click();

  const heading = sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const thanks = sale(page).getByRole('region', { name: 'Welcome to Demo Cinema membership' });
  const lines = (await thanks.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines).toEqual([
    'Welcome to Demo Cinema membership',
    `You are now a member: Free Adult Membership. We have e-mailed your membership details to ${APPLICANT.email}.`,
    'Sign in to the member area to see your membership card, your points and your bookings.',
    'Done',
  ]);
  await expect(sale(page).getByRole('region', { name: 'Your receipt' })).toHaveCount(0);
  for (const stale of ['$49.00', 'Adult Premium', 'Amount paid', 'Paid with'])
    await expect(sale(page).getByText(stale)).toHaveCount(0);
  expect(await captures()).toEqual([{ orderType: 'registration', paymentType: 'free' }]);
  expect(completions).toHaveLength(1);
  expect(completions[0]?.body).toMatchObject({ orderType: 'registration', paymentType: 'free' });
});

test('the form says what is missing: its messages, a real past date, the terms', async ({
  page,
}) => {
  await openMemberships(page);
  await sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }).click();
  await sale(page).getByRole('button', { name: 'Join' }).click();
  const summary = sale(page).getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  for (const text of [
    'Enter your given names',
    'Enter your surname',
    'Enter your email address',
    'Enter your date of birth, in the past',
    'Enter your post code',
    'Accept the terms and conditions',
  ])
    await expect(summary.getByRole('link', { name: text })).toBeVisible();
  await summary.getByRole('link', { name: 'Enter your surname' }).click();
  await expect(sale(page).getByRole('textbox', { name: 'Surname' })).toBeFocused();

  await sale(page).getByLabel('Date of birth').fill('2999-01-01');
  await sale(page).getByLabel('Date of birth').blur();
  await expect(sale(page).getByText('Please enter a date in the past').last()).toBeVisible();
  await expect(sale(page).getByLabel('Date of birth')).toHaveAttribute('type', 'date');
  await expect(sale(page).getByLabel('Date of birth')).toHaveAttribute(
    'max',
    /^\d{4}-\d{2}-\d{2}$/,
  );
  await sale(page).getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await sale(page).getByRole('textbox', { name: 'Email' }).blur();
  await expect(sale(page).getByText('Please enter a valid email address').last()).toBeVisible();
});

test('a failed membership order keeps the values, says why, and a retry reuses the cart', async ({
  page,
}) => {
  await openMemberships(page);
  const api = recordApiCalls(page);
  await sale(page).getByRole('button', { name: 'Choose Free Senior Membership' }).click();
  await fillApplicant(page);
  await injectFault(page, {
    method: 'POST',
    path: /^cart\/[^/]+\/membership$/,
    kind: 'server5xx',
    times: 1,
  });
  await sale(page).getByRole('button', { name: 'Join' }).click();
  const message = sale(page)
    .getByRole('alert')
    .filter({ hasText: 'Failed to update membership order' });
  await expect(message).toBeVisible({ timeout: 15_000 });
  await expect(message).toBeFocused();
  await expect(sale(page).getByRole('textbox', { name: 'Given names' })).toHaveValue('Sam');
  await expect(sale(page).getByRole('checkbox', { name: /terms/ })).toBeChecked();

  await sale(page).getByRole('button', { name: 'Join' }).click();
  await expect(
    sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' }),
  ).toBeVisible({ timeout: 15_000 });
  expect(api.lines().filter((line) => line === 'POST cart')).toEqual(['POST cart']);
});

test('the server detail of a refused order is shown as it is', async ({ page }) => {
  await openMemberships(page);
  await sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }).click();
  await fillApplicant(page);
  await injectFault(page, {
    method: 'POST',
    path: /^cart\/[^/]+\/membership$/,
    kind: 'problem4xx',
    detail: 'This e-mail address already has a membership.',
  });
  await sale(page).getByRole('button', { name: 'Join' }).click();
  await expect(sale(page).getByRole('alert')).toContainText(
    'This e-mail address already has a membership.',
  );
});

test.describe('a signed-in member', () => {
  test('sees renewals and upgrades for their type, and renews with their details prefilled', async ({
    page,
  }) => {
    await signIn(page);
    await openMemberships(page);
    await expect(sale(page).getByRole('heading', { name: 'Renew or upgrade' })).toBeVisible();
    await expect(sale(page).getByRole('listitem')).toHaveCount(3);
    await expect(optionCard(page, 'Renew Adult Premium (1 year)')).toContainText('Renewal');
    await expect(optionCard(page, 'Renew Adult Premium (1 year)')).toContainText('$44.00 / year');
    await expect(optionCard(page, 'Renew Adult Premium (2 years)')).toContainText(
      '$85.00 / 2 years',
    );
    await expect(optionCard(page, 'Renew Adult Premium (2 years)')).toContainText('Recommended');
    await expect(optionCard(page, 'Upgrade to Adult Gold (1 year)')).toContainText('Upgrade');
    const api = recordApiCalls(page);
    const captures = await recordCaptures(page);
    await sale(page).getByRole('button', { name: 'Renew Renew Adult Premium (1 year)' }).click();
    await expect(sale(page).getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
    await expect(sale(page).getByRole('textbox', { name: 'Given names' })).toHaveValue('Alex');
    await expect(sale(page).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'readonly',
      '',
    );
    await expect(sale(page).getByLabel('Date of birth')).toHaveValue('1988-04-12');
    await sale(page)
      .getByRole('checkbox', { name: /terms and conditions/ })
      .check();
    await sale(page).getByRole('button', { name: 'Next' }).click();
    await expect(checkoutHeading(page)).toBeVisible({ timeout: 15_000 });
    await payByCard(page);
    await expect(
      sale(page).getByRole('heading', { name: 'Your membership is renewed' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    expect(await captures()).toEqual([{ orderType: 'renewal', paymentType: 'braintree' }]);
    const order = api.calls.find((call) => call.path.endsWith('/membership'));
    expect(order?.body).toMatchObject({
      concessionItemId: 'MEM-ADULT-REN-1Y',
      firstName: 'Alex',
      dateOfBirth: '1988-04-12',
      recaptchaToken: expect.stringMatching(/^demo-membership-/),
    });
    const completion = api.calls.find(
      (call) => call.method === 'POST' && /^checkout\/[^/]+$/.test(call.path),
    );
    expect(completion?.body).toMatchObject({ orderType: 'renewal', paymentType: 'braintree' });
  });

  test('upgrades with PayPal, and the member area on the same page shows the new type', async ({
    page,
  }) => {
    await signIn(page);
    await openMemberships(page, '?member-area=1');
    const area = page.locator('cinema-member-area');
    await expect(area.getByText('Adult Premium member')).toBeVisible({ timeout: 15_000 });
    const api = recordApiCalls(page);
    const captures = await recordCaptures(page);
    await sale(page)
      .getByRole('button', { name: 'Upgrade Upgrade to Adult Gold (1 year)' })
      .click();
    // An upgrade asks only who pays: no date of birth, no newsletter boxes.
    await expect(sale(page).getByLabel('Date of birth')).toHaveCount(0);
    await sale(page)
      .getByRole('checkbox', { name: /terms and conditions/ })
      .check();
    await sale(page).getByRole('button', { name: 'Next' }).click();
    await expect(checkoutHeading(page)).toBeVisible({ timeout: 15_000 });
    await openOption(page, 'PayPal');
    await page
      .locator('cinema-membership > [slot="paypal-button"]')
      .getByRole('button', { name: 'PayPal' })
      .click();
    await walletSheet(page, 'PayPal').getByRole('button', { name: 'Pay' }).click();
    await expect(
      sale(page).getByRole('heading', { name: 'Your membership is upgraded' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    expect(await captures()).toEqual([{ orderType: 'renewal', paymentType: 'payPal' }]);
    const order = api.calls.find((call) => call.path.endsWith('/upgrade-membership'));
    expect(order?.body).toEqual({
      cinemaId: 'demo-cinema',
      concessionItemId: 'MEM-ADULT-GOLD-UPG',
    });
    expect(api.lines()).not.toContain('POST cart/{id}/membership');
    // The member area asked again after the payment: the new type is in its header.
    await expect(area.getByText('Adult Gold member')).toBeVisible({ timeout: 15_000 });
    // And the sale, back at the options, offers what the new type has: nothing yet.
    await sale(page).getByRole('button', { name: 'Done' }).click();
    await expect(
      sale(page).getByText('There is nothing to renew or upgrade for your membership right now.'),
    ).toBeVisible({ timeout: 15_000 });
  });

  test("the member area's Membership section sells the same renewals and upgrades", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/demo/test/member-area.html#member-membership');
    const area = page.locator('cinema-member-area');
    const panel = area.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Renew or upgrade' })).toBeVisible({
      timeout: 15_000,
    });
    // The member's membership by the name the cards use, and its last day.
    const current = panel.locator('dl').first();
    await expect(current).toContainText('MembershipAdult Premium');
    await expect(current).toContainText(/Valid until\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(
      panel.getByRole('heading', { name: 'Renew Adult Premium (1 year)' }),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Upgrade Upgrade to Adult Gold (1 year)' }).click();
    await panel.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(panel.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await payByCard(page);
    await expect(panel.getByRole('heading', { name: 'Your membership is upgraded' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(area.getByText('Adult Gold member')).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByText('Adult Gold', { exact: true })).toBeVisible();
    // An upgrade runs a year from today.
    const nextYear = await page.evaluate(() => new Date().getFullYear() + 1);
    await expect(current).toContainText(
      new RegExp(`Valid until\\d{1,2} [A-Z][a-z]{2} ${nextYear}`),
    );
  });

  test('an upgrade refused by the server says its text and keeps the choice', async ({ page }) => {
    await signIn(page);
    await openMemberships(page);
    await sale(page)
      .getByRole('button', { name: 'Upgrade Upgrade to Adult Gold (1 year)' })
      .click();
    await sale(page)
      .getByRole('checkbox', { name: /terms and conditions/ })
      .check();
    await injectFault(page, {
      method: 'POST',
      path: /^cart\/[^/]+\/upgrade-membership$/,
      kind: 'network',
    });
    await sale(page).getByRole('button', { name: 'Next' }).click();
    await expect(sale(page).getByRole('alert')).toContainText(
      'Failed to update upgrade membership order',
    );
    await expect(sale(page).getByText('Upgrade to Adult Gold (1 year)')).toBeVisible();
  });
});
