import { STYLE_ORDER } from '../../styles/adoptStyles';
import { ConfigMessage } from '../config/ConfigMessage';
import { TimeZoneContext } from '../config/TimeZoneContext';
import { useConfig } from '../config/useConfig';
import { useStyles } from '../useStyles';
import { MemberAreaConfig } from './memberAreaConfig';
import { memberAreaCss } from './memberAreaCss';
import { MemberAreaRoot } from './MemberAreaRoot';

export { signedOutHere } from './MemberAreaRoot';

/** Attribute props of `<cinema-member-area>`, as r2wc passes them (absent when not set). */
export interface MemberAreaProps {
  dataCinemaId?: string | undefined;
  dataRecaptchaKey?: string | undefined;
  apiBase?: string | undefined;
  signInUrl?: string | undefined;
  timeZone?: string | undefined;
}

/** `<cinema-member-area>` (product-rules §10): checks its attributes, then the member's account. */
export function MemberArea(props: MemberAreaProps) {
  useStyles(memberAreaCss, STYLE_ORDER.element);
  const result = useConfig(MemberAreaConfig, props);
  if (!result.ok) return <ConfigMessage problems={result.problems} />;
  return (
    <TimeZoneContext value={result.config.timeZone}>
      <MemberAreaRoot config={result.config} />
    </TimeZoneContext>
  );
}
