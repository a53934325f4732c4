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
 * 'Try again', or the content. Never a blank box.
 */
export function RemoteView<T>({ remote, loadingLabel, onRetry, children }: RemoteViewProps<T>) {
  if (remote.status === 'loading') {
    return (
      <div className="section-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{loadingLabel}</span>
      </div>
    );
  }
  if (remote.status === 'error') {
    return (
      <div className="alert" role="alert">
        <p>{remote.message}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(remote.data)}</>;
}
