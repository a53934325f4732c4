import type { ReactNode } from 'react';
import type { Remote } from './useRemote';

/** Props of {@link RemoteView}. */
export interface RemoteViewProps<T> {
  remote: Remote<T>;
  /** Read out while loading, e.g. "Loading your bookings". */
  loadingLabel: string;
  onRetry(): void;
  children(data: T): ReactNode;
}

/**
 * One part of the account as it loads: a spinner with a spoken label, the failure in words with
 * 'Try again', or the content. Never a blank box. The spinner and the alert are keyed apart, so a
 * retry that fails again puts a new alert in the page, which screen readers announce again (an
 * element turned from status into alert in place is not reliably announced).
 */
export function RemoteView<T>({ remote, loadingLabel, onRetry, children }: RemoteViewProps<T>) {
  if (remote.status === 'loading') {
    return (
      <div key="loading" className="section-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{loadingLabel}</span>
      </div>
    );
  }
  if (remote.status === 'error') {
    return (
      <div key="error" className="alert" role="alert">
        <p>{remote.message}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(remote.data)}</>;
}
