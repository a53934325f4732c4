/**
 * The member area's fault matrix (issue 8): every member call × every way a network or server
 * fails. A read shows its section's message with 'Try again', which then works; a change keeps
 * what was typed, says why (the server's detail for a 4xx problem), and works when tried again.
 * Saves whose success is any 2xx answer (spec 7) succeed on a malformed or unexpected 2xx body.
 */
import type { Page } from '@playwright/test';
import type { FaultSpec } from '../support/faults';
import { FAILURE_KINDS, TECHNICAL_TEXT, injectFault } from '../support/faults';
import { expect, test } from '../support/test';

const PAGE = '/demo/test/member-area.html';
const DETAIL = 'The member service is being updated. Please try again in a few minutes.';

async function signedIn(page: Page, hash = '') {
  await page.request.post('/demo/session');
  await page.goto(`${PAGE}${hash}`);
}

const READS: readonly {
  name: string;
  target: Pick<FaultSpec, 'method' | 'path'>;
  hash: string;
  message: string;
  ready: (page: Page) => ReturnType<Page['getByText']>;
}[] = [
  {
    name: 'GET member/details',
    target: { method: 'GET', path: 'member/details' },
    hash: '#member-details',
    message: 'We could not load your details. Please try again.',
    ready: (page) => page.getByRole('button', { name: 'Edit' }),
  },
  {
    name: 'GET member/activity',
    target: { method: 'GET', path: 'member/activity' },
    hash: '#member-activity',
    message: 'We could not load your activity. Please try again.',
    ready: (page) => page.locator('.record').first(),
  },
  {
    name: 'GET member/bookings',
    target: { method: 'GET', path: 'member/bookings' },
    hash: '#member-bookings',
    message: 'We could not load your bookings. Please try again.',
    ready: (page) => page.getByRole('heading', { name: 'Upcoming' }),
  },
  {
    name: 'GET member/vouchers',
    target: { method: 'GET', path: 'member/vouchers' },
    hash: '#member-vouchers',
    message: 'We could not load your vouchers. Please try again.',
    ready: (page) => page.getByText('Member Welcome Ticket'),
  },
  {
    name: 'GET member/subscriptions',
    target: { method: 'GET', path: 'member/subscriptions' },
    hash: '#member-newsletters',
    message: 'We could not load your newsletters. Please try again.',
    ready: (page) => page.getByRole('tabpanel').getByRole('checkbox').first(),
  },
  {
    name: 'GET passkeys',
    target: { method: 'GET', path: 'passkeys' },
    hash: '#member-passkeys',
    message: 'We could not load your passkeys. Please try again.',
    ready: (page) => page.getByRole('button', { name: 'Delete iPhone' }),
  },
];

for (const read of READS) {
  for (const kind of FAILURE_KINDS) {
    test(`${read.name} × ${kind}: the section says so, and Try again loads it`, async ({
      page,
    }) => {
      const fault = await injectFault(page, { ...read.target, kind, detail: DETAIL });
      await signedIn(page, read.hash);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(read.message);
      await expect(alert).not.toContainText(TECHNICAL_TEXT);
      await fault.remove();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(read.ready(page)).toBeVisible();
    });
  }
}

for (const kind of FAILURE_KINDS) {
  test(`GET member × ${kind}: a clear message and a retry, never a blank element`, async ({
    page,
  }) => {
    const fault = await injectFault(page, { method: 'GET', path: 'member', kind, detail: DETAIL });
    await signedIn(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We could not load your account. Please try again.');
    await fault.remove();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  });

  test(`POST member/details × ${kind}: the edits stay, the reason shows, Save again works`, async ({
    page,
  }) => {
    await signedIn(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Surname' }).fill('Citizen-Jones');
    const fault = await injectFault(page, {
      method: 'POST',
      path: 'member/details',
      kind,
      detail: DETAIL,
    });
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      kind === 'problem4xx' ? DETAIL : 'We could not save your details. Please try again.',
    );
    await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue('Citizen-Jones');
    await fault.remove();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('tabpanel').getByText('Alex Citizen-Jones')).toBeVisible();
  });

  test(`POST member/vouchers × ${kind}: the barcode stays, the reason shows, Add again works`, async ({
    page,
  }) => {
    await signedIn(page, '#member-vouchers');
    await page.getByRole('textbox', { name: 'Voucher barcode' }).fill('9300000000035');
    const fault = await injectFault(page, {
      method: 'POST',
      path: 'member/vouchers',
      kind,
      detail: DETAIL,
    });
    await page.getByRole('button', { name: 'Add Voucher' }).click();
    await expect(page.getByRole('alert')).toContainText(
      kind === 'problem4xx' ? DETAIL : 'We could not add the voucher. Please try again.',
    );
    await expect(page.getByRole('textbox', { name: 'Voucher barcode' })).toHaveValue(
      '9300000000035',
    );
    await fault.remove();
    await page.getByRole('button', { name: 'Add Voucher' }).click();
    await expect(page.getByText('2-for-1 Tuesday Tickets')).toBeVisible();
  });

  const anyTwoHundred = kind === 'malformedJson' || kind === 'schemaInvalid';

  test(`POST member/subscriptions × ${kind}: ${anyTwoHundred ? 'a 2xx is success' : 'the boxes go back and it says so'}`, async ({
    page,
  }) => {
    await signedIn(page, '#member-newsletters');
    const first = page.getByRole('tabpanel').getByRole('checkbox').first();
    const was = await first.isChecked();
    const fault = await injectFault(page, { method: 'POST', path: 'member/subscriptions', kind });
    await first.setChecked(!was);
    await page.getByRole('button', { name: 'Save' }).click();
    if (anyTwoHundred) {
      await expect(page.getByText('Your newsletter choices are saved.')).toBeVisible();
      return;
    }
    await expect(page.getByRole('alert')).toHaveText(
      'Could not save your newsletter choices. Please try again.',
    );
    await expect(first).toBeChecked({ checked: was });
    await fault.remove();
    await first.setChecked(!was);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your newsletter choices are saved.')).toBeVisible();
  });

  test(`DELETE passkeys/{id} × ${kind}: ${anyTwoHundred ? 'a 2xx is success' : 'the row stays and it says so'}`, async ({
    page,
  }) => {
    await signedIn(page, '#member-passkeys');
    const fault = await injectFault(page, { method: 'DELETE', path: /^passkeys\//, kind });
    await page.getByRole('button', { name: 'Delete iPhone' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    if (anyTwoHundred) {
      await expect(page.getByRole('button', { name: 'Delete iPhone' })).toHaveCount(0);
      return;
    }
    await expect(page.getByRole('alert')).toHaveText(
      'Could not delete the passkey. Please try again.',
    );
    await fault.remove();
    await page.getByRole('button', { name: 'Delete iPhone' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Delete iPhone' })).toHaveCount(0);
  });

  test(`POST member/verify-email × ${kind}: ${anyTwoHundred ? 'a 200 is success' : 'the address stays and it says so'}`, async ({
    page,
  }) => {
    await page.goto(PAGE);
    const verify = page.getByRole('region', { name: 'Verify your e-mail' });
    await verify.getByLabel('Email').fill('sam@example.com');
    const fault = await injectFault(page, {
      method: 'POST',
      path: 'member/verify-email',
      kind,
      detail: DETAIL,
    });
    await verify.getByRole('button', { name: 'Send verification e-mail' }).click();
    if (anyTwoHundred) {
      await expect(verify.getByText('Check your inbox')).toBeVisible();
      return;
    }
    await expect(verify.getByRole('alert')).toContainText(
      kind === 'problem4xx' ? DETAIL : 'We could not send the e-mail. Please try again.',
    );
    await expect(verify.getByLabel('Email')).toHaveValue('sam@example.com');
    await fault.remove();
    await verify.getByRole('button', { name: 'Send verification e-mail' }).click();
    await expect(verify.getByText('Check your inbox')).toBeVisible();
  });
}

for (const kind of FAILURE_KINDS) {
  const anyTwoHundred = kind === 'malformedJson' || kind === 'schemaInvalid';
  test(`POST member/activate × ${kind}: ${anyTwoHundred ? 'a 2xx is success' : 'the fields stay and it says so'}`, async ({
    page,
  }) => {
    await page.goto(PAGE);
    const card = page.getByRole('region', { name: 'Activate your membership card' });
    await card.getByLabel('Card number').fill('7000000000000025');
    await card.getByLabel('Given names').fill('Sam');
    await card.getByLabel('Surname').fill('Lee');
    await card.getByLabel('Email').fill('sam@example.com');
    await card.getByLabel('Post code').fill('2000');
    const fault = await injectFault(page, {
      method: 'POST',
      path: 'member/activate',
      kind,
      detail: DETAIL,
    });
    await card.getByRole('button', { name: 'Activate card' }).click();
    const done = card.getByText('Your membership card is active. Sign in to see your account.');
    if (anyTwoHundred) {
      await expect(done).toBeVisible();
      return;
    }
    await expect(card.getByRole('alert')).toContainText(
      kind === 'problem4xx'
        ? DETAIL
        : 'We could not activate your card. Please check the details and try again.',
    );
    await expect(card.getByLabel('Given names')).toHaveValue('Sam');
    await fault.remove();
    await card.getByRole('button', { name: 'Activate card' }).click();
    await expect(done).toBeVisible();
  });
}
