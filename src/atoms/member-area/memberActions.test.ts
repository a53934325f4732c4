// @vitest-environment node
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import { installFakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import type { FakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import {
  activateCard,
  addVoucherByBarcode,
  memberReads,
  removePasskey,
  saveDetails,
  saveSubscriptions,
  sendVerification,
  whoIsSignedIn,
} from './memberActions';

let api: ReferenceServer;
let bot: FakeBotCheck;
beforeEach(async () => {
  api = await startReferenceServer();
  bot = installFakeBotCheck();
});
afterEach(async () => {
  await api.close();
});

const context = () => ({ http: api.http, recaptchaKey: 'site-key' });
const signal = () => new AbortController().signal;

describe('the member area calls', () => {
  it('tells a visitor (null) from a member, and throws for other failures', async () => {
    expect(await whoIsSignedIn(api.http)).toBeNull();
    await api.signIn();
    // The same round keeps its answer; asked again (as after a change) it hears the sign-in.
    expect(await whoIsSignedIn(api.http)).toBeNull();
    expect(await whoIsSignedIn(api.http, undefined, true)).toMatchObject({
      firstName: 'Alex',
      memberType: 'adult',
    });
  });

  it('splits bookings at now: upcoming soonest first (the next one leads), past newest first', async () => {
    await api.signIn();
    const split = await memberReads.bookings(api.http, signal());
    expect(split?.upcoming.length).toBeGreaterThan(1);
    expect(split?.past.length).toBeGreaterThan(0);
    const now = Date.now();
    expect(split?.upcoming.every((booking) => Date.parse(booking.endDate) >= now)).toBe(true);
    expect(split?.past.every((booking) => Date.parse(booking.endDate) < now)).toBe(true);
    const soon = split?.upcoming.map((booking) => Date.parse(booking.date)) ?? [];
    expect([...soon].sort((a, b) => a - b)).toEqual(soon);
    const dates = split?.past.map((booking) => Date.parse(booking.date)) ?? [];
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('saves details with a fresh memberDetails token, and says why a save failed', async () => {
    await api.signIn();
    const details = (await memberReads.details(api.http, signal()))!;
    const { email: _email, ...editable } = details;
    const saved = await saveDetails(context(), { ...editable, firstName: 'Alexandra' }, 'default');
    expect(saved).toEqual({ ok: true, value: expect.objectContaining({ firstName: 'Alexandra' }) });
    expect(bot.actions).toEqual(['memberDetails']);
    const refused = await saveDetails(context(), { ...editable, firstName: '' }, 'default');
    expect(refused.ok).toBe(false);
  });

  it('adds a voucher with a voucher token and answers the new list; an unknown one gives the detail', async () => {
    await api.signIn();
    const added = await addVoucherByBarcode(context(), '9300000000028', 'default');
    expect(added.ok && added.value.map((voucher) => voucher.barcode)).toContain('9300000000028');
    const unknown = await addVoucherByBarcode(context(), '123', 'default');
    expect(unknown).toEqual({ ok: false, message: expect.not.stringMatching(/^default$/) });
    expect(bot.actions).toEqual(['voucher', 'voucher']);
  });

  it('false saves (product-rules §9.3): newsletters and passkeys say the given text', async () => {
    // Signed out, both calls fail: the texts are what the member would read.
    expect(await saveSubscriptions(context(), [], 'Could not save')).toEqual({
      ok: false,
      message: 'Could not save',
    });
    expect(await removePasskey(context(), 'pk-1', 'Could not delete')).toEqual({
      ok: false,
      message: 'Could not delete',
    });
    await api.signIn();
    expect(await removePasskey(context(), 'pk-91c2', 'Could not delete')).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('verifies an e-mail (action verifyEmail) and activates a card (action activate)', async () => {
    expect(await sendVerification(context(), 'sam@example.com', 'default')).toEqual({
      ok: true,
      value: undefined,
    });
    const activation = {
      cinemaId: 'demo-cinema',
      cardNumber: '7000000000000017',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      postCode: '2000',
    };
    expect(await activateCard(context(), activation, 'default')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await activateCard(context(), activation, 'default')).toEqual({
      ok: false,
      message: 'This membership card has already been activated.',
    });
    expect(bot.actions).toEqual(['verifyEmail', 'activate', 'activate']);
  });
});
