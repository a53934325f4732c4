/**
 * The state of one festival-pass widget (one cinema, one festival): its passes, the details form,
 * the submit, and which page it shows. It lives in the page-wide store, so the form keeps what the
 * visitor typed while the payment page is open and after r2wc remounts the element.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, PrimitiveAtom, WritableAtom } from 'jotai/vanilla';
import type { Http } from '../../api/http';
import type { FestivalPass, PaymentType } from '../../api/schemas';
import { festivalPasses, festivalPassesNow } from '../../api/shop';
import type { WidgetPage } from '../../events/events';
import { claimSlot } from '../elementSlot';
import { elementOwned } from '../elementState';
import { personalAtom } from '../personalDataClears';
import type { SlotOwner } from '../elementSlot';
import {
  EMPTY_FESTIVAL_PASS_FORM,
  FESTIVAL_PASS_FIELDS,
  canSubmit,
  validateField,
} from './festivalPassValidation';
import type { FestivalPassField, FestivalPassFormValues } from './festivalPassValidation';
import { checkoutStep } from '../../dom/chunkSteps';
import type { OrderSession } from '../checkout/checkoutTypes';
import { sendWithCheckoutFlow } from '../checkout/sendWithCheckoutFlow';
import { purchaseCode } from '../loadCheckout';
import type { OrderCode } from '../loadCheckout';
import type * as FestivalPassOrder from './submitFestivalPass';
import { createFormAtoms } from '../form/formAtoms';
import type { FormAtoms } from '../form/formAtoms';

/** The festival pass's order calls: a chunk of their own, loaded on the first Next. */
const FESTIVAL_PASS_ORDER: OrderCode<typeof FestivalPassOrder> = {
  load: () => import('./submitFestivalPass'),
  step: checkoutStep('festival-pass'),
};

/** The festival pass's order calls, as its purchases' checkout sessions use them. */
export const FESTIVAL_PASS_PURCHASE = purchaseCode(FESTIVAL_PASS_ORDER);

/** The festival's passes could not be loaded (product-rules §6.1, §9.2). */
export const PASSES_ERROR_MESSAGE = 'Error loading products';

/**
 * Where loading the festival's passes stands; `empty` means "not on sale yet" (product-rules §6.1).
 */
export type PassesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'error'; message: string; error?: unknown }
  | { status: 'ready'; passes: readonly FestivalPass[] };

/** The API client, and the bot-check key for the calls that need a token. */
export interface FestivalPassContext {
  http: Http;
  recaptchaKey: string;
}

/**
 * The atoms of one widget: its details form (the shared form system: values, messages, send state)
 * and what is the festival pass's own.
 */
export interface FestivalPassAtoms extends FormAtoms<FestivalPassFormValues, FestivalPassField> {
  /** `${cinemaId}/${festivalId}`. */
  readonly scope: string;
  readonly cinemaId: string;
  readonly festivalId: string;
  /**
   * The checkout scope of the widget's purchases (`<base>festival-pass/<scope>/<slot>`, `<base>`
   * the API base as its client names it): the storage keys
   * of its stored cart. Each purchase's checkout atoms are its session's, made with the order calls.
   */
  readonly checkoutScope: string;
  readonly passesAtom: Atom<PassesState>;
  /** Whether Next is enabled (product-rules §8.3). */
  readonly canSubmitAtom: Atom<boolean>;
  /** The page shown. */
  readonly pageAtom: PrimitiveAtom<WidgetPage>;
  /** How the order was paid, once it was (for the thanks page). */
  readonly paymentTypeAtom: PrimitiveAtom<PaymentType | null>;
  /**
   * The last Next's newsletter save failed (product-rules §12.2): the payment and thanks pages
   * say so.
   */
  readonly newsletterFailedAtom: PrimitiveAtom<boolean>;
  /** Load the passes unless they are loaded or loading (`force` reloads after an error). */
  readonly loadPasses: WritableAtom<null, [{ http: Http; force?: boolean }], Promise<void>>;
  /**
   * Show the passes at once when the loader has read them ahead (src/dom/prefetch.ts), so the
   * first render needs no loading state; true when it did (then there is nothing to load).
   */
  readonly loadPassesAhead: WritableAtom<null, [Http], boolean>;
  /** Prefill empty fields from the signed-in member; an anonymous visitor gets nothing, silently. */
  readonly prefillMember: WritableAtom<null, [{ http: Http }], Promise<void>>;
  /**
   * Next: validate, then the sequence of product-rules §6.2 for the purchase `session` and the move
   * to payment. Resolves false when the form has errors (see `errorsAtom`) or a step failed (see
   * `submitErrorAtom`), or when already running.
   */
  readonly submit: WritableAtom<null, [FestivalPassContext, OrderSession], Promise<boolean>>;
}

function build(
  cinemaId: string,
  festivalId: string,
  slot: number,
  base: string,
): FestivalPassAtoms {
  const scope = `${cinemaId}/${festivalId}`;
  // One checkout per widget: its cart, buyer and payment are its own (product-rules §2.6, §6.3);
  // its keys name the API, as the shop's do, so two cinemas' widgets never share a cart.
  const checkoutScope = `${base}festival-pass/${scope}/${slot}`;
  const passesAtom = atom<PassesState>({ status: 'idle' });
  // While Next runs the form is frozen, so the cart always matches what the form shows.
  const form = createFormAtoms<FestivalPassFormValues, FestivalPassField>({
    initial: EMPTY_FESTIVAL_PASS_FORM,
    validate: validateField,
  });
  const { valuesAtom, submittingAtom, updateValues } = form;
  const canSubmitAtom = atom((get) => canSubmit(get(valuesAtom), get(submittingAtom)));
  // A clear brings the widget back to its empty form (product-rules §4.4).
  const pageAtom = personalAtom<WidgetPage>('checkout', 'checkout');
  const paymentTypeAtom = atom<PaymentType | null>(null);
  const newsletterFailedAtom = atom(false);
  const savedSubscriptionsAtom = atom<readonly string[]>([]);

  const loadPasses = atom(
    null,
    async (get, set, { http, force = false }: { http: Http; force?: boolean }) => {
      const { status } = get(passesAtom);
      if (status === 'loading' || (!force && status !== 'idle')) return;
      set(passesAtom, { status: 'loading' });
      try {
        const passes = await festivalPasses(http, festivalId);
        if (!passes) set(passesAtom, { status: 'idle' });
        else
          set(passesAtom, passes.length === 0 ? { status: 'empty' } : { status: 'ready', passes });
      } catch (error) {
        // The error itself is kept for the admin's console line (product-rules §2.7).
        set(passesAtom, { status: 'error', message: PASSES_ERROR_MESSAGE, error });
      }
    },
  );

  const loadPassesAhead = atom(null, (get, set, http: Http) => {
    if (get(passesAtom).status !== 'idle') return false;
    const passes = festivalPassesNow(http, festivalId);
    if (passes)
      set(passesAtom, passes.length === 0 ? { status: 'empty' } : { status: 'ready', passes });
    return passes !== undefined;
  });

  const prefillMember = atom(null, async (get, set, { http }: { http: Http }) => {
    let signedIn;
    try {
      // Prefill never holds up the form, so the member API and its schemas load after it shows.
      // Asked afresh: who is signed in now decides what may be prefilled (a shared computer).
      const { whoIsSignedIn } = await import('../signedIn');
      signedIn = await whoIsSignedIn(http);
    } catch {
      // Any failure but 401 (a visitor, who may buy too: product-rules §10.1) just means no
      // prefill.
      return;
    }
    if (!signedIn) return;
    const values = get(valuesAtom);
    const patch: Partial<FestivalPassFormValues> = {};
    // Never overwrite what the visitor has typed, even if the answer arrived late.
    for (const field of ['firstName', 'lastName', 'email', 'postCode'] as const) {
      const value = signedIn[field];
      if (values[field].trim() === '' && value) patch[field] = value;
    }
    set(updateValues, patch);
  });

  const submit = atom(
    null,
    async (get, set, context: FestivalPassContext, session: OrderSession) => {
      // Double submit: a second Next or Enter while the sequence runs does nothing.
      if (get(submittingAtom)) return false;
      const values = get(valuesAtom);
      if (!canSubmit(values, false) || !set(form.checkAll, FESTIVAL_PASS_FIELDS)) return false;
      // The submit's code loads on the first Next, not with the form.
      const sent = await sendWithCheckoutFlow(
        get,
        set,
        form,
        FESTIVAL_PASS_ORDER,
        session,
        (order, checkout) =>
          order.submitFestivalPass(
            { ...context, cinemaId, festivalId },
            { get, set, checkout, session, savedSubscriptionsAtom },
            values,
          ),
      );
      if (sent?.ok) {
        set(newsletterFailedAtom, sent.newsletterFailed);
        set(pageAtom, 'payment');
      }
      return sent?.ok === true;
    },
  );

  return {
    ...form,
    scope,
    cinemaId,
    festivalId,
    checkoutScope,
    passesAtom,
    canSubmitAtom,
    pageAtom,
    paymentTypeAtom,
    newsletterFailedAtom,
    loadPasses,
    loadPassesAhead,
    prefillMember,
    submit,
  };
}

/**
 * The atoms of one widget (`owner`, its element) for `cinemaId` and `festivalId`: made on first
 * use and the same objects for that element ever after, so its form and page survive r2wc's
 * unmount when it is moved or re-added, while two widgets on one page never share a form, a page,
 * a cart or a payment. Its stored cart and buyer are keyed by its slot among the page's widgets
 * for the same festival, so a reload resumes each one.
 */
export function festivalPassAtoms(
  cinemaId: string,
  festivalId: string,
  owner: SlotOwner,
  base: string,
): FestivalPassAtoms {
  const scope = `${cinemaId}/${festivalId}`;
  return elementOwned(owner, `festival-pass:${base}${scope}`, () =>
    build(cinemaId, festivalId, claimSlot(`festival-pass/${scope}`, owner), base),
  );
}
