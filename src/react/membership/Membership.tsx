import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo, useState } from 'react';
import type { Member } from '../../api/schemas';
import { httpFor } from '../../atoms/httpFor';
import { personalDataClearsAtom } from '../../atoms/personalDataClears';
import {
  askAgainNextTime,
  pageReturnsAtom,
  paymentsCapturedAtom,
  whoIsSignedIn,
} from '../../atoms/signedIn';
import { tellAdmin } from '../../config/adminConsole';
import { emit } from '../../events/events';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { ConfigMessage } from '../config/ConfigMessage';
import { TimeZoneContext } from '../config/TimeZoneContext';
import { SectionLoading } from '../remote/SectionLoading';
import { RetryAlert } from '../remote/RetryAlert';
import { useConfig } from '../config/useConfig';
import { useHost } from '../useHost';
import { useStyles } from '../useStyles';
import { MembershipConfig } from './membershipConfig';
import { MembershipFlow } from './MembershipFlow';

/** Attribute props of `<cinema-membership>`, as r2wc passes them (absent when not set). */
export interface MembershipProps {
  dataCinemaId?: string | undefined;
  dataRecaptchaKey?: string | undefined;
  apiBase?: string | undefined;
  dataCinemaName?: string | undefined;
  timeZone?: string | undefined;
  termsUrl?: string | undefined;
}

/** `GET member` failed with something other than 401. */
export const WHO_LOAD_MESSAGE = 'We could not load the memberships. Please try again.';

type Who =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; member: Member | null; clears: number };

/** CSS of the element itself (the flow brings its own). */
const css = `.section-loading { display: flex; justify-content: center; padding: calc(var(--cinema-space) * 2) 0; }`;

/**
 * Who is buying decides what is on sale (product-rules §11.1): `GET member`, asked afresh, gives a
 * member their renewals and upgrades; a 401 is a visitor, offered new memberships. Any other
 * failure says so with 'Try again'. Asked again, keeping the view, after any payment on the page.
 */
function MembershipRoot({ config }: { config: MembershipConfig }) {
  const { apiBase, cinemaId, recaptchaKey, cinemaName, termsUrl } = config;
  const host = useHost();
  const http = useMemo(() => httpFor(apiBase), [apiBase]);
  const [who, setWho] = useState<Who>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A renewal or upgrade paid (here or elsewhere on the page) changes what the member may buy.
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
        setWho({ status: 'ready', member, clears: http.storage.personalDataClears });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A later question that fails leaves a sale that is showing as it is.
        setWho((shown) => (shown.status === 'ready' ? shown : { status: 'error', error }));
      });
    return () => controller.abort();
  }, [http, attempt, payments, returns]);

  // Taken off the page, as a host does to show its own sign-in or out: the next mount asks again.
  useEffect(() => () => askAgainNextTime(http), [http]);

  // The host page hears about the failure it is shown (`cinema-error`, product-rules §3.1), and
  // the admin reads it once in the console (§2.7).
  useEffect(() => {
    if (who.status !== 'error') return;
    emit(host, 'cinema-error', { message: WHO_LOAD_MESSAGE });
    tellAdmin(host, 'member', WHO_LOAD_MESSAGE, who.error);
  }, [who, host]);

  if (who.status === 'loading') return <SectionLoading label="Loading the memberships" />;
  if (who.status === 'error') {
    const retry = () => {
      setWho({ status: 'loading' });
      setAttempt((n) => n + 1);
    };
    return <RetryAlert message={WHO_LOAD_MESSAGE} onRetry={retry} />;
  }
  return (
    <MembershipFlow
      http={http}
      cinemaId={cinemaId}
      recaptchaKey={recaptchaKey}
      cinemaName={cinemaName}
      // A member known before `clearPersonalData()` is a visitor now (product-rules §4.4).
      member={who.clears === clears ? who.member : null}
      termsUrl={termsUrl}
    />
  );
}

/**
 * `<cinema-membership>` (product-rules §2.2, §11): checks its attributes, then the membership sale.
 */
export function Membership(props: MembershipProps) {
  useStyles(css, STYLE_ORDER.element);
  const result = useConfig(MembershipConfig, props);
  if (!result.ok) return <ConfigMessage problems={result.problems} />;
  return (
    <TimeZoneContext value={result.config.timeZone}>
      <MembershipRoot config={result.config} />
    </TimeZoneContext>
  );
}
