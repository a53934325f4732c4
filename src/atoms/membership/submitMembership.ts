/**
 * The membership sequence (product-rules §11.2), loaded with the checkout flow: a cart (the stored
 * one while the server still has it open for long enough), the membership order — `POST
 * cart/{id}/membership` with the applicant and a fresh bot-check token (action `membership`) for a
 * new membership or a renewal, `POST cart/{id}/upgrade-membership` for an upgrade — the buyer
 * stored, any gift-card payments removed, the payment details fetched. A free option then completes
 * at once with `paymentType: 'free'` (product-rules §7.6); a paid one goes on to the shared payment
 * page.
 *
 * A retry after a failure reuses the cart. A cart holding anything but this membership is deleted
 * and a new one made, so nobody ever pays for two memberships.
 */
import { RESET } from 'jotai/vanilla/utils';
import { addMembershipOrder, addUpgradeMembershipOrder } from '../../api/cart';
import { cartOrderError } from '../../api/cartOrderError';
import type { Http } from '../../api/http';
import type { Cart, MembershipOption } from '../../api/schemas';
import { botCheckToken } from '../../botcheck/botCheckToken';
import { PAYMENT_ERROR_MESSAGE } from '../checkout/checkoutMessages';
import {
  StepError,
  buyerOf,
  fail,
  isGone,
  newServerCart,
  orderOutcome,
  preparePayment,
  rememberCart,
  reuseOrCreateCart,
} from '../checkout/orderSequence';
import type { OrderFailure, OrderStore } from '../checkout/orderSequence';
import { isFreeOption, orderTypeFor } from './optionRules';
import type { ApplicantValues } from './membershipRules';

/** The bot-check action of the membership order. */
export const MEMBERSHIP_BOT_CHECK_ACTION = 'membership';

/** What the sequence needs from the element. */
export interface MembershipSubmitContext {
  http: Http;
  recaptchaKey: string;
  cinemaId: string;
}

/** The store access and the checkout atoms of the element. */
export type MembershipSubmitDeps = OrderStore;

/**
 * How the sequence ended: on to payment, completed already (a free membership, with the cart its
 * order answered, for the purchase report of product-rules §15.3), or the message to show in the
 * form.
 */
export type MembershipSubmitResult =
  | { ok: true; completed: false }
  | { ok: true; completed: true; cart: Cart | undefined }
  | OrderFailure;

/** The cart may take this membership: empty, or holding only this option (the order replaces it). */
const fitsMembership = (cart: Cart, option: MembershipOption): boolean =>
  cart.sessions.length === 0 &&
  cart.concessions.every((line) => line.id === option.concessionItemId);

/** The membership order for `option` in cart `cartId`; resolves to the cart it answered. */
async function postOrder(
  context: MembershipSubmitContext,
  cartId: string,
  option: MembershipOption,
  values: ApplicantValues,
): Promise<Cart | undefined> {
  const { http, cinemaId, recaptchaKey } = context;
  const { concessionItemId } = option;
  if (option.action === 'upgrade')
    return addUpgradeMembershipOrder(http, cartId, { cinemaId, concessionItemId });
  const recaptchaToken = await botCheckToken(recaptchaKey, MEMBERSHIP_BOT_CHECK_ACTION).catch(
    (error: unknown) => fail(error, cartOrderError('membership', error).message),
  );
  return addMembershipOrder(http, cartId, {
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

/**
 * The order, in a new cart once when the server says the stored one has gone (410, 404); resolves
 * to the cart's id and the cart the order answered.
 */
async function cartWithMembership(
  context: MembershipSubmitContext,
  deps: MembershipSubmitDeps,
  option: MembershipOption,
  values: ApplicantValues,
): Promise<{ cartId: string; cart: Cart | undefined }> {
  const kind = option.action === 'upgrade' ? 'upgradeMembership' : 'membership';
  // Another membership (or a cart about to expire) is dropped rather than paid for twice.
  const { cartId } = await reuseOrCreateCart(context.http, deps, (cart) =>
    fitsMembership(cart, option) ? 'reuse' : 'drop',
  );
  try {
    return { cartId, cart: await postOrder(context, cartId, option, values) };
  } catch (error) {
    if (error instanceof StepError) throw error;
    if (!isGone(error)) throw new StepError(cartOrderError(kind, error).message);
    deps.set(deps.checkout.cartIdAtom, RESET);
    const fresh = await newServerCart(context.http);
    rememberCart(deps, fresh);
    const cart = await postOrder(context, fresh.id, option, values).catch((again: unknown) =>
      fail(again, cartOrderError(kind, again).message),
    );
    return { cartId: fresh.id, cart };
  }
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
  const customer = buyerOf(values);
  return orderOutcome(async () => {
    const { cartId, cart } = await cartWithMembership(context, deps, option, values);
    set(checkout.customerAtom, customer);
    await preparePayment(context.http, deps, cartId);
    // A free membership completes here, from 'Join', with no payment options, under the
    // purchase's one payment guard (product-rules §7.10).
    if (!isFreeOption(option) || get(checkout.balanceInCentsAtom) !== 0)
      return { ok: true as const, completed: false as const };
    if (!deps.session.begin('free')) throw new StepError(PAYMENT_ERROR_MESSAGE);
    const completed = await set(checkout.completePayment, {
      http: context.http,
      recaptchaKey: context.recaptchaKey,
      paymentType: 'free',
      orderType: orderTypeFor(option),
    });
    if (!completed) {
      deps.session.release('free');
      const message = get(checkout.errorAtom) ?? PAYMENT_ERROR_MESSAGE;
      set(checkout.errorAtom, null);
      throw new StepError(message);
    }
    return { ok: true as const, completed: true as const, cart };
  });
}
