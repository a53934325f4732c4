/**
 * The payment store's four calls as write-only jotai atoms. Each resolves to `true` or `false` and
 * never throws: the payment page shows `errorAtom` in its WHOOPS modal, and an exception escaping
 * a click handler would reach the host page instead.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, Getter, PrimitiveAtom, Setter, WritableAtom } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import { clearAfterPayment } from '../../api/cache';
import {
  addGiftCardPayment,
  completePayment as sendCompletion,
  paymentDetails,
  removeGiftCardPayments,
} from '../../api/checkout';
import type { Http } from '../../api/http';
import type {
  Customer,
  GiftCard,
  OrderType,
  PaymentCompletion,
  PaymentDetails,
  PaymentType,
} from '../../api/schemas';
import { getBotCheckToken } from '../../botcheck/getBotCheckToken';
import { detailOr, isBotCheckError } from '../../errors/errors';
import type { PersistedUpdate } from '../persistedAtom';
import type { CheckoutAction, CheckoutStatus } from './checkoutAtoms';
import {
  GIFT_CARD_ADD_ERROR_MESSAGE,
  GIFT_CARD_REMOVE_ERROR_MESSAGE,
  PAYMENT_DETAILS_ERROR_MESSAGE,
  PAYMENT_ERROR_MESSAGE,
} from './checkoutMessages';
import { giftCardListRule } from './giftCardListRule';
import { lastPaymentTypeAtom } from './lastPaymentTypeAtom';

/** What every call needs: the API client of the element. */
export interface HttpContext {
  http: Http;
  /** Accepted (and ignored) so one context object fits every action. */
  recaptchaKey?: string | undefined;
}

/** What calls that send a bot-check token need. */
export interface CheckoutContext {
  http: Http;
  /** The element's reCAPTCHA site key (`data-recaptcha-key`). */
  recaptchaKey: string;
}

/** The gift card entered in the gift card form. */
export interface GiftCardInput {
  cardNumber: string;
  cardPin: string;
}

/** How the buyer paid. */
export interface CompletePaymentInput {
  paymentType: PaymentType;
  /** The provider's nonce; every type but `giftCard` has one. */
  nonce?: string | undefined;
  /** The provider's device data for fraud checks, when it gave some. */
  deviceData?: string | undefined;
  /** True for cards (bot check action 'payment'); wallets and gift cards send no token (spec 6). */
  withBotCheck: boolean;
}

/** The state atoms the actions read and write. */
export interface CheckoutStateAtoms {
  cartIdAtom: WritableAtom<string | null, [PersistedUpdate<string | null>], void>;
  customerAtom: WritableAtom<Customer | null, [PersistedUpdate<Customer | null>], void>;
  orderTypeAtom: PrimitiveAtom<OrderType>;
  paymentDetailsAtom: PrimitiveAtom<PaymentDetails | null>;
  giftCardsAtom: PrimitiveAtom<readonly GiftCard[]>;
  errorAtom: PrimitiveAtom<string | null>;
  detailsStaleAtom: PrimitiveAtom<boolean>;
}

/** The actions, plus the status they drive. */
export interface CheckoutActions {
  /** Derived from the calls in flight; read-only. */
  statusAtom: Atom<CheckoutStatus>;
  loadPaymentDetails: CheckoutAction<HttpContext>;
  addGiftCard: CheckoutAction<CheckoutContext & GiftCardInput>;
  removeGiftCards: CheckoutAction<HttpContext>;
  completePayment: CheckoutAction<CheckoutContext & CompletePaymentInput>;
}

/** A bot-check failure explains itself; anything else shows the server's detail or `fallback`. */
function messageFor(error: unknown, fallback: string): string {
  if (isBotCheckError(error)) return error.message;
  return detailOr(error, fallback);
}

/** Build the action atoms over one scope's state atoms. */
export function createCheckoutActions(state: CheckoutStateAtoms): CheckoutActions {
  const { cartIdAtom, customerAtom, orderTypeAtom, paymentDetailsAtom, giftCardsAtom, errorAtom } =
    state;
  const { detailsStaleAtom } = state;
  // A counter, not a flag: a refresh inside "add gift card" must not end the outer loading state.
  const loadingAtom = atom(0);
  const processingAtom = atom(false);
  const statusAtom = atom<CheckoutStatus>((get) =>
    get(processingAtom) ? 'processing' : get(loadingAtom) > 0 ? 'loading' : 'idle',
  );

  async function whileLoading(set: Setter, work: () => Promise<boolean>): Promise<boolean> {
    set(loadingAtom, (n) => n + 1);
    try {
      return await work();
    } finally {
      set(loadingAtom, (n) => n - 1);
    }
  }

  function requireCartId(get: Getter): string {
    const cartId = get(cartIdAtom);
    if (!cartId) throw new Error('There is no cart to pay for.');
    return cartId;
  }

  async function refresh(get: Getter, set: Setter, http: Http): Promise<boolean> {
    try {
      const details = await paymentDetails(http, requireCartId(get));
      if (!details) return false;
      set(paymentDetailsAtom, details);
      set(detailsStaleAtom, false);
      set(giftCardsAtom, giftCardListRule(get(giftCardsAtom), details.giftCards));
      return true;
    } catch (error) {
      // After a gift card was added or removed, the details held now no longer match the cart.
      set(detailsStaleAtom, true);
      set(errorAtom, messageFor(error, PAYMENT_DETAILS_ERROR_MESSAGE));
      return false;
    }
  }

  const loadPaymentDetails = atom(null, (get, set, { http }: HttpContext) => {
    set(errorAtom, null);
    return whileLoading(set, () => refresh(get, set, http));
  });

  const addGiftCard = atom(null, (get, set, input: CheckoutContext & GiftCardInput) => {
    set(errorAtom, null);
    return whileLoading(set, async () => {
      try {
        const cartId = requireCartId(get);
        // Fetched right before the call: a token is single-use and short-lived (CONTRACT §3).
        const recaptchaToken = await getBotCheckToken(input.recaptchaKey, 'giftCard');
        const payload = {
          cardNumber: input.cardNumber.trim(),
          cardPin: input.cardPin.trim(),
          recaptchaToken,
        };
        const cards = await addGiftCardPayment(input.http, cartId, payload);
        if (!cards) return false;
        set(giftCardsAtom, cards);
      } catch (error) {
        set(errorAtom, messageFor(error, GIFT_CARD_ADD_ERROR_MESSAGE));
        return false;
      }
      return refresh(get, set, input.http);
    });
  });

  const removeGiftCards = atom(null, (get, set, { http }: HttpContext) => {
    set(errorAtom, null);
    return whileLoading(set, async () => {
      try {
        const cards = await removeGiftCardPayments(http, requireCartId(get));
        if (!cards) return false;
        // The DELETE answer is the remaining list; spec 4's rule is for payment details only.
        set(giftCardsAtom, cards);
      } catch (error) {
        set(errorAtom, messageFor(error, GIFT_CARD_REMOVE_ERROR_MESSAGE));
        return false;
      }
      return refresh(get, set, http);
    });
  });

  const completePayment = atom(
    null,
    async (get, set, input: CheckoutContext & CompletePaymentInput) => {
      // Double submit: the first completion decides; a second click must not pay twice.
      if (get(processingAtom)) return false;
      set(processingAtom, true);
      set(errorAtom, null);
      const { http, paymentType, nonce, deviceData } = input;
      try {
        const cartId = requireCartId(get);
        const customer = get(customerAtom);
        if (!customer) throw new Error('There are no customer details to pay with.');
        const recaptchaToken = input.withBotCheck
          ? await getBotCheckToken(input.recaptchaKey, 'payment')
          : undefined;
        const payload: PaymentCompletion = {
          paymentType,
          orderType: get(orderTypeAtom),
          customer,
          ...(nonce ? { securedCardData: { nonce, ...(deviceData ? { deviceData } : {}) } } : {}),
          ...(recaptchaToken ? { recaptchaToken } : {}),
        };
        const success = await sendCompletion(http, cartId, payload);
        if (success !== true) throw new Error('The server did not confirm the payment.');
        // Spec 4: the stored cart and the member's changed lists go; the payment type is remembered.
        clearAfterPayment(http);
        set(lastPaymentTypeAtom, paymentType);
        set(cartIdAtom, RESET);
        set(giftCardsAtom, []);
        return true;
      } catch (error) {
        // Spec 8: a failed gift-card completion always shows the default text.
        set(
          errorAtom,
          paymentType === 'giftCard'
            ? PAYMENT_ERROR_MESSAGE
            : messageFor(error, PAYMENT_ERROR_MESSAGE),
        );
        return false;
      } finally {
        set(processingAtom, false);
      }
    },
  );

  return { statusAtom, loadPaymentDetails, addGiftCard, removeGiftCards, completePayment };
}
