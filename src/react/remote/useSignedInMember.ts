import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Http } from '../../api/http';
import type { Member } from '../../api/schemas';
import { personalDataClearsAtom } from '../../atoms/personalDataClears';
import {
  askAgainNextTime,
  pageReturnsAtom,
  paymentsCapturedAtom,
  whoIsSignedIn,
  whoIsSignedInNow,
} from '../../atoms/signedIn';

/** Who is signed in, as an element shows it: asking, the question failed, or the answer. */
export type SignedInMember =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `member` null: a visitor (a 401, or a member forgotten by `clearPersonalData()`). */
  | { status: 'ready'; member: Member | null };

/** What {@link useSignedInMember} gives an element. */
export interface SignedInMemberHandle {
  who: SignedInMember;
  /** Ask again from the loading state ('Try again'). */
  retry(): void;
  /** Ask again keeping what is shown (the member changed something). */
  askAgain(): void;
}

/**
 * Who is signed in, for the elements that show a member (the member area, the membership sale):
 * `GET member` through the page's one question (atoms/signedIn.ts), asked again, keeping the view,
 * after any payment on the page and when the page comes back into view; a member known before
 * the host's `clearPersonalData()` is shown no more (product-rules §4.4) until the element asks
 * again. A later question that fails leaves a member or visitor that is showing as it is. Taken
 * off the page, the element makes the next mount ask again.
 */
export function useSignedInMember(
  http: Http,
  /** Told each answer as it comes (not a member forgotten by `clearPersonalData()`). */
  onAnswer?: (member: Member | null) => void,
): SignedInMemberHandle {
  const answered = useEffectEvent((member: Member | null) => onAnswer?.(member));
  // Known already (the loader read `GET member` ahead, or another element asked this round): the
  // first render shows it, with no loading state.
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error'; error: unknown } | ReadyState
  >(() => {
    const known = whoIsSignedInNow(http);
    return known === undefined
      ? { status: 'loading' }
      : { status: 'ready', member: known, clears: http.storage.personalDataClears };
  });
  const [attempt, setAttempt] = useState(0);
  // A payment anywhere on the page (a renewal, an upgrade) may change the member.
  const payments = useAtomValue(paymentsCapturedAtom);
  // So may a visit to another tab: the page coming back into view asks again, once for the page.
  const returns = useAtomValue(pageReturnsAtom);
  // `clearPersonalData()` (the host's own sign-out) forgets the member here too.
  const clears = useAtomValue(personalDataClearsAtom);

  useEffect(() => {
    const controller = new AbortController();
    whoIsSignedIn(http, controller.signal, attempt > 0)
      .then((member) => {
        if (controller.signal.aborted) return;
        const clears = http.storage.personalDataClears;
        // The answer on show already (the first render's) renders nothing again.
        setState((shown) =>
          shown.status === 'ready' && shown.member === member && shown.clears === clears
            ? shown
            : { status: 'ready', member, clears },
        );
        answered(member);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((shown) => (shown.status === 'ready' ? shown : { status: 'error', error }));
      });
    return () => controller.abort();
  }, [http, attempt, payments, returns]);

  useEffect(() => () => askAgainNextTime(http), [http]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const askAgain = useCallback(() => setAttempt((n) => n + 1), []);

  const who = useMemo<SignedInMember>(
    () =>
      state.status === 'ready'
        ? { status: 'ready', member: state.clears === clears ? state.member : null }
        : state,
    [state, clears],
  );
  return { who, retry, askAgain };
}

/** An answer, with the count of `clearPersonalData()` calls it was given under. */
interface ReadyState {
  status: 'ready';
  member: Member | null;
  clears: number;
}
