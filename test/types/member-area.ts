/**
 * A consumer of `cinema-elements/member-area` alone, checked by `tsc` against the built .d.ts
 * (scripts/check-types.mjs): the tag, its events and its properties are typed.
 */
import { MEMBER_AREA_TAG, MemberAreaElement } from 'cinema-elements/member-area';
import type { MemberAreaProperties } from 'cinema-elements/member-area';

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
