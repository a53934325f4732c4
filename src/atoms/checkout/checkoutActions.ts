/**
 * The payment store's four calls as write-only jotai atoms. Each resolves to `true` or `false` and
 * never throws: the payment page shows `errorAtom` in its WHOOPS modal, and an exception escaping
 * a click handler would reach the host page instead.
 */
import { atom } from 'jotai/vanilla';
import type { Getter, Setter } from 'jotai/vanilla';
import type * as paymentActions from './paymentActions';
import { loadCheckoutFlow } from '../loadCheckoutFlow';
import { loadChunk } from '../loadChunk';
import { detailOr, isBotCheckError } from '../../errors/errors';
import type {
  CheckoutActions,
  CheckoutContext,
  CheckoutStateAtoms,
  CheckoutStatus,
  CompletePaymentInput,
  GiftCardInput,
  HttpContext,
  PaymentActionTools,
} from './checkoutTypes';

type PaymentActionsModule = typeof paymentActions;

/** A bot-check failure explains itself; anything else shows the server's detail or `fallback`. */
function messageFor(error: unknown, fallback: string): string {
  if (isBotCheckError(error)) return error.message;
  return detailOr(error, fallback);
}

/** Build the action atoms over one scope's state atoms. */
export function createCheckoutActions(state: CheckoutStateAtoms): CheckoutActions {
  const { cartIdAtom, paymentDetailsAtom, errorAtom } = state;
  // A counter, not a flag: a refresh inside "add gift card" must not end the outer loading state.
  const loadingAtom = atom(0);
  const balanceOf = atom((get) => get(paymentDetailsAtom)?.balanceInCents ?? 0);
  const statusAtom = atom<CheckoutStatus>((get) => (get(loadingAtom) > 0 ? 'loading' : 'idle'));

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

  /** What the checkout flow's actions (loaded on demand) work with. */
  const tools = (get: Getter, set: Setter): PaymentActionTools => ({
    get,
    set,
    state,
    balanceOf,
    whileLoading: (work) => whileLoading(set, work),
    requireCartId: () => requireCartId(get),
    messageFor,
  });

  /**
   * Run an action of the checkout flow (./paymentActions), whose code loads on first use — after
   * the details form has shown — and never throws: a chunk that cannot load is a clear message.
   */
  async function withFlow(
    set: Setter,
    run: (actions: PaymentActionsModule) => Promise<boolean>,
  ): Promise<boolean> {
    const loaded = await loadChunk(loadCheckoutFlow);
    if (loaded.ok) return run(loaded.module.payment);
    set(errorAtom, loaded.message);
    return false;
  }

  const loadPaymentDetails = atom(null, (get, set, { http }: HttpContext) => {
    set(errorAtom, null);
    return whileLoading(set, () =>
      withFlow(set, (actions) => actions.refreshDetails(tools(get, set), http)),
    );
  });
  const addGiftCard = atom(null, (get, set, input: CheckoutContext & GiftCardInput) =>
    withFlow(set, (actions) => actions.addGiftCard(tools(get, set), input)),
  );
  const removeGiftCards = atom(null, (get, set, input: HttpContext) =>
    withFlow(set, (actions) => actions.removeGiftCards(tools(get, set), input)),
  );
  // Paying once is the checkout session's guard (src/react/payment/CheckoutSession.ts), taken
  // before this runs.
  const completePayment = atom(null, (get, set, input: CheckoutContext & CompletePaymentInput) =>
    withFlow(set, (actions) => actions.completePayment(tools(get, set), input)),
  );

  return { statusAtom, loadPaymentDetails, addGiftCard, removeGiftCards, completePayment };
}
