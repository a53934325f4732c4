import { useAtomValue, useStore } from 'jotai/react';
import { startTransition, useCallback, useEffect, useId, useMemo } from 'react';
import type { Http } from '../../api/http';
import type { Member, MembershipOption } from '../../api/schemas';
import {
  MEMBERSHIP_PURCHASE,
  membershipElementAtoms,
} from '../../atoms/membership/membershipElementAtoms';
import { applicantFromMember } from '../../atoms/membership/membershipRules';
import {
  membershipOptionsFor,
  membershipOptionsForNow,
} from '../../atoms/membership/membershipOptionsFor';
import { isFreeOption, orderTypeFor } from '../../atoms/membership/optionRules';
import { report } from '../../analytics/report';
import { tellAdmin } from '../../config/adminConsole';
import { emit } from '../../events/events';
import type { WidgetPage } from '../../events/events';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useTimeZone } from '../config/TimeZoneContext';
import { termsUrlFor } from '../form/termsUrl';
import { sendAfterPress, useForm } from '../form/useFieldForm';
import { chunkLoader } from '../payment/LazyChunk';
import { PurchasePages, usePurchase } from '../payment/PurchasePages';
import { RemoteView } from '../remote/RemoteView';
import { useRemote } from '../remote/useRemote';
import { useHost } from '../useHost';
import { useStyles } from '../useStyles';
import { ApplicantForm } from './ApplicantForm';
import { membershipCss } from './membershipCss';
import { MembershipOptionCards } from './MembershipOptionCards';
import type { MembershipThanksForSessionProps } from './MembershipThanks';

/** The memberships could not be loaded (product-rules §9.2). */
export const OPTIONS_LOAD_MESSAGE = 'We could not load the memberships. Please try again.';
/** A visitor's list is empty. */
export const NO_OPTIONS_MESSAGE = 'There are no memberships on sale right now.';
/** A member's list is empty. */
export const NO_MEMBER_OPTIONS_MESSAGE =
  'There is nothing to renew or upgrade for your membership right now.';

/** The thanks page loads once something was bought. */
const loadThanks = chunkLoader(() =>
  import('./MembershipThanks').then((module) => ({ default: module.MembershipThanksForSession })),
);

/** Props of {@link MembershipFlow}. */
export interface MembershipFlowProps {
  http: Http;
  cinemaId: string;
  recaptchaKey: string;
  /** Shown on the payment page and in the welcome, when the page gave it. */
  cinemaName?: string | undefined;
  /** The signed-in member (their renewals and upgrades), or null for a visitor (new memberships). */
  member: Member | null;
  /** The element's `terms-url`, when the page set one; else the API site's `/terms-of-use`. */
  termsUrl?: string | undefined;
}

/** A membership option as a product of the funnel (product-rules §15.3). */
const asProduct = (option: MembershipOption) =>
  ({
    id: option.slug,
    name: option.name,
    priceInCents: option.priceInCents,
    category: 'Membership',
  }) as const;

/**
 * The membership sale (product-rules §11), as `<cinema-membership>` shows it and as the member
 * area's Membership section uses it: the options as cards → the applicant's details → the shared
 * payment page (a free option completes from 'Join' instead) → thanks with
 * `cinema-payment-captured`. Each page switch emits `cinema-page-change` and moves focus to the new
 * heading. Everything lives with the element, so a move in the DOM loses nothing.
 */
export function MembershipFlow({
  http,
  cinemaId,
  recaptchaKey,
  cinemaName,
  member,
  termsUrl,
}: MembershipFlowProps) {
  useStyles(membershipCss, STYLE_ORDER.element + 0.5);
  const host = useHost();
  const store = useStore();
  // One sale per element: its choice, form, cart and payment are its own.
  const atoms = useMemo(
    () => membershipElementAtoms(host, cinemaId, applicantFromMember(member), http.base),
    [host, cinemaId, http.base], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const { scope } = atoms;
  // The applicant's date of birth is checked in the cinema's calendar.
  const timeZone = useTimeZone();
  useEffect(() => store.set(atoms.timeZoneAtom, timeZone), [store, atoms, timeZone]);
  const page = useAtomValue(atoms.pageAtom);
  const choice = useAtomValue(atoms.choiceAtom);
  const form = useForm(atoms.form);
  const failure = useAtomValue(atoms.form.submitErrorAtom);
  const setPage = (next: WidgetPage) => store.set(atoms.pageAtom, next);
  const optionsHeadingId = useId();

  const memberType = member?.memberType;
  const load = useCallback(
    (signal: AbortSignal) => membershipOptionsFor(http, memberType ? member : null, signal),
    // The options depend on the member's type only: a new name or e-mail asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [http, memberType],
  );
  const { remote, reload } = useRemote(
    `membership-options:${memberType ?? ''}`,
    load,
    OPTIONS_LOAD_MESSAGE,
    'GET shop/membership-options',
    () => membershipOptionsForNow(http, memberType ? member : null),
  );
  // The admin reads a failed load once in the console (product-rules §2.7).
  useEffect(() => {
    if (remote.status === 'error') tellAdmin(host, 'options', remote.message, remote.error);
  }, [remote, host]);

  // The options on show (product-rules §15.3), once per list the server answered.
  const shown = remote.status === 'ready' ? remote.data : null;
  useEffect(() => {
    if (shown?.length)
      report(host, 'view_item_list', { list: 'Memberships', products: shown.map(asProduct) });
  }, [host, shown]);

  const orderType = choice ? orderTypeFor(choice) : 'registration';
  const purchase = usePurchase({
    scope,
    code: MEMBERSHIP_PURCHASE,
    page,
    orderType,
    onPaid: useCallback(() => {
      // A new member (product-rules §15.3); the payment page reported any purchase.
      if (orderType === 'registration') report(host, 'sign_up', { method: 'membership' });
      store.set(atoms.pageAtom, 'thanks');
    }, [orderType, host, store, atoms]),
  });
  const { session } = purchase;

  // A paid option goes on to payment: its code downloads while the applicant form is filled in.
  const paidChoice = choice !== null && choice !== undefined && !isFreeOption(choice);
  useEffect(() => {
    if (paidChoice) session.prefetch();
  }, [paidChoice, session]);

  /** Send the checked form; resolves false when a step failed (its message is then shown). */
  async function submit(): Promise<boolean> {
    if (paidChoice) session.start();
    if (choice) report(host, 'begin_checkout', { products: [asProduct(choice)] });
    const result = await store.set(atoms.submit, { http, recaptchaKey, cinemaId }, session);
    // Nothing chosen, or a send already running: nothing to say.
    if (!result) return true;
    if (!result.ok) {
      // What was typed stays; the message says why, and a retry reuses the cart.
      emit(host, 'cinema-error', { message: result.message });
      return false;
    }
    if (result.completed && choice) {
      // A free membership is an order too (product-rules §7.6): its purchase, before the welcome
      // (product-rules §15.3); the payment page reports a paid one's.
      if (result.cart)
        report(host, 'purchase', { paid: { cart: result.cart, orderType: orderTypeFor(choice) } });
      purchase.paid('free');
    }
    return true;
  }

  const startAgain = () => store.set(atoms.startAgain, applicantFromMember(member));

  // Someone else is buying now (a sign-in or sign-out since this element last showed): what the
  // last one chose and typed is not theirs, so start again from the options.
  const who = member?.id ?? null;
  useEffect(() => {
    const seen = store.get(atoms.buyerAtom);
    if (seen === who) return;
    if (seen !== undefined) startAgain();
    store.set(atoms.buyerAtom, who);
  });

  let body;
  if (page === 'checkout' && choice) {
    body = (
      <ApplicantForm
        option={choice}
        form={form}
        emailLocked={member !== null}
        termsUrl={termsUrlFor(http.base, termsUrl)}
        busy={form.submitting}
        failure={failure}
        onSubmit={() => sendAfterPress(submit)}
        onChangeOption={() => setPage('options')}
      />
    );
  } else {
    body = (
      // Named by its own heading, so it never repeats a host page's "Memberships" landmark.
      <section className="membership" aria-labelledby={optionsHeadingId}>
        <h2 part="heading" id={optionsHeadingId} tabIndex={-1}>
          {member ? 'Renew or upgrade' : 'Become a member'}
        </h2>
        <p className="membership-intro muted">
          {member
            ? 'Keep your membership going, or move up to more benefits.'
            : 'Choose a membership. Members earn points on every ticket and hear first about festivals and previews.'}
        </p>
        <RemoteView remote={remote} loadingLabel="Loading the memberships" onRetry={reload}>
          {(options) =>
            options.length === 0 ? (
              <p>{member ? NO_MEMBER_OPTIONS_MESSAGE : NO_OPTIONS_MESSAGE}</p>
            ) : (
              <MembershipOptionCards
                options={options}
                onChoose={(option) => {
                  // The press is painted before the applicant form renders (docs/speed.md,
                  // "Interactions"): a form of a dozen fields is built after the press's frame.
                  startTransition(() => store.set(atoms.choose, option));
                  report(host, 'select_item', {
                    list: 'Memberships',
                    products: [asProduct(option)],
                  });
                }}
              />
            )
          }
        </RemoteView>
      </section>
    );
  }
  return (
    <PurchasePages<MembershipThanksForSessionProps>
      purchase={purchase}
      page={page}
      payment={
        choice
          ? {
              http,
              recaptchaKey,
              orderType,
              cinemaName: cinemaName ?? '',
              onEdit: () => setPage('checkout'),
            }
          : null
      }
      thanks={
        choice
          ? { load: loadThanks, props: { session, option: choice, cinemaName, onDone: startAgain } }
          : null
      }
    >
      {body}
    </PurchasePages>
  );
}
