/**
 * Side-effect entry `cinema-elements/membership`: importing it defines `<cinema-membership>`.
 */
import { defineElement } from '../define';
import { MEMBERSHIP_TAG, MembershipElement } from './MembershipElement';

defineElement(MEMBERSHIP_TAG, MembershipElement);

export { MEMBERSHIP_TAG, MembershipElement };
export type { MembershipEventMap, MembershipProperties } from './MembershipElement';
export type { CinemaEvent, CinemaEventMap, CinemaEventTarget } from '../elementTypes';
export type { CinemaEventDetails, CinemaEventName } from '../../events/events';
