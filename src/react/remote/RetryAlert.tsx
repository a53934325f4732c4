import type { ReactNode } from 'react';

/** Props of {@link RetryAlert}. */
export interface RetryAlertProps {
  message: ReactNode;
  onRetry(): void;
  /** A first line above the message, e.g. 'Sorry, something went wrong.' */
  title?: string;
  /** Classes beside `alert`. */
  className?: string;
}

/**
 * Something that failed, in words, with 'Try again'. A component of its own, so whatever stood
 * in its place (a spinner, skeletons, a form) is replaced rather than changed in place: a retry
 * that fails again inserts a new alert, which screen readers announce again (an element turned
 * into an alert in place is not reliably announced).
 */
export function RetryAlert({ message, onRetry, title, className }: RetryAlertProps) {
  return (
    <div part="error" className={className ? `alert ${className}` : 'alert'} role="alert">
      {title && <p className="alert__title">{title}</p>}
      <p>{message}</p>
      <button part="button" type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
