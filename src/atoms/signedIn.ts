/**
 * Who is signed in, shared by the features that need to know (the member area, the membership sale,
 * the festival pass's prefill): the one question, and the count of payments that changes the answer.
 */
import { atom } from 'jotai/vanilla';
import { onClearAfterPayment } from '../api/cache';
import { member } from '../api/member';
import type { Http } from '../api/http';
import { isApiError } from '../errors/errors';

/**
 * Who is signed in, asked afresh: the member, or `null` for a visitor (401). Other failures
 * throw. Its own module, so an element that only needs to know (the membership sale) does not
 * load the member area's calls.
 */
export async function whoIsSignedIn(http: Http, signal?: AbortSignal) {
  try {
    return (await member(http, signal ? { refresh: true, signal } : { refresh: true })) ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

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
