/**
 * Test helper (not product code): checkout steps shared by the checkout and gift-card suites of the
 * reference server.
 */
import * as v from 'valibot';
import { PaymentDetails } from '../../src/api/schemas';
import type { ReferenceServer } from '../../test/support/referenceServer';

/**
 * Checkout steps shared by the checkout and gift-card suites, on whichever client `current()`
 * returns (suites start a fresh one per test).
 */
export function checkoutSteps(current: () => ReferenceServer) {
  let token = 0;
  /** A fresh, recognisable bot-check token, as the demo page's stub issues them. */
  const fresh = (action: string) => `demo-${action}-${++token}`;
  return {
    fresh,
    /** A cart holding `passes` JIFF 5-Film Passes: 7650 cents each with the booking fee. */
    async cartWithPasses(passes = 1): Promise<string> {
      const { id } = (await current().call('POST', '/api/cart')).json as { id: string };
      await current().call('POST', `/api/cart/${id}/products`, {
        body: { cinemaId: 'demo-cinema', products: [{ id: 'jiff-5-film', quantity: passes }] },
      });
      return id;
    },
    /** `GET checkout/{id}`, parsed with the product's schema. */
    details: async (id: string) =>
      v.parse(PaymentDetails, (await current().call('GET', `/api/checkout/${id}`)).json),
    /**
     * The balance a payment page opened now would show (`GET checkout/{id}`, after gift cards):
     * the `expectedTotalInCents` of its completion. 0 when the cart cannot be read.
     */
    async shownBalance(id: string): Promise<number> {
      const answer = await current().call('GET', `/api/checkout/${id}`);
      return answer.status === 200 ? v.parse(PaymentDetails, answer.json).balanceInCents : 0;
    },
    /** `POST checkout/{id}/gift-card` with a fresh token. */
    addGiftCard: (id: string, cardNumber: string, cardPin = '1234') =>
      current().call('POST', `/api/checkout/${id}/gift-card`, {
        body: { cardNumber, cardPin, recaptchaToken: fresh('giftCard') },
      }),
  };
}
