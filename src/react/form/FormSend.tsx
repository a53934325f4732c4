import type { ReactNode } from 'react';

/** Props of {@link FormSend}. */
export interface FormSendProps {
  /** Why the last send failed, or null. */
  failure: string | null;
  /** True while the form is being sent. */
  busy: boolean;
  /** The button's words ('Sign up', 'Activate card'). */
  children: ReactNode;
}

/**
 * The end of a small form: the last send's failure, announced as an alert, and the submit button,
 * busy with a spinner while the form is being sent.
 */
export function FormSend({ failure, busy, children }: FormSendProps) {
  return (
    <>
      {failure && (
        <div part="error" className="alert" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <button part="button button-primary" type="submit" aria-busy={busy || undefined}>
        {busy && <span className="spinner spinner--small" aria-hidden="true" />}
        {children}
      </button>
    </>
  );
}
