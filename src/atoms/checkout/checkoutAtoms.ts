/**
 * The payment store (product-rules §7): the state of one checkout and its four calls,
 * shared by the festival-pass widget, the shop and the member area.
 *
 * Quick reference for the payment page (`const c = checkoutAtoms(scope)`, same scope → same atoms):
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
 * | `c.giftCardsAtom`      | `readonly GiftCard[]`                   | applied cards (product-rules §7.4)      |
 * | `c.balanceInCentsAtom` | `number` (read-only)                    | `paymentDetails.balanceInCents`, else 0 |
 * | `c.statusAtom`         | `'idle' \| 'loading' \| 'processing'`   | read-only; processing = completing      |
 * | `c.errorAtom`          | `string \| null`                        | the WHOOPS text; set it to null to close |
 * | `c.detailsStaleAtom`   | `boolean`                               | the last refresh failed: details are old |
 *
 * Actions (write-only; `const run = useSetAtom(c.completePayment)`), each resolving to `true` on
 * success and `false` on failure with `errorAtom` set. They never throw:
 * - `loadPaymentDetails({ http })`
 * - `addGiftCard({ http, recaptchaKey, cardNumber, cardPin })` — bot check 'giftCard', then refresh
 * - `removeGiftCards({ http })` — then refresh
 * - `completePayment({ http, recaptchaKey, paymentType, orderType, nonce?, deviceData?, card? })` —
 *   a fresh bot-check token (action 'payment') for cards and `free`; none for wallets and gift
 *   cards (product-rules §13). `free` only at balance 0 with no gift card (§7.6). Success clears
 *   the stored cart and member caches (§4.3), remembers the payment type in `lastPaymentTypeAtom`,
 *   records `receiptAtom`, and drops the cart id, its expiry and the buyer's details. A second call
 *   while one is in flight resolves `false` and changes nothing.
 */
import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { Address } from '../../api/schemas/orders';
import { Customer } from '../../api/schemas/customer';
import type { GiftCard, PaymentDetails } from '../../api/schemas';
import { storage } from '../../storage/storage';
import { persistedAtom } from '../persistedAtom';
import { createOrderSummaryCartAtoms } from './orderSummaryCart';
import type { Receipt } from './receipt';
import { createCheckoutActions } from './checkoutActions';
import type { CheckoutAtoms } from './checkoutTypes';
import { secondsUntil } from './cartLifetime';

export { CHECKOUT_FALLBACK_TTL_SECONDS, secondsUntil } from './cartLifetime';

const scopes = new Map<string, CheckoutAtoms>();

function build(scope: string): CheckoutAtoms {
  const prefix = `checkout/${scope}`;
  const expiryKey = `${prefix}/cart-expiry`;
  // The buyer's details and the cart id live no longer than the server cart they belong to.
  const untilCartExpires = () => secondsUntil(storage.get<string>(expiryKey));
  const cartExpiryAtom = persistedAtom(expiryKey, v.nullable(v.string()), null, {
    ttlSeconds: untilCartExpires,
  });
  const cartIdAtom = persistedAtom(
    `${prefix}/cart-id`,
    v.nullable(v.pipe(v.string(), v.nonEmpty())),
    null,
    { ttlSeconds: untilCartExpires },
  );
  const customerAtom = persistedAtom(`${prefix}/customer`, v.nullable(Customer), null, {
    ttlSeconds: untilCartExpires,
  });
  const billingAddressAtom = persistedAtom(`${prefix}/billing-address`, v.nullable(Address), null, {
    ttlSeconds: untilCartExpires,
  });
  const deliveryAddressAtom = atom<Address | null>(null);
  const receiptAtom = atom<Receipt | null>(null);
  const paymentDetailsAtom = atom<PaymentDetails | null>(null);
  const giftCardsAtom = atom<readonly GiftCard[]>([]);
  const balanceInCentsAtom = atom((get) => get(paymentDetailsAtom)?.balanceInCents ?? 0);
  const errorAtom = atom<string | null>(null);
  const detailsStaleAtom = atom(false);
  const state = {
    cartIdAtom,
    cartExpiryAtom,
    customerAtom,
    billingAddressAtom,
    deliveryAddressAtom,
    receiptAtom,
    paymentDetailsAtom,
    giftCardsAtom,
    balanceInCentsAtom,
    errorAtom,
    detailsStaleAtom,
  };
  const summary = createOrderSummaryCartAtoms();
  const actions = createCheckoutActions({
    ...state,
    orderSummaryCartAtom: summary.orderSummaryCartAtom,
  });
  for (const [name, value] of Object.entries({ ...state, ...actions, ...summary }))
    value.debugLabel = `${prefix}:${name}`;
  return { scope, ...state, ...actions, ...summary };
}

/**
 * The atoms of the checkout named `scopeKey` (e.g. `festival-pass/<cinemaId>/<festivalId>`),
 * created on first use and the same objects ever after, so several widgets on one page keep
 * separate checkouts while one widget's pages share its state.
 */
export function checkoutAtoms(scopeKey: string): CheckoutAtoms {
  let atoms = scopes.get(scopeKey);
  if (!atoms) {
    atoms = build(scopeKey);
    scopes.set(scopeKey, atoms);
  }
  return atoms;
}
