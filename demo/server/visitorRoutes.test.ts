// @vitest-environment node
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

let client: ReferenceServer;
beforeEach(async () => {
  client = await startReferenceServer();
});
afterEach(async () => {
  await client.close();
});

describe('visitor routes (no sign-in needed)', () => {
  const person = { firstName: 'Kim', lastName: 'Nguyen', email: 'kim@example.com' };

  it('POST /api/member/verify-email answers 200 success and records the address', async () => {
    const response = await client.call('POST', '/api/member/verify-email', {
      body: { email: 'kim@example.com', recaptchaToken: 'v1' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    expect(client.server.state.verifiedEmails).toEqual(['kim@example.com']);
  });

  it('POST /api/member/verify-email rejects a bad address with the message of product-rules §8.2', async () => {
    const response = await client.call('POST', '/api/member/verify-email', {
      body: { email: '.kim@example.com', recaptchaToken: 'v1' },
    });
    expect(response.json).toMatchObject({
      status: 400,
      detail: 'email: Please enter a valid email address',
    });
  });

  it('POST /api/member/subscribe-newsletter records the sign-up', async () => {
    const response = await client.call('POST', '/api/member/subscribe-newsletter', {
      body: { ...person, recaptchaToken: 'n1' },
    });
    expect(response.json).toEqual({ success: true });
    expect(client.server.state.newsletterSignups).toEqual([{ ...person, recaptchaToken: 'n1' }]);
  });

  it('POST /api/member/activate accepts a demo card once and refuses unknown cards', async () => {
    const activation = {
      cinemaId: 'demo-cinema',
      cardNumber: '7000000000000017',
      postCode: '2000',
      ...person,
      recaptchaToken: 'a1',
    };
    expect((await client.call('POST', '/api/member/activate', { body: activation })).json).toEqual({
      success: true,
    });
    const again = await client.call('POST', '/api/member/activate', {
      body: { ...activation, recaptchaToken: 'a2' },
    });
    expect(again.json).toMatchObject({
      status: 422,
      detail: 'This membership card has already been activated.',
    });
    const unknown = await client.call('POST', '/api/member/activate', {
      body: { ...activation, cardNumber: '7000000000009999', recaptchaToken: 'a3' },
    });
    expect(unknown.json).toMatchObject({
      status: 422,
      detail: 'This membership card number is not recognised.',
    });
    expect(client.server.state.activations).toHaveLength(1);
  });

  it('POST /api/subscribe records festival newsletter subscriptions with their tokens', async () => {
    for (const [index, typeId] of ['JIF', 'CHF', 'EEF', 'FFA'].entries()) {
      const response = await client.call('POST', '/api/subscribe', {
        body: { typeId, ...person, recaptchaToken: `demo-subscribe-${index}` },
      });
      expect(response.json).toEqual({ success: true });
    }
    expect(client.server.state.subscriptions.map((subscription) => subscription.typeId)).toEqual([
      'JIF',
      'CHF',
      'EEF',
      'FFA',
    ]);
    expect(new Set(client.server.state.recaptchaTokens).size).toBe(4);
    const bad = await client.call('POST', '/api/subscribe', {
      body: { typeId: 'ZZZ', ...person, recaptchaToken: 'x' },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as { detail: string }).detail).toMatch(
      /^typeId: Unknown subscription type "ZZZ"/,
    );
    expect(client.server.state.subscriptions).toHaveLength(4);
  });
});
