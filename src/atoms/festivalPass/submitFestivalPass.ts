/**
 * Spec 4's festival-pass submit, in its order: 1 create a cart, 2 add the pass ×1, 3 order type
 * festivalPass, 4 store the customer, 5 save the newsletter subscription, 6 remove gift-card
 * payments, 7 fetch payment details, 8 go to payment (the caller does 8 on success).
 *
 * A retry after a failure reuses the stored cart while the server still has it open and it holds
 * nothing but the chosen pass ×1 (then step 2 is skipped) or nothing at all; a cart holding
 * anything else is deleted and a new one created, so no visitor ever pays for two passes.
 */
import type { Getter, PrimitiveAtom, Setter } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import { addProductOrder, createCart, deleteCart, getCart } from '../../api/cart';
import { cartOrderError } from '../../api/cartOrderError';
import { removeGiftCardPayments } from '../../api/checkout';
import type { Http } from '../../api/http';
import type { Cart, Customer } from '../../api/schemas';
import { saveSubscription } from '../../api/subscribe';
import { botCheckToken } from '../../botcheck/botCheckToken';
import { detailOr, isApiError, isBotCheckError } from '../../errors/errors';
import type { CheckoutAtoms } from '../checkout/checkoutAtoms';
import { PAYMENT_DETAILS_ERROR_MESSAGE } from '../checkout/checkoutMessages';
import { newsletterTypeFor } from './festivalOptions';
import type { FestivalPassFormValues } from './festivalPassValidation';

/** Something unforeseen stopped the sequence. */
export const SUBMIT_ERROR_MESSAGE = 'We could not continue to payment. Please try again.';
/** Step 1 failed without a server detail. */
export const CREATE_CART_ERROR_MESSAGE = 'We could not start your order. Please try again.';
/** Step 5 failed: the newsletter save is optional, so say how to go on without it. */
export const NEWSLETTER_ERROR_MESSAGE =
  'We could not subscribe you to the newsletter. Please try again, or untick the newsletter box to continue without it.';
/** Follows the server's detail when step 5 fails with one, so the way on is still said. */
export const NEWSLETTER_UNTICK_HINT = 'You can untick the newsletter box to continue without it.';
/** Step 6 failed without a server detail. */
export const PREPARE_PAYMENT_ERROR_MESSAGE = 'We could not prepare your payment. Please try again.';

/**
 * A stored cart this close to its expiry is not reused: the visitor still has to pay, and a cart
 * that expires on the payment page loses the order.
 */
export const CART_REUSE_MARGIN_MS = 2 * 60_000;

/** Bot-check action for the newsletter save (spec 6 names only payment and giftCard). */
export const SUBSCRIBE_BOT_CHECK_ACTION = 'subscribe';

/** What the sequence needs from the element. */
export interface FestivalPassSubmitContext {
  http: Http;
  recaptchaKey: string;
  cinemaId: string;
  festivalId: string;
}

/** The store access and atoms the sequence works on. */
export interface FestivalPassSubmitDeps {
  get: Getter;
  set: Setter;
  checkout: CheckoutAtoms;
  /** `typeId:email` of subscriptions already saved, so a retry does not subscribe twice. */
  savedSubscriptionsAtom: PrimitiveAtom<readonly string[]>;
}

/** How the sequence ended. */
export type FestivalPassSubmitResult = { ok: true } | { ok: false; message: string };

/** A failure the visitor sees as `message`. */
class StepError extends Error {}

function fail(error: unknown, fallback: string): never {
  if (error instanceof StepError) throw error;
  throw new StepError(isBotCheckError(error) ? error.message : detailOr(error, fallback));
}

const isEmptyCart = (cart: Cart): boolean =>
  cart.concessions.length === 0 && cart.sessions.length === 0;

const holdsOnlyPass = (cart: Cart, passId: string): boolean =>
  cart.sessions.length === 0 &&
  cart.concessions.length === 1 &&
  cart.concessions[0]?.id === passId &&
  cart.concessions[0].quantity === 1;

/** The stored cart when the server still has it open for long enough, else `undefined`. */
async function openStoredCart(http: Http, cartId: string): Promise<Cart | 'gone' | undefined> {
  try {
    const cart = await getCart(http, cartId, { refresh: true });
    if (!cart) return undefined;
    return Date.parse(cart.expiry) - Date.now() > CART_REUSE_MARGIN_MS ? cart : 'gone';
  } catch (error) {
    // 410: expired but still there, so it can be deleted; 404 and the rest: nothing to clean up.
    return isApiError(error) && error.status === 410 ? 'gone' : undefined;
  }
}

/** Steps 1–2: a cart holding exactly the chosen pass ×1, reusing the stored one when it can. */
async function cartWithPass(
  context: FestivalPassSubmitContext,
  deps: FestivalPassSubmitDeps,
  passId: string,
): Promise<string> {
  const { http, cinemaId } = context;
  const { get, set, checkout } = deps;
  const storedId = get(checkout.cartIdAtom);
  let cartId: string | undefined;
  if (storedId) {
    const stored = await openStoredCart(http, storedId);
    if (stored !== undefined && stored !== 'gone' && holdsOnlyPass(stored, passId)) {
      set(checkout.cartExpiryAtom, stored.expiry);
      return storedId;
    }
    if (stored !== undefined && stored !== 'gone' && isEmptyCart(stored)) {
      cartId = storedId;
      set(checkout.cartExpiryAtom, stored.expiry);
    } else {
      // The visitor changed the pass (or the cart expired): drop it rather than pay for both.
      if (stored !== undefined) await deleteCart(http, storedId).catch(() => undefined);
      set(checkout.cartIdAtom, RESET);
    }
  }
  if (!cartId) {
    const cart = await createCart(http).catch((error: unknown) =>
      fail(error, CREATE_CART_ERROR_MESSAGE),
    );
    if (!cart) throw new StepError(CREATE_CART_ERROR_MESSAGE);
    cartId = cart.id;
    // The expiry first: the cart id and the buyer's details are stored until it.
    set(checkout.cartExpiryAtom, cart.expiry);
    set(checkout.cartIdAtom, cartId);
  }
  const id = cartId;
  await addProductOrder(http, id, { cinemaId, products: [{ id: passId, quantity: 1 }] }).catch(
    (error: unknown) => {
      throw new StepError(cartOrderError('product', error).message);
    },
  );
  return id;
}

/** Step 5: the festival's newsletter, when ticked, with its own fresh bot-check token. */
async function saveNewsletter(
  context: FestivalPassSubmitContext,
  deps: FestivalPassSubmitDeps,
  customer: Customer,
): Promise<void> {
  const typeId = newsletterTypeFor(context.festivalId);
  if (!typeId) return;
  const key = `${typeId}:${customer.email.toLowerCase()}`;
  if (deps.get(deps.savedSubscriptionsAtom).includes(key)) return;
  const recaptchaToken = await botCheckToken(
    context.recaptchaKey,
    SUBSCRIBE_BOT_CHECK_ACTION,
  ).catch((error: unknown) => fail(error, NEWSLETTER_ERROR_MESSAGE));
  const { firstName, lastName, email } = customer;
  let failure: unknown;
  const saved = await saveSubscription(
    context.http,
    { typeId, firstName, lastName, email, recaptchaToken },
    { onError: (error) => (failure = error) },
  );
  if (saved !== true) {
    const detail = detailOr(failure, '');
    throw new StepError(detail ? `${detail} ${NEWSLETTER_UNTICK_HINT}` : NEWSLETTER_ERROR_MESSAGE);
  }
  deps.set(deps.savedSubscriptionsAtom, (keys) => [...keys, key]);
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
  const { get, set, checkout } = deps;
  const customer: Customer = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    postCode: values.postCode.trim(),
  };
  try {
    const cartId = await cartWithPass(context, deps, values.passId);
    // Step 3, the order type festivalPass, is the widget's: its payment page completes with it.
    set(checkout.customerAtom, customer);
    if (values.newsletter) await saveNewsletter(context, deps, customer);
    const cards = await removeGiftCardPayments(context.http, cartId).catch((error: unknown) =>
      fail(error, PREPARE_PAYMENT_ERROR_MESSAGE),
    );
    set(checkout.giftCardsAtom, cards ?? []);
    if (!(await set(checkout.loadPaymentDetails, { http: context.http }))) {
      const message = get(checkout.errorAtom) ?? PAYMENT_DETAILS_ERROR_MESSAGE;
      // Shown in the form, not as the payment page's WHOOPS modal.
      set(checkout.errorAtom, null);
      return { ok: false, message };
    }
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof StepError ? error.message : SUBMIT_ERROR_MESSAGE,
    };
  }
}
