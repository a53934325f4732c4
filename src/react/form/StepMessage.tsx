import type { RefObject } from 'react';

/** The texts of a details form whose step goes on to the payment page. */
export const TO_PAYMENT = {
  title: 'We could not continue to payment.',
  busyText: 'Saving your details…',
} as const;

/** Props of {@link StepMessage}. */
export interface StepMessageProps {
  /** Why the last send failed, or null. */
  failure: string | null;
  /** True while the form is being sent. */
  busy: boolean;
  /** Where focus goes when the failure shows (`useFormFocus`'s `messageRef`). */
  messageRef: RefObject<HTMLDivElement | null>;
  /** The failure's heading, saying what did not happen. */
  title: string;
  /** What a screen reader hears while the form is being sent. */
  busyText: string;
}

/**
 * Under a checkout form: why its step failed, as a focusable alert with a heading, and a polite
 * status while it is being sent.
 */
export function StepMessage({ failure, busy, messageRef, title, busyText }: StepMessageProps) {
  return (
    <>
      {failure && (
        <div part="error" ref={messageRef} className="alert" role="alert" tabIndex={-1}>
          <p className="alert__title">{title}</p>
          <p>{failure}</p>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {busy ? busyText : ''}
      </p>
    </>
  );
}
