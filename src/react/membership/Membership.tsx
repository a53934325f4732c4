import { useEffect, useMemo } from 'react';
import { httpFor } from '../../atoms/httpFor';
import { tellAdmin } from '../../config/adminConsole';
import { emit } from '../../events/events';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { ConfigMessage } from '../config/ConfigMessage';
import { TimeZoneContext } from '../config/TimeZoneContext';
import { SectionLoading } from '../remote/SectionLoading';
import { RetryAlert } from '../remote/RetryAlert';
import { useSignedInMember } from '../remote/useSignedInMember';
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

/** CSS of the element itself (the flow brings its own). */
const css = `.section-loading { display: flex; justify-content: center; padding: calc(var(--cinema-space) * 2) 0; }`;

/**
 * Who is buying decides what is on sale (product-rules §11.1): `GET member`, asked afresh, gives a
 * member their renewals and upgrades; a 401 is a visitor, offered new memberships. Any other
 * failure says so with 'Try again'. Asked again, keeping the view, after any payment on the page
 * (useSignedInMember).
 */
function MembershipRoot({ config }: { config: MembershipConfig }) {
  const { apiBase, cinemaId, recaptchaKey, cinemaName, termsUrl } = config;
  const host = useHost();
  const http = useMemo(() => httpFor(apiBase), [apiBase]);
  const { who, retry } = useSignedInMember(http);

  // The host page hears about the failure it is shown (`cinema-error`, product-rules §3.1), and
  // the admin reads it once in the console (§2.7).
  useEffect(() => {
    if (who.status !== 'error') return;
    emit(host, 'cinema-error', { message: WHO_LOAD_MESSAGE });
    tellAdmin(host, 'member', WHO_LOAD_MESSAGE, who.error);
  }, [who, host]);

  if (who.status === 'loading') return <SectionLoading label="Loading the memberships" />;
  if (who.status === 'error') return <RetryAlert message={WHO_LOAD_MESSAGE} onRetry={retry} />;
  return (
    <MembershipFlow
      http={http}
      cinemaId={cinemaId}
      recaptchaKey={recaptchaKey}
      cinemaName={cinemaName}
      member={who.member}
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
