import { ConfigMessage } from '../config/ConfigMessage';
import { TimeZoneContext } from '../config/TimeZoneContext';
import { useConfig } from '../config/useConfig';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';
import { festivalPassCss } from './festivalPassCss';
import { FestivalPassConfig } from './festivalPassConfig';
import { FestivalPassPages } from './FestivalPassPages';

/** Attribute props of `<cinema-festival-pass>`, as r2wc passes them (absent when not set). */
export interface FestivalPassProps {
  dataCinemaId?: string | undefined;
  dataCinemaName?: string | undefined;
  dataRecaptchaKey?: string | undefined;
  dataFestivalId?: string | undefined;
  apiBase?: string | undefined;
  timeZone?: string | undefined;
  termsUrl?: string | undefined;
}

/**
 * The festival-pass widget: checks its attributes (a visible message names any that is missing
 * or invalid), then shows the checkout, payment and thanks pages.
 */
export function FestivalPass(props: FestivalPassProps) {
  useStyles(festivalPassCss, STYLE_ORDER.element);
  const result = useConfig(FestivalPassConfig, props);
  if (!result.ok) return <ConfigMessage problems={result.problems} />;
  return (
    <TimeZoneContext value={result.config.timeZone}>
      <FestivalPassPages config={result.config} />
    </TimeZoneContext>
  );
}
