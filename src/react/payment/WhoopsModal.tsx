import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useFocusTrap } from './useFocusTrap';

/** The default WHOOPS message (product-rules §7.1). */
export const WHOOPS_DEFAULT_MESSAGE = 'An error has occurred';

/** Props of {@link WhoopsModal}. */
export interface WhoopsModalProps {
  /** The message; empty shows the default. */
  message: string;
  onClose(): void;
}

/**
 * The modal error overlay (product-rules §7.1) titled 'WHOOPS'. Focus moves in, is trapped inside,
 * and returns to where it was when Escape or Close shuts it. Render it only while there is an
 * error.
 */
export function WhoopsModal({ message, onClose }: WhoopsModalProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(dialogRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };

  return (
    <div className="whoops-backdrop">
      <div
        part="card"
        ref={dialogRef}
        className="whoops surface"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 part="heading" id={titleId}>
          WHOOPS
        </h2>
        <p id={messageId}>{message.trim() === '' ? WHOOPS_DEFAULT_MESSAGE : message}</p>
        <div className="whoops__actions">
          <button part="button button-primary" type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
