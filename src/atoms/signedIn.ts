/**
 * Who is signed in, shared by the features that need to know (the member area, the membership sale,
 * the festival pass's prefill): the one question, and the count of payments that changes the answer.
 */
import { atom } from 'jotai/vanilla';
import { onClearAfterPayment } from '../api/cache';
import { askAgainNextTime, member } from '../api/member';
import { memberNow, visitorReadAhead } from '../api/memberNow';
import { onPageReturn } from '../api/pageReturns';
import type { Http } from '../api/http';
import { isApiError } from '../errors/errors';

export { askAgainNextTime };

/**
 * Who is signed in: the member, or `null` for a visitor (401). Other failures throw. The page's one
 * question for this API base (api/member.ts): every element mounting in the same round shares one
 * `GET member`; `again` asks anew (after a change to the member, or a retry). Its own module, so an
 * element that only needs to know (the membership sale) does not load the member area's calls.
 */
export async function whoIsSignedIn(http: Http, signal?: AbortSignal, again = false) {
  try {
    return (await member(http, { signal, again })) ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * Who is signed in, when the page already knows without asking (this round's answer, or the
 * loader's read ahead: api/member.ts `memberNow`): the member, `null` for a visitor, or undefined
 * when only {@link whoIsSignedIn} can tell.
 */
export { memberNow as whoIsSignedInNow, visitorReadAhead };

/**
 * How many payments this page has captured, in any element: what a member area and a membership
 * sale watch to ask who is signed in again, since a renewal or upgrade paid anywhere on the page
 * changes the member. It counts the clearing after a payment (product-rules §4.3), so the checkout
 * knows nothing of who is watching.
 */
export const paymentsCapturedAtom = atom(0);
paymentsCapturedAtom.onMount = (set) => {
  const stop = onClearAfterPayment(() => set((count) => count + 1));
  return () => {
    stop();
  };
};

/**
 * How many times the page has come back into view: what a member area and a membership sale watch
 * to ask who is signed in again (the visitor may have signed in or out in another tab meanwhile).
 * All of the page's elements ask together, so they share one request.
 */
export const pageReturnsAtom = atom(0);
pageReturnsAtom.onMount = (set) => onPageReturn(() => set((count) => count + 1));
