/**
 * The member area's fault matrix (product-rules §9.2, §9.3): every member call × every way a
 * network or server fails, one test per call with each failure in turn
 * (test/e2e/support/failureMatrix.ts). A read shows its section's message with 'Try again' (which
 * may fail again, and says so again), and loads once the fault is gone; a change keeps what was
 * typed, says why (the server's detail for a 4xx problem), and works when tried again. Saves whose
 * success is any 2xx answer (product-rules §14) succeed on a malformed or unexpected 2xx body.
 */
import type { Page } from '@playwright/test';
import type { FaultSpec } from '../support/faults';
import { FAILURE_KINDS, TECHNICAL_TEXT, injectFault } from '../support/faults';
import { eachFailure, fresh, isTwoHundred, markSeen } from '../support/failureMatrix';
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

/** The kinds that fail a save whose success is any 2xx (product-rules §14), and those that do not. */
const FAILING_SAVE = FAILURE_KINDS.filter((kind) => !isTwoHundred(kind));
const TWO_HUNDRED = FAILURE_KINDS.filter(isTwoHundred);

for (const read of READS) {
  test(`${read.name}: each failure says so in the section, Try again asks again, then loads`, async ({
    page,
  }) => {
    const alert = page.getByRole('alert');
    await eachFailure(async (kind, index) => {
      await markSeen(alert);
      const fault = await injectFault(page, { ...read.target, kind, detail: DETAIL });
      if (index === 0) await signedIn(page, read.hash);
      else await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(fresh(alert)).toContainText(read.message);
      await expect(alert).not.toContainText(TECHNICAL_TEXT);
      expect(fault.count).toBeGreaterThan(0);
      await fault.remove();
    });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(read.ready(page)).toBeVisible();
  });
}

test('GET member: each failure is a clear message and a retry, never a blank element', async ({
  page,
}) => {
  const alert = page.getByRole('alert');
  await eachFailure(async (kind, index) => {
    await markSeen(alert);
    const fault = await injectFault(page, { method: 'GET', path: 'member', kind, detail: DETAIL });
    if (index === 0) await signedIn(page);
    else await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(fresh(alert)).toContainText('We could not load your account. Please try again.');
    await fault.remove();
  });
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
});

test('POST member/details: after each failure the edits stay and the reason shows; Save again works', async ({
  page,
}) => {
  await signedIn(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Surname' }).fill('Citizen-Jones');
  const alert = page.getByRole('alert');
  await eachFailure(async (kind) => {
    await markSeen(alert);
    const fault = await injectFault(page, {
      method: 'POST',
      path: 'member/details',
      kind,
      detail: DETAIL,
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(fresh(alert)).toContainText(
      kind === 'problem4xx' ? DETAIL : 'We could not save your details. Please try again.',
    );
    await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue('Citizen-Jones');
    await fault.remove();
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tabpanel').getByText('Alex Citizen-Jones')).toBeVisible();
});

test('POST member/vouchers: after each failure the barcode stays and the reason shows; Add again works', async ({
  page,
}) => {
  await signedIn(page, '#member-vouchers');
  await page.getByRole('textbox', { name: 'Voucher barcode' }).fill('9300000000035');
  const alert = page.getByRole('alert');
  await eachFailure(async (kind) => {
    await markSeen(alert);
    const fault = await injectFault(page, {
      method: 'POST',
      path: 'member/vouchers',
      kind,
      detail: DETAIL,
    });
    await page.getByRole('button', { name: 'Add Voucher' }).click();
    await expect(fresh(alert)).toContainText(
      kind === 'problem4xx' ? DETAIL : 'We could not add the voucher. Please try again.',
    );
    await expect(page.getByRole('textbox', { name: 'Voucher barcode' })).toHaveValue(
      '9300000000035',
    );
    await fault.remove();
  });
  await page.getByRole('button', { name: 'Add Voucher' }).click();
  await expect(page.getByText('2-for-1 Tuesday Tickets')).toBeVisible();
});

test('POST member/subscriptions: each failure puts the box back and says so; a 2xx is success', async ({
  page,
}) => {
  await signedIn(page, '#member-newsletters');
  const first = page.getByRole('tabpanel').getByRole('checkbox').first();
  const alert = page.getByRole('alert');
  const saved = page.getByText('Your newsletter choices are saved.');
  await eachFailure(async (kind) => {
    await markSeen(alert);
    const was = await first.isChecked();
    const fault = await injectFault(page, { method: 'POST', path: 'member/subscriptions', kind });
    await first.setChecked(!was);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(fresh(alert)).toHaveText(
      'Could not save your newsletter choices. Please try again.',
    );
    await expect(first).toBeChecked({ checked: was });
    await fault.remove();
  }, FAILING_SAVE);
  // 'saved' is a status region that stays in the page (its words change), so what tells this
  // save from the last is the box: a failure would put it back.
  await eachFailure(async (kind) => {
    const was = await first.isChecked();
    const fault = await injectFault(page, { method: 'POST', path: 'member/subscriptions', kind });
    await first.setChecked(!was);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fault.count).toBe(1);
    await expect(saved).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(first).toBeChecked({ checked: !was });
  }, TWO_HUNDRED);
});

test('DELETE passkeys/{id}: each failure keeps the row and says so; a 2xx is success', async ({
  page,
}) => {
  await signedIn(page, '#member-passkeys');
  const alert = page.getByRole('alert');
  const remove = async (name: string) => {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  };
  await eachFailure(async (kind) => {
    await markSeen(alert);
    const fault = await injectFault(page, { method: 'DELETE', path: /^passkeys\//, kind });
    await remove('iPhone');
    await expect(fresh(alert)).toHaveText('Could not delete the passkey. Please try again.');
    await expect(page.getByRole('button', { name: 'Delete iPhone' })).toBeVisible();
    await fault.remove();
  }, FAILING_SAVE);
  // The demo member has two passkeys: one goes on each 2xx answer.
  const names = ['iPhone', 'MacBook Pro (Touch ID)'];
  await eachFailure(async (kind, index) => {
    const name = names[index] ?? '';
    await injectFault(page, { method: 'DELETE', path: /^passkeys\//, kind });
    await remove(name);
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  }, TWO_HUNDRED);
});

test('POST member/verify-email: each failure keeps the address and says so; a 200 is success', async ({
  page,
}) => {
  await page.goto(PAGE);
  const verify = page.getByRole('region', { name: 'Verify your e-mail' });
  const send = verify.getByRole('button', { name: 'Send verification e-mail' });
  await verify.getByLabel('Email').fill('sam@example.com');
  await eachFailure(async (kind) => {
    await markSeen(verify.getByRole('alert'));
    const fault = await injectFault(page, {
      method: 'POST',
      path: 'member/verify-email',
      kind,
      detail: DETAIL,
    });
    await send.click();
    await expect(fresh(verify.getByRole('alert'))).toContainText(
      kind === 'problem4xx' ? DETAIL : 'We could not send the e-mail. Please try again.',
    );
    await expect(verify.getByLabel('Email')).toHaveValue('sam@example.com');
    await fault.remove();
  }, FAILING_SAVE);
  // A sent e-mail ends the form; each 2xx kind starts from a fresh page.
  await eachFailure(async (kind, index) => {
    if (index > 0) {
      await page.reload();
      await verify.getByLabel('Email').fill('sam@example.com');
    }
    await injectFault(page, { method: 'POST', path: 'member/verify-email', kind });
    await send.click();
    await expect(verify.getByText('Check your inbox')).toBeVisible();
  }, TWO_HUNDRED);
});

test('POST member/activate: each failure keeps the fields and says so; a 2xx is success', async ({
  page,
}) => {
  const card = page.getByRole('region', { name: 'Activate your membership card' });
  const fill = async () => {
    await card.getByLabel('Card number').fill('7000000000000025');
    await card.getByLabel('Given names').fill('Sam');
    await card.getByLabel('Surname').fill('Lee');
    await card.getByLabel('Email').fill('sam@example.com');
    await card.getByLabel('Post code').fill('2000');
  };
  const activate = card.getByRole('button', { name: 'Activate card' });
  const done = card.getByText('Your membership card is active. Sign in to see your account.');
  await page.goto(PAGE);
  await fill();
  await eachFailure(async (kind) => {
    await markSeen(card.getByRole('alert'));
    const fault = await injectFault(page, {
      method: 'POST',
      path: 'member/activate',
      kind,
      detail: DETAIL,
    });
    await activate.click();
    await expect(fresh(card.getByRole('alert'))).toContainText(
      kind === 'problem4xx'
        ? DETAIL
        : 'We could not activate your card. Please check the details and try again.',
    );
    await expect(card.getByLabel('Given names')).toHaveValue('Sam');
    await fault.remove();
  }, FAILING_SAVE);
  // An active card ends the form; each 2xx kind starts from a fresh page.
  await eachFailure(async (kind, index) => {
    if (index > 0) {
      await page.reload();
      await fill();
    }
    await injectFault(page, { method: 'POST', path: 'member/activate', kind });
    await activate.click();
    await expect(done).toBeVisible();
  }, TWO_HUNDRED);
});
