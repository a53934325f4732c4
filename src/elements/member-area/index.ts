/**
 * Side-effect entry `cinema-elements/member-area`: importing it defines `<cinema-member-area>`.
 */
import { defineElement } from '../define';
import { MEMBER_AREA_TAG, MemberAreaElement } from './MemberAreaElement';

defineElement(MEMBER_AREA_TAG, MemberAreaElement);

export { MEMBER_AREA_TAG, MemberAreaElement };
export type { MemberAreaEventMap, MemberAreaProperties } from './MemberAreaElement';
export type { CinemaEvent, CinemaEventMap, CinemaEventTarget } from '../elementTypes';
export type { CinemaEventDetails, CinemaEventName } from '../../events/events';
