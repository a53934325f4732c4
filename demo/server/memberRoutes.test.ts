// @vitest-environment node
import * as v from 'valibot';
import {
  ActivityList,
  BookingList,
  Member,
  MemberDetails,
  MemberSubscriptionList,
  PasskeyList,
  SuccessResult,
  VoucherList,
} from '../../src/api/schemas';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

let client: ReferenceServer;
beforeEach(async () => {
  client = await startReferenceServer();
});
afterEach(async () => {
  await client.close();
});

const details = {
  firstName: 'Alexandra',
  lastName: 'Citizen',
  mobilePhone: '0498 765 432',
  dateOfBirth: '1988-04-12',
  postCode: '2010',
  sendNewsletter: false,
  sendLoyaltyUpdates: true,
  recaptchaToken: 'demo-details-1',
};

describe('demo sign-in cookie', () => {
  it.each([
    ['GET', '/api/member'],
    ['GET', '/api/member/details'],
    ['GET', '/api/member/activity'],
    ['POST', '/api/member/vouchers'],
    ['GET', '/api/passkeys'],
    ['DELETE', '/api/passkeys/pk-7f3a'],
    ['GET', '/api/member/wallet/apple'],
    ['GET', '/api/member/wallet/google'],
  ])('%s %s needs a signed-in member', async (method, path) => {
    const response = await client.call(
      method,
      path,
      method === 'GET' || method === 'DELETE' ? {} : { body: {} },
    );
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ status: 401, detail: 'Please sign in.' });
  });

  it('POST /demo/session sets an HttpOnly, SameSite=Lax cookie; DELETE clears it', async () => {
    const signIn = await client.call('POST', '/demo/session');
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toMatch(
      /^cinema_demo_session=[\w-]+; HttpOnly; SameSite=Lax; Path=\/$/,
    );
    expect(signIn.json).toEqual({
      signedIn: true,
      member: { firstName: 'Alex', lastName: 'Citizen', memberType: 'adult' },
    });
    expect((await client.call('GET', '/api/member')).status).toBe(200);

    const signOut = await client.call('DELETE', '/demo/session');
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get('set-cookie')).toMatch(/^cinema_demo_session=; .*Max-Age=0/);
    expect((await client.call('GET', '/api/member')).status).toBe(401);
    expect(client.server.state.signIns).toEqual([]);
  });

  it('with partner origins the cookie is SameSite=None; Secure, so partner sites send it', async () => {
    // A partner page (http://localhost:…) and the API (http://127.0.0.1:…) are different sites:
    // browsers never send a Lax cookie on such a fetch, and SameSite=None only with Secure.
    const partners = await startReferenceServer({ allowedOrigins: ['https://festival.example'] });
    try {
      const signIn = await partners.call('POST', '/demo/session');
      expect(signIn.headers.get('set-cookie')).toMatch(
        /^cinema_demo_session=[\w-]+; HttpOnly; SameSite=None; Secure; Path=\/$/,
      );
      expect((await partners.call('GET', '/api/member')).status).toBe(200);
      const signOut = await partners.call('DELETE', '/demo/session');
      expect(signOut.headers.get('set-cookie')).toMatch(
        /^cinema_demo_session=; HttpOnly; SameSite=None; Secure; Path=\/; Max-Age=0/,
      );
      const reset = await partners.call('POST', '/demo/reset');
      expect(reset.headers.get('set-cookie')).toContain('SameSite=None; Secure');
    } finally {
      await partners.close();
    }
  });

  it('crossSiteCookies: false keeps the cookie SameSite=Lax even with partner origins', async () => {
    const lax = await startReferenceServer({
      allowedOrigins: ['https://festival.example'],
      crossSiteCookies: false,
    });
    try {
      const signIn = await lax.call('POST', '/demo/session');
      expect(signIn.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Lax; Path=\/$/);
    } finally {
      await lax.close();
    }
  });

  it('does not accept a made-up cookie', async () => {
    const response = await client.call('GET', '/api/member', {
      headers: { cookie: 'cinema_demo_session=guess' },
    });
    expect(response.status).toBe(401);
  });
});

describe('signed in', () => {
  beforeEach(async () => {
    await client.signIn();
  });

  it('GET /api/member describes the member with absolute wallet links', async () => {
    const member = v.parse(Member, (await client.call('GET', '/api/member')).json);
    expect(member).toMatchObject({
      id: 'M-100245',
      email: 'alex.citizen@example.com',
      memberType: 'adult',
      dateOfBirth: '1988-04-12',
    });
    expect(member.wallet).toEqual({
      apple: `${client.server.url}/api/member/wallet/apple`,
      google: `${client.server.url}/api/member/wallet/google`,
    });
  });

  it('POST /api/member/details updates the details', async () => {
    const response = await client.call('POST', '/api/member/details', { body: details });
    expect(response.status).toBe(200);
    const { recaptchaToken: _token, ...expected } = details;
    expect(v.parse(MemberDetails, response.json)).toEqual({
      ...expected,
      email: 'alex.citizen@example.com',
    });
    expect((await client.call('GET', '/api/member/details')).json).toEqual(response.json);
    expect(client.server.state.recaptchaTokens).toEqual(['demo-details-1']);
  });

  it('POST /api/member/details rejects a bad date of birth and keeps the old details', async () => {
    const before = (await client.call('GET', '/api/member/details')).json;
    const response = await client.call('POST', '/api/member/details', {
      body: { ...details, dateOfBirth: '12/04/1988', firstName: ' ' },
    });
    expect(response.status).toBe(400);
    expect((response.json as { detail: string }).detail).toBe(
      'firstName: This field is required; dateOfBirth: Invalid date: Received "12/04/1988"',
    );
    expect((await client.call('GET', '/api/member/details')).json).toEqual(before);
  });

  it('lists activity, bookings and vouchers', async () => {
    expect(
      v.parse(ActivityList, (await client.call('GET', '/api/member/activity')).json).length,
    ).toBeGreaterThan(0);
    const bookings = v.parse(BookingList, (await client.call('GET', '/api/member/bookings')).json);
    expect(bookings[0]?.date).toMatch(/\+1[01]:00$/);
    expect(
      v.parse(VoucherList, (await client.call('GET', '/api/member/vouchers')).json),
    ).toHaveLength(1);
  });

  it('POST /api/member/vouchers adds an issued voucher by barcode', async () => {
    const response = await client.call('POST', '/api/member/vouchers', {
      body: { barcode: ' 9300000000028 ', recaptchaToken: 't1' },
    });
    expect(response.status).toBe(200);
    const vouchers = v.parse(VoucherList, response.json);
    expect(vouchers.map((voucher) => voucher.name)).toEqual([
      'Member Welcome Ticket',
      'Free Small Popcorn',
    ]);
    const again = await client.call('POST', '/api/member/vouchers', {
      body: { barcode: '9300000000028', recaptchaToken: 't2' },
    });
    expect(again.json).toMatchObject({
      status: 422,
      detail: 'This voucher is already on your account.',
    });
  });

  it('POST /api/member/vouchers refuses an unknown barcode with 422', async () => {
    const response = await client.call('POST', '/api/member/vouchers', {
      body: { barcode: '123', recaptchaToken: 't1' },
    });
    expect(response.json).toMatchObject({
      status: 422,
      detail: 'This voucher barcode is not recognised.',
    });
    expect(client.server.state.vouchers).toHaveLength(1);
    expect(client.server.state.recaptchaTokens).toEqual([]);
  });

  it('GET and POST /api/member/subscriptions', async () => {
    const list = v.parse(
      MemberSubscriptionList,
      (await client.call('GET', '/api/member/subscriptions')).json,
    );
    expect(list.map((subscription) => subscription.typeId)).toEqual([
      'NEWS',
      'JIF',
      'CHF',
      'EEF',
      'FFA',
    ]);
    const response = await client.call('POST', '/api/member/subscriptions', {
      body: {
        subscriptions: [
          { typeId: 'CHF', subscribed: true },
          { typeId: 'NEWS', subscribed: false },
        ],
      },
    });
    expect(v.parse(SuccessResult, response.json)).toEqual({ success: true });
    const after = (await client.call('GET', '/api/member/subscriptions')).json as {
      typeId: string;
      subscribed: boolean;
    }[];
    expect(
      after
        .filter((subscription) => subscription.subscribed)
        .map((subscription) => subscription.typeId),
    ).toEqual(['JIF', 'CHF']);
    const bad = await client.call('POST', '/api/member/subscriptions', {
      body: { subscriptions: [{ typeId: 'XYZ', subscribed: true }] },
    });
    expect(bad.json).toMatchObject({
      status: 400,
      detail: 'subscriptions.0.typeId: Unknown subscription type "XYZ".',
    });
  });

  it('lists passkeys and deletes one with 204; an unknown one is 404', async () => {
    expect(v.parse(PasskeyList, (await client.call('GET', '/api/passkeys')).json)).toHaveLength(2);
    const deleted = await client.call('DELETE', '/api/passkeys/pk-7f3a');
    expect(deleted.status).toBe(204);
    expect((await client.call('GET', '/api/passkeys')).json).toEqual([
      expect.objectContaining({ id: 'pk-91c2' }),
    ]);
    expect((await client.call('DELETE', '/api/passkeys/pk-7f3a')).status).toBe(404);
  });

  it('GET /api/member/wallet/apple downloads a pass file', async () => {
    const response = await fetch(`${client.server.url}/api/member/wallet/apple`, {
      headers: { cookie: (await signedInCookie()) ?? '' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="demo-cinema-membership.pkpass"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.subarray(-22, -18)).toEqual(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(bytes.toString('latin1')).toContain('"serialNumber": "M-100245"');
  });

  it('GET /api/member/wallet/google redirects to a page the demo serves', async () => {
    const response = await client.call('GET', '/api/member/wallet/google');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/demo/wallet-saved.html?provider=google');
    const page = await client.call('GET', '/demo/wallet-saved.html?provider=google');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Membership card saved</h1>');
  });
});

/** The cookie a fresh sign-in sets, for calls made outside the test client. */
async function signedInCookie(): Promise<string | undefined> {
  const response = await fetch(`${client.server.url}/demo/session`, { method: 'POST' });
  return response.headers.get('set-cookie')?.split(';')[0];
}
