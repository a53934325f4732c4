import type { ReactNode } from 'react';
import { SectionLoading } from './SectionLoading';
import { RetryAlert } from './RetryAlert';
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
  if (remote.status === 'loading') return <SectionLoading label={loadingLabel} />;
  if (remote.status === 'error') return <RetryAlert message={remote.message} onRetry={onRetry} />;
  return <>{children(remote.data)}</>;
}
