import { Suspense, lazy, useLayoutEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { useHost } from '../useHost';
import type { ErrorSummaryProps } from './ErrorSummary';

const Summary = lazy(() => import('./errorSummaryChunk')) as ComponentType<
  ErrorSummaryProps<string>
>;

/**
 * The error summary (./ErrorSummary.tsx) for a form whose first view stays small (the newsletter,
 * the member area's forms): it shows only after a press of the form's button, so its code loads
 * then, or earlier with {@link preloadErrorSummary}, and it takes focus once it appears.
 */
export function LazyErrorSummary<Field extends string>(props: ErrorSummaryProps<Field>) {
  const host = useHost();
  const { tried } = props.form;
  // Where focus was as the press found problems. A summary that arrives later (a slow network)
  // takes focus only if it is still there: a buyer who has gone on to type in a field keeps it.
  // Undefined until a press while this form is on screen: a form shown again with an old press's
  // problems does not move focus.
  const atPress = useRef<Element | null | undefined>(undefined);
  const seen = useRef(tried);
  const focused = () => (host.shadowRoot ?? host.ownerDocument).activeElement;
  useLayoutEffect(() => {
    if (tried === seen.current) return;
    seen.current = tried;
    if (tried > 0) atPress.current = focused();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tried]);
  return tried > 0 ? (
    <Suspense fallback={null}>
      <Summary
        {...(props as ErrorSummaryProps<string>)}
        mayFocus={() => atPress.current !== undefined && focused() === atPress.current}
      />
    </Suspense>
  ) : null;
}

/** Fetch the summary's code ahead of a press (a form that is being filled in). */
export const preloadErrorSummary = (): void => {
  import('./errorSummaryChunk').catch(() => undefined);
};
