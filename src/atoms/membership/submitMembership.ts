/**
 * CONTRACT §8's membership sequence, loaded with the checkout flow: a cart (the stored one while
 * the server still has it open for long enough), the membership order — `POST cart/{id}/membership`
 * with the applicant and a fresh bot-check token (action `membership`) for a new membership or a
 * renewal, `POST cart/{id}/upgrade-membership` for an upgrade — the buyer stored, any gift-card
 * payments removed, the payment details fetched. A free option then completes at once with
 * `paymentType: 'free'` (CONTRACT §4); a paid one goes on to the shared payment page.
 *
 * A retry after a failure reuses the cart. A cart holding anything but this membership is deleted
 * and a new one made, so nobody ever pays for two memberships.
 */
import type { Getter, Setter } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import {
  addMembershipOrder,
  addUpgradeMembershipOrder,
  createCart,
  deleteCart,
  getCart,
} from '../../api/cart';
import { cartOrderError } from '../../api/cartOrderError';
import { removeGiftCardPayments } from '../../api/checkout';
import type { Http } from '../../api/http';
import type { Cart, Customer, MembershipOption } from '../../api/schemas';
import { botCheckToken } from '../../botcheck/botCheckToken';
import { detailOr, isApiError, isBotCheckError } from '../../errors/errors';
import type { CheckoutAtoms } from '../checkout/checkoutAtoms';
import { PAYMENT_DETAILS_ERROR_MESSAGE, PAYMENT_ERROR_MESSAGE } from '../checkout/checkoutMessages';
import {
  CART_REUSE_MARGIN_MS,
  CREATE_CART_ERROR_MESSAGE,
  PREPARE_PAYMENT_ERROR_MESSAGE,
  SUBMIT_ERROR_MESSAGE,
} from '../festivalPass/submitFestivalPass';
import { isFreeOption, orderTypeFor } from './optionRules';
import type { ApplicantValues } from './membershipRules';

/** CONTRACT §3: the bot-check action of the membership order. */
export const MEMBERSHIP_BOT_CHECK_ACTION = 'membership';

/** What the sequence needs from the element. */
export interface MembershipSubmitContext {
  http: Http;
  recaptchaKey: string;
  cinemaId: string;
}

/** The store access and the checkout atoms of the element. */
export interface MembershipSubmitDeps {
  get: Getter;
  set: Setter;
  checkout: CheckoutAtoms;
}

/**
 * How the sequence ended: on to payment, completed already (a free membership), or the message
 * to show in the form.
 */
export type MembershipSubmitResult =
  { ok: true; completed: boolean } | { ok: false; message: string };

/** A failure the applicant sees as `message`. */
class StepError extends Error {}

function fail(error: unknown, fallback: string): never {
  if (error instanceof StepError) throw error;
  throw new StepError(isBotCheckError(error) ? error.message : detailOr(error, fallback));
}

const isGone = (error: unknown): boolean =>
  isApiError(error) && (error.status === 410 || error.status === 404);

/** The cart may take this membership: empty, or holding only this option (the order replaces it). */
const fitsMembership = (cart: Cart, option: MembershipOption): boolean =>
  cart.sessions.length === 0 &&
  cart.concessions.every((line) => line.id === option.concessionItemId);

/** The stored cart when the server still has it open for long enough and it fits. */
async function reusableCart(
  context: MembershipSubmitContext,
  deps: MembershipSubmitDeps,
  option: MembershipOption,
): Promise<string | null> {
  const { http } = context;
  const { get, set, checkout } = deps;
  const storedId = get(checkout.cartIdAtom);
  if (!storedId) return null;
  let cart: Cart | undefined;
  try {
    cart = await getCart(http, storedId, { refresh: true });
  } catch (error) {
    // 410: expired but still there, so it can be deleted; 404 and the rest: nothing to clean up.
    if (isApiError(error) && error.status === 410)
      await deleteCart(http, storedId).catch(() => undefined);
    set(checkout.cartIdAtom, RESET);
    return null;
  }
  if (
    cart &&
    Date.parse(cart.expiry) - Date.now() > CART_REUSE_MARGIN_MS &&
    fitsMembership(cart, option)
  ) {
    set(checkout.cartExpiryAtom, cart.expiry);
    return storedId;
  }
  // Another membership (or a cart about to expire): drop it rather than pay for both.
  if (cart) await deleteCart(http, storedId).catch(() => undefined);
  set(checkout.cartIdAtom, RESET);
  return null;
}

async function newCart(http: Http, deps: MembershipSubmitDeps): Promise<string> {
  const cart = await createCart(http).catch((error: unknown) =>
    fail(error, CREATE_CART_ERROR_MESSAGE),
  );
  if (!cart) throw new StepError(CREATE_CART_ERROR_MESSAGE);
  // The expiry first: the cart id and the buyer's details are stored until it.
  deps.set(deps.checkout.cartExpiryAtom, cart.expiry);
  deps.set(deps.checkout.cartIdAtom, cart.id);
  return cart.id;
}

/** The membership order for `option` in cart `cartId`. */
async function postOrder(
  context: MembershipSubmitContext,
  cartId: string,
  option: MembershipOption,
  values: ApplicantValues,
): Promise<void> {
  const { http, cinemaId, recaptchaKey } = context;
  const { concessionItemId } = option;
  if (option.action === 'upgrade') {
    await addUpgradeMembershipOrder(http, cartId, { cinemaId, concessionItemId });
    return;
  }
  const recaptchaToken = await botCheckToken(recaptchaKey, MEMBERSHIP_BOT_CHECK_ACTION).catch(
    (error: unknown) => fail(error, cartOrderError('membership', error).message),
  );
  await addMembershipOrder(http, cartId, {
    cinemaId,
    concessionItemId,
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mobilePhone: values.mobilePhone.trim(),
    dateOfBirth: values.dateOfBirth,
    postCode: values.postCode.trim(),
    sendNewsletter: values.sendNewsletter,
    sendLoyaltyUpdates: values.sendLoyaltyUpdates,
    recaptchaToken,
  });
}

/** The order, in a new cart once when the server says the stored one has gone (410, 404). */
async function cartWithMembership(
  context: MembershipSubmitContext,
  deps: MembershipSubmitDeps,
  option: MembershipOption,
  values: ApplicantValues,
): Promise<string> {
  const kind = option.action === 'upgrade' ? 'upgradeMembership' : 'membership';
  let cartId = (await reusableCart(context, deps, option)) ?? (await newCart(context.http, deps));
  try {
    await postOrder(context, cartId, option, values);
  } catch (error) {
    if (error instanceof StepError) throw error;
    if (!isGone(error)) throw new StepError(cartOrderError(kind, error).message);
    deps.set(deps.checkout.cartIdAtom, RESET);
    cartId = await newCart(context.http, deps);
    await postOrder(context, cartId, option, values).catch((again: unknown) =>
      fail(again, cartOrderError(kind, again).message),
    );
  }
  return cartId;
}

/**
 * Run the sequence for `option` and the applicant's `values` (already validated). Never throws:
 * a failure resolves to the message to show, with everything typed kept by the caller.
 */
export async function submitMembership(
  context: MembershipSubmitContext,
  deps: MembershipSubmitDeps,
  option: MembershipOption,
  values: ApplicantValues,
): Promise<MembershipSubmitResult> {
  const { get, set, checkout } = deps;
  // Who pays, as every checkout sends it. The date of birth and mobile went with the membership
  // order; they are not stored in the browser with the cart.
  const customer: Customer = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    postCode: values.postCode.trim(),
  };
  try {
    const cartId = await cartWithMembership(context, deps, option, values);
    set(checkout.customerAtom, customer);
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
    // CONTRACT §4: a free membership completes here, from 'Join', with no payment options.
    if (isFreeOption(option) && get(checkout.balanceInCentsAtom) === 0) {
      const completed = await set(checkout.completePayment, {
        http: context.http,
        recaptchaKey: context.recaptchaKey,
        paymentType: 'free',
        orderType: orderTypeFor(option),
      });
      if (!completed) {
        const message = get(checkout.errorAtom) ?? PAYMENT_ERROR_MESSAGE;
        set(checkout.errorAtom, null);
        return { ok: false, message };
      }
      return { ok: true, completed: true };
    }
    return { ok: true, completed: false };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof StepError ? error.message : SUBMIT_ERROR_MESSAGE,
    };
  }
}
