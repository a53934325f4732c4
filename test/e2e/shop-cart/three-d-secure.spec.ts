/**
 * 3D Secure 2 on the shop's card payment (product-rules §7.9): the same payment page as the festival
 * pass's, so one journey: a challenge approved in the shop's own 'Verify your card' dialog, the
 * bank told the shop's whole billing address.
 */
import { enableThreeDSecure } from '../support/songbird';
import { expect, test } from '../support/test';
import { payByCard } from '../festival-pass/helpers/card';
import { recordCompletions } from '../festival-pass/helpers/payment';
import { PRODUCTS, addGift, openShop, shopThanks, shopToPayment } from './helpers';

test('a gift card paid by a card the bank challenges: approved in the shop’s dialog, then thanks', async ({
  page,
  context,
}) => {
  await enableThreeDSecure(page.request, context);
  await openShop(page);
  await addGift(page, PRODUCTS.egift50);
  await shopToPayment(page);
  const completions = recordCompletions(page);
  const lookup = page.waitForRequest((r) => r.url().includes('/three_d_secure/lookup'));
  await payByCard(page, { number: '4000000000001091' });
  // braintree-web hands Cardinal the billing address the buyer typed (songbird.js
  // `transformBillingAddress`), so the bank sees the whole address, not just a post code.
  expect((await lookup).postDataJSON()).toMatchObject({
    amount: '50.00',
    additionalInfo: {
      email: 'pat@example.com',
      billingGivenName: 'Pat',
      billingSurname: 'Buyer',
      billingLine1: '1 George St',
      billingCity: 'Sydney',
      billingState: 'NSW',
      billingPostalCode: '2000',
      billingCountryCode: 'AU',
    },
  });
  await expect(page.getByRole('dialog', { name: 'Verify your card' })).toBeVisible();
  await page
    .locator('cinema-shop-cart > [slot="cinema-3ds-challenge"] iframe')
    .contentFrame()
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(shopThanks(page)).toBeVisible();
  expect(completions[0]?.body).toMatchObject({
    orderType: 'shop',
    securedCardData: {
      nonce: expect.stringContaining('3ds-verified'),
      threeDSecure: { liabilityShifted: true, liabilityShiftPossible: true },
    },
  });
});
