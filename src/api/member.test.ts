// @vitest-environment node
import {
  activateMember,
  addVoucher,
  member,
  memberActivity,
  memberBookings,
  memberDetails,
  memberSubscriptions,
  memberVouchers,
  subscribeNewsletter,
  updateMemberDetails,
  updateMemberSubscriptions,
  verifyEmail,
} from './member';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

let api: ReferenceServer;
beforeEach(async () => {
  api = await startReferenceServer();
});
afterEach(async () => {
  await api.close();
});

const details = {
  firstName: 'Alexandra',
  lastName: 'Citizen',
  mobilePhone: '0412 345 678',
  dateOfBirth: '1988-04-12',
  postCode: '2010',
  sendNewsletter: false,
  sendLoyaltyUpdates: true,
  recaptchaToken: 'details-token',
};

describe('signed out', () => {
  it.each([
    ['member', () => member(api.http)],
    ['member/details', () => memberDetails(api.http)],
    ['member/activity', () => memberActivity(api.http)],
    ['member/bookings', () => memberBookings(api.http)],
    ['member/vouchers', () => memberVouchers(api.http)],
    ['member/subscriptions', () => memberSubscriptions(api.http)],
  ])('GET %s fails with ApiError 401 and the server detail', async (_path, call) => {
    await expect(call()).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      detail: 'Please sign in.',
    });
  });
});

describe('signed in (session cookie kept between calls)', () => {
  beforeEach(async () => {
    await api.signIn();
  });

  it('GET member returns the member with wallet links', async () => {
    const current = await member(api.http);
    expect(current).toMatchObject({ id: 'M-100245', memberType: 'adult', firstName: 'Alex' });
    expect(current?.wallet.apple).toBe(`${api.server.url}/api/member/wallet/apple`);
  });

  it('GET member/details returns the editable details', async () => {
    await expect(memberDetails(api.http)).resolves.toMatchObject({
      email: 'alex.citizen@example.com',
      postCode: '2000',
    });
  });

  it('POST member/details saves and returns the details, and drops the cached member', async () => {
    await member(api.http);
    const saved = await updateMemberDetails(api.http, details);
    expect(saved).toMatchObject({
      firstName: 'Alexandra',
      postCode: '2010',
      sendLoyaltyUpdates: true,
    });
    expect(api.server.state.recaptchaTokens).toContain('details-token');
    expect((await member(api.http))?.firstName).toBe('Alexandra');
    expect(api.count('GET', '/api/member')).toBe(2);
  });

  it('POST member/details refuses an empty first name before sending', async () => {
    await expect(
      updateMemberDetails(api.http, { ...details, firstName: '  ' }),
    ).rejects.toMatchObject({
      name: 'SchemaError',
      field: 'firstName',
      message: expect.stringContaining('This field is required'),
    });
    expect(api.count('POST', '/api/member/details')).toBe(0);
  });

  it('GET member/activity, member/bookings and member/vouchers list the member data', async () => {
    expect((await memberActivity(api.http))?.map((entry) => entry.id)).toEqual([
      'A-3',
      'A-2',
      'A-1',
    ]);
    expect((await memberBookings(api.http))?.map((booking) => booking.id)).toEqual([
      'B-5003',
      'B-5002',
      'B-5001',
    ]);
    expect((await memberVouchers(api.http))?.map((voucher) => voucher.barcode)).toEqual([
      '9300000000059',
    ]);
  });

  it('POST member/vouchers adds a voucher and the cached list shows it at once', async () => {
    await memberVouchers(api.http);
    const vouchers = await addVoucher(api.http, {
      barcode: '9300000000011',
      recaptchaToken: 'v-token',
    });
    expect(vouchers?.map((voucher) => voucher.barcode)).toEqual(['9300000000059', '9300000000011']);
    expect((await memberVouchers(api.http))?.map((voucher) => voucher.barcode)).toContain(
      '9300000000011',
    );
    expect(api.count('GET', '/api/member/vouchers')).toBe(1);
  });

  it('POST member/vouchers passes on the detail for an unknown barcode', async () => {
    await expect(
      addVoucher(api.http, { barcode: '123', recaptchaToken: 'v-token' }),
    ).rejects.toMatchObject({
      status: 422,
      detail: 'This voucher barcode is not recognised.',
    });
  });

  it('GET and POST member/subscriptions', async () => {
    const before = await memberSubscriptions(api.http);
    expect(before?.find((subscription) => subscription.typeId === 'CHF')?.subscribed).toBe(false);
    await expect(
      updateMemberSubscriptions(api.http, { subscriptions: [{ typeId: 'CHF', subscribed: true }] }),
    ).resolves.toBe(true);
    const after = await memberSubscriptions(api.http);
    expect(after?.find((subscription) => subscription.typeId === 'CHF')?.subscribed).toBe(true);
  });

  it('POST member/subscriptions passes on the detail for an unknown type', async () => {
    await expect(
      updateMemberSubscriptions(api.http, { subscriptions: [{ typeId: 'XYZ', subscribed: true }] }),
    ).rejects.toMatchObject({
      status: 400,
      detail: expect.stringContaining('Unknown subscription type "XYZ"'),
    });
  });
});

describe('visitor calls', () => {
  const visitor = { firstName: 'Sam', lastName: 'Wu', email: 'sam@example.com' };

  it('POST member/verify-email is a success when the server answers 200', async () => {
    await expect(
      verifyEmail(api.http, { email: 'sam@example.com', recaptchaToken: 't1' }),
    ).resolves.toBe(true);
    expect(api.server.state.verifiedEmails).toEqual(['sam@example.com']);
  });

  it('POST member/verify-email refuses an invalid address before sending', async () => {
    await expect(
      verifyEmail(api.http, { email: '.sam@example.com', recaptchaToken: 't1' }),
    ).rejects.toMatchObject({
      name: 'SchemaError',
      field: 'email',
      message: expect.stringContaining('Please enter a valid email address'),
    });
    expect(api.sent).toHaveLength(0);
  });

  it('POST member/subscribe-newsletter signs a visitor up', async () => {
    const signup = { ...visitor, recaptchaToken: 't2' };
    await expect(subscribeNewsletter(api.http, signup)).resolves.toBe(true);
    expect(api.server.state.newsletterSignups).toEqual([signup]);
  });

  it('POST member/activate activates a card, and passes on the detail for an unknown one', async () => {
    const activation = {
      cinemaId: 'c1',
      cardNumber: '7000000000000017',
      ...visitor,
      postCode: '2000',
      recaptchaToken: 't3',
    };
    await expect(activateMember(api.http, activation)).resolves.toBe(true);
    expect(api.server.state.activations).toHaveLength(1);
    await expect(
      activateMember(api.http, { ...activation, cardNumber: '7000000000000099' }),
    ).rejects.toMatchObject({
      status: 422,
      detail: 'This membership card number is not recognised.',
    });
  });
});
