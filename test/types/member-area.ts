/**
 * A consumer of `cinema-elements/member-area` alone, checked by `tsc` against the built .d.ts
 * (scripts/check-types.mjs): the tag, its events and its properties are typed.
 */
import { MEMBER_AREA_TAG, MemberAreaElement } from 'cinema-elements/member-area';
import type { MemberAreaProperties } from 'cinema-elements/member-area';
import type {
  CinemaEventDetails as MemberAreaDetails,
  MemberAreaEventMap as MemberAreaEvents,
  MemberAreaProperties as MemberAreaProps,
} from 'cinema-elements/member-area';

const area: MemberAreaElement | null = document.querySelector(MEMBER_AREA_TAG);
area?.addEventListener('cinema-sign-in-required', (event) => {
  const detail: Record<string, never> = event.detail;
  void detail;
  window.location.assign('/sign-in');
});
// @ts-expect-error the property is a string, not a boolean
if (area) area.signInUrl = true;

const created: MemberAreaElement = new MemberAreaElement();
const properties: MemberAreaProperties = created;
properties.signInUrl = '/sign-in';

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
const expectTrue = <T extends true>(): T | undefined => undefined;

// <cinema-member-area>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-member-area'], MemberAreaElement>>();
expectTrue<
  Equal<keyof MemberAreaEvents, 'cinema-sign-in-required' | 'cinema-error' | 'cinema-analytics'>
>();
expectTrue<
  Equal<
    MemberAreaEvents['cinema-sign-in-required'],
    CustomEvent<MemberAreaDetails['cinema-sign-in-required']>
  >
>();
expectTrue<
  Equal<MemberAreaEvents['cinema-error'], CustomEvent<MemberAreaDetails['cinema-error']>>
>();
expectTrue<
  Equal<
    keyof MemberAreaProps,
    'dataCinemaId' | 'dataRecaptchaKey' | 'apiBase' | 'signInUrl' | 'timeZone'
  >
>();
expectTrue<Equal<MemberAreaProps[keyof MemberAreaProps], string | undefined>>();
const memberAreaTag = document.createElement('cinema-member-area');
expectTrue<Equal<typeof memberAreaTag, MemberAreaElement>>();
const memberAreaTagProperties: MemberAreaProps = memberAreaTag;
memberAreaTag.addEventListener('cinema-sign-in-required', (event) => {
  const none: Record<string, never> = event.detail;
  void none;
});
memberAreaTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void memberAreaTagProperties;
