import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
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
  return props.form.tried > 0 ? (
    <Suspense fallback={null}>
      <Summary {...(props as ErrorSummaryProps<string>)} />
    </Suspense>
  ) : null;
}

/** Fetch the summary's code ahead of a press (a form that is being filled in). */
export const preloadErrorSummary = (): void => {
  import('./errorSummaryChunk').catch(() => undefined);
};
