import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { personalDataClearsAtom } from '../../atoms/personalDataClears';
import {
  askAgainNextTime,
  pageReturnsAtom,
  paymentsCapturedAtom,
  whoIsSignedIn,
} from '../../atoms/signedIn';
import type { Member } from '../../api/schemas';
import { httpFor, prepareToSend } from '../../atoms/httpFor';
import { tellAdmin } from '../../config/adminConsole';
import { emit } from '../../events/events';
import { useHost } from '../useHost';
import type { MemberAreaConfig } from './memberAreaConfig';
import { MemberAreaContext, memberTypeName } from './MemberContext';
import { MemberSections } from './MemberSections';
import { chunkLoader, LazyChunk } from '../payment/LazyChunk';
import { SectionLoading } from '../remote/SectionLoading';
import { RetryAlert } from '../remote/RetryAlert';
import type { SignedOutProps } from './SignedOut';
import { WalletLinks } from './WalletLinks';

/** The signed-out view loads only for a visitor. */
const loadSignedOut = chunkLoader(() =>
  import('./SignedOut').then((m) => ({ default: m.SignedOut })),
);

/** Shown when the signed-out view's code cannot be fetched. */
export const SIGNED_OUT_LOAD_MESSAGE =
  "This part of the page couldn't be loaded. Check your connection and try again.";

/** Any failure of `GET member` but a 401. */
export const MEMBER_LOAD_MESSAGE = 'We could not load your account. Please try again.';

type Who =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error' }
  | { status: 'signed-in'; member: Member; clears: number };

/**
 * Asks `GET member` first, afresh, so a sign-out elsewhere shows at once (product-rules §10.1). A
 * 401 is a visitor: the signed-out view and `cinema-sign-in-required`. Asks again, keeping the
 * view, after a change to the member and after any payment on the page. Any other failure says so
 * with 'Try again', and once in the console for the admin (product-rules §2.7). Signed in: the
 * member's sections and wallet passes.
 */
export function MemberAreaRoot({ config }: { config: MemberAreaConfig }) {
  const { apiBase, recaptchaKey, cinemaId, signInUrl } = config;
  const host = useHost();
  const http = useMemo(() => httpFor(apiBase), [apiBase]);
  const [who, setWho] = useState<Who>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A payment anywhere on the page (a renewal, an upgrade) may change the member: ask again.
  const payments = useAtomValue(paymentsCapturedAtom);
  // So may a visit to another tab: the page coming back into view asks again, once for the page.
  const returns = useAtomValue(pageReturnsAtom);
  // `clearPersonalData()` (the host's own sign-out) forgets the member here too.
  const clears = useAtomValue(personalDataClearsAtom);
  // Asks again without the loading state, so the sections stay where they are.
  const onMemberChanged = useCallback(() => setAttempt((n) => n + 1), []);
  const context = useMemo(
    () => ({ http, recaptchaKey, cinemaId, onMemberChanged }),
    [http, recaptchaKey, cinemaId, onMemberChanged],
  );
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    whoIsSignedIn(http, controller.signal, attempt > 0)
      .then((found) => {
        if (controller.signal.aborted) return;
        if (found)
          setWho({ status: 'signed-in', member: found, clears: http.storage.personalDataClears });
        else {
          setWho({ status: 'signed-out' });
          emit(host, 'cinema-sign-in-required', {});
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setWho({ status: 'error' });
        emit(host, 'cinema-error', { message: MEMBER_LOAD_MESSAGE });
        tellAdmin(host, 'member', MEMBER_LOAD_MESSAGE, error);
      });
    return () => controller.abort();
  }, [http, host, attempt, payments, returns]);

  // Taken off the page, as a host does to show its own sign-in or out: the next mount asks again.
  useEffect(() => () => askAgainNextTime(http), [http]);

  const retry = useCallback(() => {
    setWho({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  // A member known before `clearPersonalData()` is shown no more: the signed-out view
  // (product-rules §4.4), until the element asks again (a reload, a new mount).
  const shown: Who =
    who.status === 'signed-in' && who.clears !== clears ? { status: 'signed-out' } : who;
  let body;
  if (shown.status === 'loading') {
    body = <SectionLoading label="Loading your account" className="member-loading" />;
  } else if (shown.status === 'error') {
    body = <RetryAlert message={MEMBER_LOAD_MESSAGE} onRetry={retry} />;
  } else if (shown.status === 'signed-out') {
    body = (
      <LazyChunk<SignedOutProps>
        load={loadSignedOut}
        props={{ signInUrl }}
        loadingLabel="Loading"
        message={SIGNED_OUT_LOAD_MESSAGE}
      />
    );
  } else {
    const { member } = shown;
    body = (
      // A member who reaches for a section's form or button will send something: fetch its code.
      <section aria-labelledby={headingId} onFocus={prepareToSend} onPointerDown={prepareToSend}>
        <div className="member-header">
          <div>
            <h2 part="heading" id={headingId} tabIndex={-1}>
              {member.firstName} {member.lastName}
            </h2>
            <p className="muted">
              {memberTypeName(member)} member · {member.email}
            </p>
          </div>
          <WalletLinks http={http} member={member} />
        </div>
        <MemberSections member={member} />
      </section>
    );
  }
  return <MemberAreaContext.Provider value={context}>{body}</MemberAreaContext.Provider>;
}
