import { atom } from 'jotai/vanilla';

/**
 * How many payments this page has captured, in any element: what a member area watches to ask
 * `GET member` again, since a renewal or upgrade paid elsewhere on the page changes the member.
 */
export const paymentsCapturedAtom = atom(0);
