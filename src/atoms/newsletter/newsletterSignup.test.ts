// @vitest-environment node
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import { installFakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import type { FakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import {
  NEWSLETTER_SIGNUP_FAILED,
  NEWSLETTER_THANKS,
  signUpForNewsletter,
} from './newsletterSignup';

let api: ReferenceServer;
let bot: FakeBotCheck;
beforeEach(async () => {
  api = await startReferenceServer();
  bot = installFakeBotCheck();
});
afterEach(() => api.close());

const PERSON = { firstName: ' Sam ', lastName: 'Lee', email: 'sam@example.com ' };

describe('the newsletter sign-up', () => {
  it('without a type: POST member/subscribe-newsletter with a newsletter token, trimmed', async () => {
    const result = await signUpForNewsletter({ apiBase: api.apiBase, recaptchaKey: 'k' }, PERSON);
    expect(result).toEqual({ ok: true, message: NEWSLETTER_THANKS });
    expect(bot.actions).toEqual(['newsletter']);
    expect(api.server.state.newsletterSignups).toEqual([
      {
        firstName: 'Sam',
        lastName: 'Lee',
        email: 'sam@example.com',
        recaptchaToken: bot.issued[0],
      },
    ]);
    expect(api.server.state.subscriptions).toEqual([]);
  });

  it('with a type: POST subscribe with that typeId and a subscribe token', async () => {
    const result = await signUpForNewsletter(
      { apiBase: api.apiBase, recaptchaKey: 'k', typeId: 'JIF' },
      PERSON,
    );
    expect(result).toEqual({ ok: true, message: NEWSLETTER_THANKS });
    expect(bot.actions).toEqual(['subscribe']);
    expect(api.server.state.subscriptions).toMatchObject([
      { typeId: 'JIF', email: 'sam@example.com' },
    ]);
  });

  it("says the server's detail, or the default, and the bot check's own failure", async () => {
    const unknown = await signUpForNewsletter(
      { apiBase: api.apiBase, recaptchaKey: 'k', typeId: 'NOPE' },
      PERSON,
    );
    expect(unknown).toEqual({
      ok: false,
      message: expect.stringContaining('Unknown subscription type'),
    });
    const offline = await signUpForNewsletter(
      { apiBase: 'http://127.0.0.1:9/api/', recaptchaKey: 'k' },
      PERSON,
    );
    expect(offline).toEqual({ ok: false, message: NEWSLETTER_SIGNUP_FAILED });
    bot.failing(true);
    const refused = await signUpForNewsletter({ apiBase: api.apiBase, recaptchaKey: 'k' }, PERSON);
    expect(refused.ok).toBe(false);
    expect(refused.ok || refused.message).not.toBe(NEWSLETTER_SIGNUP_FAILED);
  });
});
