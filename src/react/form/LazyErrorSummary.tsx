import { Suspense, lazy, useMemo } from 'react';
import type { ComponentType } from 'react';
import { useHost } from '../useHost';
import type { ErrorSummaryProps } from './ErrorSummary';

const Summary = lazy(() => import('./errorSummaryChunk')) as ComponentType<
  ErrorSummaryProps<string>
>;

/**
 * The error summary (./ErrorSummary.tsx) for a form whose first view stays small (the newsletter,
 * the member area's forms): it shows only after a press of the form's button, so its code loads
 * then, or earlier with {@link prefetchErrorSummary}, and it takes focus once it appears, if focus
 * is still where the press left it: a buyer who went on to type in a field while its code came
 * over a slow network keeps their place. (These forms are never shown again with an old press's
 * problems: their press count goes with them.)
 */
export function LazyErrorSummary<Field extends string>(props: ErrorSummaryProps<Field>) {
  const host = useHost();
  const focused = () => (host.shadowRoot ?? document).activeElement;
  const { tried } = props.form;
  // Read as the press renders (a discrete event: before anything else can move focus).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const atPress = useMemo(() => focused(), [tried]);
  return tried > 0 ? (
    <Suspense fallback={null}>
      <Summary {...(props as ErrorSummaryProps<string>)} mayFocus={() => focused() === atPress} />
    </Suspense>
  ) : null;
}

/** Fetch the summary's code ahead of a press (a form that is being filled in). */
export const prefetchErrorSummary = (): void => {
  import('./errorSummaryChunk').catch(() => undefined);
};
