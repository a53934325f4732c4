/**
 * The payment store (product-rules §7): the state of one purchase's checkout and its four calls,
 * shared by the festival-pass widget, the shop and the membership sale.
 *
 * Quick reference for the payment page (`const c = session.atoms`, made once per purchase):
 *
 * | atom                   | value                                   | notes                                   |
 * | ---------------------- | --------------------------------------- | --------------------------------------- |
 * | `c.cartIdAtom`         | `string \| null`                        | persisted until the cart's expiry       |
 * | `c.cartExpiryAtom`     | `string \| null` (ISO 8601)             | persisted until itself                  |
 * | `c.customerAtom`       | `Customer \| null`                      | persisted until the cart's expiry       |
 * | `c.billingAddressAtom` | `Address \| null`                       | the same; for 3D Secure (§7.9)          |
 * | `c.deliveryAddressAtom`| `Address \| null`                       | memory only; for the receipt (§5.6)     |
 * | `c.receiptAtom`        | `Receipt \| null`                       | memory only; set by a captured payment  |
 * | `c.paymentDetailsAtom` | `PaymentDetails \| null`                | from `GET checkout/{cartId}`            |
 * | `c.detailsCartIdAtom`  | `string \| null`                        | the cart those details are of (§7.10)   |
 * | `c.orderChangesAtom`   | `number`                                | order changes found under the page      |
 * | `c.giftCardsAtom`      | `readonly GiftCard[]`                   | applied cards (product-rules §7.4)      |
 * | `c.balanceInCentsAtom` | `number` (read-only)                    | `paymentDetails.balanceInCents`, else 0 |
 * | `c.statusAtom`         | `'idle' \| 'loading'`                   | read-only                               |
 * | `c.revisionAtom`       | `string \| null`                        | written anew when the order changes     |
 * | `c.errorAtom`          | `string \| null`                        | the WHOOPS text; set it to null to close |
 * | `c.detailsStaleAtom`   | `boolean`                               | the last refresh failed: details are old |
 *
 * Actions (write-only; `const run = useSetAtom(c.completePayment)`), each resolving to `true` on
 * success and `false` on failure with `errorAtom` set. They never throw:
 * - `loadPaymentDetails({ http })`
 * - `addGiftCard({ http, recaptchaKey, cardNumber, cardPin })` — bot check 'giftCard', then refresh
 * - `removeGiftCards({ http })` — then refresh
 * - `completePayment({ http, recaptchaKey, paymentType, orderType, nonce?, deviceData?, card? })` —
 *   pays the cart the details are of, expecting the balance on show (§7.10); a fresh bot-check
 *   token (action 'payment') for cards, gift cards and `free`, none for wallets (product-rules
 *   §13). `free` only at balance 0 with no gift card (§7.6). Success clears the stored cart and
 *   member caches (§4.3), remembers the payment type in `lastPaymentTypeAtom`, records
 *   `receiptAtom`, and drops the cart id, its expiry and the buyer's details. A `409` (the order
 *   changed) says so and fetches the details again. Paying once is the checkout session's guard.
 */
import { atom } from 'jotai/vanilla';
import type { GiftCard, Address, PaymentDetails } from '../../api/schemas';
import { createOrderSummaryCartAtoms } from './orderSummaryCart';
import type { Receipt } from './receipt';
import { createCheckoutActions } from './checkoutActions';
import type { CheckoutAtoms } from './checkoutTypes';
import { storedCartAtoms } from './storedCart';
import type { StoredCartAtoms } from './storedCart';

export { CHECKOUT_FALLBACK_TTL_SECONDS, secondsUntil } from './cartLifetime';
export { storedCartAtoms } from './storedCart';

/**
 * The atoms of one purchase's checkout in `scope` (e.g. `festival-pass/<cinemaId>/<festivalId>/0`):
 * new objects on every call, so its owner (the purchase's checkout session) makes them once and
 * hands them on. The stored parts are `stored` when a scope's are kept for the page (the shop's),
 * else made for this checkout.
 */
export function createCheckoutAtoms(
  scope: string,
  stored: StoredCartAtoms = storedCartAtoms(scope),
): CheckoutAtoms {
  const prefix = `checkout/${scope}`;
  const deliveryAddressAtom = atom<Address | null>(null);
  const receiptAtom = atom<Receipt | null>(null);
  const paymentDetailsAtom = atom<PaymentDetails | null>(null);
  const detailsCartIdAtom = atom<string | null>(null);
  const orderChangesAtom = atom(0);
  const giftCardsAtom = atom<readonly GiftCard[]>([]);
  const balanceInCentsAtom = atom((get) => get(paymentDetailsAtom)?.balanceInCents ?? 0);
  const errorAtom = atom<string | null>(null);
  const detailsStaleAtom = atom(false);
  const own = {
    deliveryAddressAtom,
    receiptAtom,
    paymentDetailsAtom,
    detailsCartIdAtom,
    orderChangesAtom,
    giftCardsAtom,
    balanceInCentsAtom,
    errorAtom,
    detailsStaleAtom,
  };
  const summary = createOrderSummaryCartAtoms();
  const actions = createCheckoutActions({
    ...stored,
    ...own,
    orderSummaryCartAtom: summary.orderSummaryCartAtom,
  });
  for (const [name, value] of Object.entries({ ...own, ...actions, ...summary }))
    value.debugLabel = `${prefix}:${name}`;
  return { scope, ...stored, ...own, ...actions, ...summary };
}
