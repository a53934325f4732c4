import { useCallback, useEffect, useId, useMemo } from 'react';
import type { Member } from '../../api/schemas';
import { httpFor, prepareToSend } from '../../atoms/httpFor';
import { tellAdmin } from '../../config/adminConsole';
import { whenIdle } from '../../dom/whenIdle';
import { emit } from '../../events/events';
import { useHost } from '../useHost';
import type { MemberAreaConfig } from './memberAreaConfig';
import { MemberAreaContext, memberTypeName } from './MemberContext';
import { MemberSections } from './MemberSections';
import { chunkLoader, LazyChunk } from '../payment/LazyChunk';
import { SectionLoading } from '../remote/SectionLoading';
import { RetryAlert } from '../remote/RetryAlert';
import { useSignedInMember } from '../remote/useSignedInMember';
import { visitorReadAhead } from '../../atoms/signedIn';
import type { SignedOutProps } from './SignedOut';
import { WalletLinks } from './WalletLinks';

/** Start fetching what sending needs once the press or focus has been painted. */
const sendAhead = () => whenIdle(prepareToSend);

/** The signed-out view loads only for a visitor. */
const loadSignedOut = chunkLoader(() =>
  import('./SignedOut').then((m) => ({ default: m.SignedOut })),
);

/**
 * Resolves once the sign-in view's code is here when the loader's `GET member` has already said
 * "a visitor" (at once otherwise, and whatever its fetch does): the member area's tree waits for it
 * (src/elements/member-area/MemberAreaElement.ts), so a visitor's first commit is the sign-in view,
 * not a spinner replaced a commit later (docs/speed.md).
 */
export const signedOutHere = (): Promise<unknown> =>
  visitorReadAhead() ? loadSignedOut().catch(() => undefined) : Promise.resolve();

/** Shown when the signed-out view's code cannot be fetched. */
export const SIGNED_OUT_LOAD_MESSAGE =
  "This part of the page couldn't be loaded. Check your connection and try again.";

/** Any failure of `GET member` but a 401. */
export const MEMBER_LOAD_MESSAGE = 'We could not load your account. Please try again.';

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
  // A visitor's answer: the host page hears that a sign-in is wanted (product-rules §3.1).
  const onAnswer = useCallback(
    (member: Member | null) => {
      if (!member) emit(host, 'cinema-sign-in-required', {});
    },
    [host],
  );
  const { who, retry, askAgain } = useSignedInMember(http, onAnswer);
  // Asks again without the loading state, so the sections stay where they are.
  const context = useMemo(
    () => ({ http, recaptchaKey, cinemaId, onMemberChanged: askAgain }),
    [http, recaptchaKey, cinemaId, askAgain],
  );
  const headingId = useId();

  // The failure it shows: for the host page and, once, for the admin (product-rules §2.7).
  useEffect(() => {
    if (who.status !== 'error') return;
    emit(host, 'cinema-error', { message: MEMBER_LOAD_MESSAGE });
    tellAdmin(host, 'member', MEMBER_LOAD_MESSAGE, who.error);
  }, [who, host]);

  let body;
  if (who.status === 'loading') {
    body = <SectionLoading label="Loading your account" className="member-loading" />;
  } else if (who.status === 'error') {
    body = <RetryAlert message={MEMBER_LOAD_MESSAGE} onRetry={retry} />;
  } else if (!who.member) {
    body = (
      <LazyChunk<SignedOutProps>
        load={loadSignedOut}
        props={{ signInUrl }}
        loadingLabel="Loading"
        message={SIGNED_OUT_LOAD_MESSAGE}
      />
    );
  } else {
    const { member } = who;
    body = (
      // A member who reaches for a section's form or button will send something: fetch its code,
      // in the next idle moment rather than in the press's own frame.
      <section aria-labelledby={headingId} onFocus={sendAhead} onPointerDown={sendAhead}>
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
