/**
 * The festival-pass submit (product-rules §6.2), in its order: 1 create a cart, 2 add the pass ×1,
 * 3 order type festivalPass, 4 store the customer, 5 save the newsletter subscription, 6 remove
 * gift-card payments, 7 fetch payment details, 8 go to payment (the caller does 8 on success).
 * A subscription save that fails does not stop the sale (§12.2): the sequence goes on, and says
 * so for the payment and thanks pages to show.
 *
 * A retry after a failure reuses the stored cart while the server still has it open and it holds
 * nothing but the chosen pass ×1 (then step 2 is skipped) or nothing at all; a cart holding
 * anything else is deleted and a new one created, so no visitor ever pays for two passes.
 */
import type { PrimitiveAtom } from 'jotai/vanilla';
import { addProductOrder } from '../../api/cart';
import { cartOrderError } from '../../api/cartOrderError';
import type { Http } from '../../api/http';
import type { Cart, Customer } from '../../api/schemas';
import { saveSubscription } from '../../api/subscribe';
import { botCheckToken } from '../../botcheck/botCheckToken';
import {
  StepError,
  buyerOf,
  orderOutcome,
  preparePayment,
  reuseOrCreateCart,
} from '../checkout/orderSequence';
import type { OrderFailure, OrderStore, StoredCartUse } from '../checkout/orderSequence';
import { newsletterTypeFor } from './festivalOptions';
import type { FestivalPassFormValues } from './festivalPassValidation';

/** Bot-check action for the newsletter save. */
export const SUBSCRIBE_BOT_CHECK_ACTION = 'subscribe';

/** What the sequence needs from the element. */
export interface FestivalPassSubmitContext {
  http: Http;
  recaptchaKey: string;
  cinemaId: string;
  festivalId: string;
}

/** The store access and atoms the sequence works on. */
export interface FestivalPassSubmitDeps extends OrderStore {
  /** `typeId:email` of subscriptions already saved, so a retry does not subscribe twice. */
  savedSubscriptionsAtom: PrimitiveAtom<readonly string[]>;
}

/**
 * How the sequence ended: on to payment (with the newsletter's failure to tell, if its save
 * failed), or the message for the form.
 */
export type FestivalPassSubmitResult = { ok: true; newsletterFailed: boolean } | OrderFailure;

/** The stored cart already holds exactly the pass ×1, may take it (empty), or holds something else. */
const passCartUse =
  (passId: string) =>
  (cart: Cart): StoredCartUse => {
    if (cart.sessions.length > 0) return 'drop';
    if (cart.concessions.length === 0) return 'reuse';
    const [line] = cart.concessions;
    return cart.concessions.length === 1 && line?.id === passId && line.quantity === 1
      ? 'keep'
      : 'drop';
  };

/** Steps 1–2: a cart holding exactly the chosen pass ×1, reusing the stored one when it can. */
async function cartWithPass(
  context: FestivalPassSubmitContext,
  deps: FestivalPassSubmitDeps,
  passId: string,
): Promise<string> {
  const { http, cinemaId } = context;
  const { cartId, holdsOrder } = await reuseOrCreateCart(http, deps, passCartUse(passId));
  if (holdsOrder) return cartId;
  await addProductOrder(http, cartId, { cinemaId, products: [{ id: passId, quantity: 1 }] }).catch(
    (error: unknown) => {
      throw new StepError(cartOrderError('product', error).message);
    },
  );
  return cartId;
}

/**
 * Step 5: the festival's newsletter, when ticked, with its own fresh bot-check token. Resolves
 * whether it was saved (or had been already); a failure, the bot check's included, is false and
 * never stops the sale (product-rules §12.2).
 */
async function saveNewsletter(
  context: FestivalPassSubmitContext,
  deps: FestivalPassSubmitDeps,
  customer: Customer,
): Promise<boolean> {
  const typeId = newsletterTypeFor(context.festivalId);
  if (!typeId) return true;
  const key = `${typeId}:${customer.email.toLowerCase()}`;
  if (deps.get(deps.savedSubscriptionsAtom).includes(key)) return true;
  try {
    const recaptchaToken = await botCheckToken(context.recaptchaKey, SUBSCRIBE_BOT_CHECK_ACTION);
    const { firstName, lastName, email } = customer;
    const saved = await saveSubscription(context.http, {
      typeId,
      firstName,
      lastName,
      email,
      recaptchaToken,
    });
    if (saved !== true) return false;
  } catch {
    return false;
  }
  deps.set(deps.savedSubscriptionsAtom, (keys) => [...keys, key]);
  return true;
}

/**
 * Run steps 1–7 for `values` (already validated). Never throws: a failure resolves to the message
 * to show in the form, with the visitor's values untouched.
 */
export async function submitFestivalPass(
  context: FestivalPassSubmitContext,
  deps: FestivalPassSubmitDeps,
  values: FestivalPassFormValues,
): Promise<FestivalPassSubmitResult> {
  const customer = buyerOf(values);
  return orderOutcome(async () => {
    const cartId = await cartWithPass(context, deps, values.passId);
    // Step 3, the order type festivalPass, is the widget's: its payment page completes with it.
    deps.set(deps.checkout.customerAtom, customer);
    const subscribed = values.newsletter ? await saveNewsletter(context, deps, customer) : true;
    await preparePayment(context.http, deps, cartId);
    return { ok: true as const, newsletterFailed: !subscribed };
  });
}
