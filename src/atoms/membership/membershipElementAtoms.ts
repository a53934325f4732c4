/**
 * The state of one membership sale (`<cinema-membership>`, or the member area's Membership
 * section): the page it shows, the option chosen, the applicant's form (the shared form system)
 * and who it was for. Kept per element in the page-wide store, so a move in the DOM loses nothing,
 * while two sales on one page never share a choice, a form, a cart or a payment.
 */
import { atom } from 'jotai/vanilla';
import type { PrimitiveAtom, WritableAtom } from 'jotai/vanilla';
import type { MembershipOption } from '../../api/schemas';
import type { WidgetPage } from '../../events/events';
import { DEFAULT_TIME_ZONE } from '../../config/timeZone';
import { checkoutStep } from '../../dom/chunkSteps';
import type { OrderSession } from '../checkout/checkoutTypes';
import { sendWithCheckoutFlow } from '../checkout/sendWithCheckoutFlow';
import { claimSlot } from '../elementSlot';
import type { SlotOwner } from '../elementSlot';
import { elementOwned } from '../elementState';
import { personalAtom } from '../personalDataClears';
import { createFormAtoms } from '../form/formAtoms';
import type { FormAtoms } from '../form/formAtoms';
import { purchaseCode } from '../loadCheckout';
import type { OrderCode } from '../loadCheckout';
import { EMPTY_APPLICANT, applicantFieldsFor, validateApplicant } from './membershipRules';
import type { ApplicantValues } from './membershipRules';
import type * as MembershipOrder from './submitMembership';
import type { MembershipSubmitContext, MembershipSubmitResult } from './submitMembership';

/** The membership's order calls: a chunk of their own, loaded on the first 'Join'. */
const MEMBERSHIP_ORDER: OrderCode<typeof MembershipOrder> = {
  load: () => import('./submitMembership'),
  step: checkoutStep('membership'),
};

/** The membership's order calls, as its purchases' checkout sessions use them. */
export const MEMBERSHIP_PURCHASE = purchaseCode(MEMBERSHIP_ORDER);

/** A field of the applicant form. */
export type ApplicantField = keyof ApplicantValues & string;

/** The atoms of one membership sale. */
export interface MembershipElementAtoms {
  /** The element's checkout scope: the storage keys of its stored cart (its own). */
  readonly scope: string;
  readonly pageAtom: PrimitiveAtom<WidgetPage>;
  /** The option being bought, or null while the buyer chooses. */
  readonly choiceAtom: PrimitiveAtom<MembershipOption | null>;
  /** The applicant; only the fields the chosen option asks for are checked. */
  readonly form: FormAtoms<ApplicantValues, ApplicantField>;
  /** The cinema's time zone (the element's `time-zone`): the date of birth is checked in it. */
  readonly timeZoneAtom: PrimitiveAtom<string>;
  /** Whose sale this is (a member's id, null for a visitor), once seen. */
  readonly buyerAtom: PrimitiveAtom<string | null | undefined>;
  /** Choose an option and go on to the applicant's details. */
  readonly choose: WritableAtom<null, [MembershipOption], void>;
  /**
   * Send the checked form (product-rules §11.2): the order, then the payment page, or completed at
   * once for a free option (`completed`; the page stays for the view to announce it). Resolves how it ended (the message is kept in the form's
   * `submitErrorAtom`), or undefined when there is nothing to send or a send is already running.
   */
  readonly submit: WritableAtom<
    null,
    [MembershipSubmitContext, OrderSession],
    Promise<MembershipSubmitResult | undefined>
  >;
  /** Back to the options with `values` in the form (after thanks, or for a new buyer). */
  readonly startAgain: WritableAtom<null, [ApplicantValues], void>;
}

function build(
  cinemaId: string,
  slot: number,
  initial: ApplicantValues,
  base: string,
): MembershipElementAtoms {
  // Its keys name the API, as the shop's do, so two cinemas' sales never share a cart.
  const scope = `${base}membership/${cinemaId}/${slot}`;
  // A clear brings the sale back to its options (product-rules §4.4).
  const pageAtom = personalAtom<WidgetPage>('options', 'options');
  const choiceAtom = atom<MembershipOption | null>(null);
  const buyerAtom = atom<string | null | undefined>(undefined);
  const timeZoneAtom = atom(DEFAULT_TIME_ZONE);
  const form = createFormAtoms<ApplicantValues, ApplicantField>({
    initial,
    // `initial` may be the signed-in member's: a clear leaves the applicant empty.
    cleared: EMPTY_APPLICANT,
    validate: (field, values, get) => {
      const choice = get(choiceAtom);
      return choice && applicantFieldsFor(choice).includes(field)
        ? validateApplicant(field, values, get(timeZoneAtom))
        : undefined;
    },
  });

  const choose = atom(null, (_get, set, option: MembershipOption) => {
    set(choiceAtom, option);
    set(form.submitErrorAtom, null);
    set(pageAtom, 'checkout');
  });

  const submit = atom(
    null,
    async (get, set, context: MembershipSubmitContext, session: OrderSession) => {
      const option = get(choiceAtom);
      if (!option) return undefined;
      const values = get(form.valuesAtom);
      const result = await sendWithCheckoutFlow(
        get,
        set,
        form,
        MEMBERSHIP_ORDER,
        session,
        (order, checkout) =>
          order.submitMembership(context, { get, set, checkout, session }, option, values),
      );
      // A completed (free) membership is announced by the view, which then shows thanks.
      if (result?.ok && !result.completed) set(pageAtom, 'payment');
      return result;
    },
  );

  const startAgain = atom(null, (_get, set, values: ApplicantValues) => {
    set(choiceAtom, null);
    set(form.reset, values);
    set(pageAtom, 'options');
  });

  return {
    scope,
    pageAtom,
    choiceAtom,
    form,
    timeZoneAtom,
    buyerAtom,
    choose,
    submit,
    startAgain,
  };
}

/**
 * The membership sale of `owner` (its element) for `cinemaId` at the API `base` (its client's
 * `base`): made on first use, with `initial`
 * as the applicant's first values, and the same atoms ever after. Its stored cart is keyed by its
 * slot among the page's sales for that cinema, so a reload resumes each one.
 */
export function membershipElementAtoms(
  owner: SlotOwner,
  cinemaId: string,
  initial: ApplicantValues,
  base: string,
): MembershipElementAtoms {
  return elementOwned(owner, `membership:${base}${cinemaId}`, () =>
    build(cinemaId, claimSlot(`membership/${cinemaId}`, owner), initial, base),
  );
}
