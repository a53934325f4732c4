/**
 * A consumer of `cinema-elements/membership` alone, checked by `tsc` against the built .d.ts.
 */
import { MEMBERSHIP_TAG, MembershipElement } from 'cinema-elements/membership';
import type { MembershipProperties } from 'cinema-elements/membership';
import type {
  CinemaEventDetails as MembershipDetails,
  MembershipEventMap as MembershipEvents,
  MembershipProperties as MembershipProps,
} from 'cinema-elements/membership';

const sale: MembershipElement | null = document.querySelector(MEMBERSHIP_TAG);
sale?.addEventListener('cinema-payment-captured', (event) => {
  const orderType: string = event.detail.orderType;
  void orderType;
});
sale?.addEventListener('cinema-page-change', (event) => {
  const page: string = event.detail.page;
  void page;
});
const created: MembershipElement = new MembershipElement();
const properties: MembershipProperties = created;
properties.dataCinemaId = '1';
properties.dataCinemaName = 'Demo Cinema';

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
const expectTrue = <T extends true>(): T | undefined => undefined;

// <cinema-membership>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-membership'], MembershipElement>>();
expectTrue<
  Equal<
    keyof MembershipEvents,
    'cinema-page-change' | 'cinema-payment-captured' | 'cinema-error' | 'cinema-analytics'
  >
>();
expectTrue<
  Equal<
    MembershipEvents['cinema-page-change'],
    CustomEvent<MembershipDetails['cinema-page-change']>
  >
>();
expectTrue<
  Equal<
    MembershipEvents['cinema-payment-captured'],
    CustomEvent<MembershipDetails['cinema-payment-captured']>
  >
>();
expectTrue<
  Equal<MembershipEvents['cinema-error'], CustomEvent<MembershipDetails['cinema-error']>>
>();
expectTrue<
  Equal<
    keyof MembershipProps,
    'dataCinemaId' | 'dataRecaptchaKey' | 'apiBase' | 'dataCinemaName' | 'timeZone' | 'termsUrl'
  >
>();
expectTrue<Equal<MembershipProps[keyof MembershipProps], string | undefined>>();
const membershipTag = document.createElement('cinema-membership');
expectTrue<Equal<typeof membershipTag, MembershipElement>>();
const membershipTagProperties: MembershipProps = membershipTag;
membershipTag.addEventListener('cinema-page-change', (event) => {
  const page: 'cart' | 'options' | 'checkout' | 'payment' | 'thanks' = event.detail.page;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void page;
});
membershipTag.addEventListener('cinema-payment-captured', (event) => {
  const paymentType: string = event.detail.paymentType;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void paymentType;
});
membershipTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void membershipTagProperties;
