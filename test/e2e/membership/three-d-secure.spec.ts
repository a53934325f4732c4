/**
 * 3D Secure 2 on a paid membership's card payment (product-rules §7.9), once: the shared payment
 * page verifies the card without a challenge and the membership is joined.
 */
import { payByCard } from '../festival-pass/helpers/card';
import { recordCompletions } from '../festival-pass/helpers/payment';
import { enableThreeDSecure } from '../support/songbird';
import { expect, test } from '../support/test';
import { openMemberships, sale, toPaymentPage } from './helpers';

test('a paid membership by a card the bank verifies without a challenge: joined, with the verified nonce', async ({
  page,
  context,
}) => {
  await enableThreeDSecure(page.request, context);
  await openMemberships(page);
  const completions = recordCompletions(page);
  await toPaymentPage(page, 'Adult Premium Membership (1 year)');
  await payByCard(page, { number: '4000000000001000' });
  await expect(
    sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' }),
  ).toBeVisible({ timeout: 15_000 });
  expect(completions[0]?.body).toMatchObject({
    orderType: 'registration',
    securedCardData: {
      nonce: expect.stringContaining('3ds-verified'),
      threeDSecure: { liabilityShifted: true, liabilityShiftPossible: true },
    },
  });
});
