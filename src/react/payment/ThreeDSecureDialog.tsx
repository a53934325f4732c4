import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';

/** The dialog's styles: with its own chunk, so no payment page without 3D Secure carries them. */
const challengeCss = `
.challenge-backdrop { position: fixed; inset: 0; z-index: 30; display: flex; align-items: center; justify-content: center;
  padding: var(--cinema-space); background: rgb(0 0 0 / 0.55); }
.challenge { width: min(30rem, 100%); max-height: 100%; overflow: auto; }
.challenge__frame { margin-block: var(--cinema-space); }
.challenge__frame ::slotted(*) { display: block; width: 100%; }
.challenge__actions { display: flex; justify-content: flex-end; }
`;

/** The dialog's name (product-rules §7.9). */
export const VERIFY_CARD_TITLE = 'Verify your card';

/** The bank's challenge frame, inside the slot's container. */
function challengeFrame(slot: HTMLSlotElement | null): HTMLIFrameElement | null {
  for (const element of slot?.assignedElements({ flatten: true }) ?? []) {
    const frame = element instanceof HTMLIFrameElement ? element : element.querySelector('iframe');
    if (frame) return frame;
  }
  return null;
}

/** Props of {@link ThreeDSecureDialog}. */
export interface ThreeDSecureDialogProps {
  /** The light-DOM slot the provider put the bank's frame in. */
  slot: string;
  /** 'Cancel' or Escape: the verification is cancelled (the dialog goes when it settles). */
  onCancel(): void;
}

/**
 * The bank's 3D Secure challenge in a modal dialog of the element (product-rules §7.9): 'Verify your
 * card', the bank's frame (a light-DOM element the provider put in `slot`) and
 * 'Cancel'. A chunk of its own, loaded when a bank asks for a challenge. Focus moves to the bank's frame (else Cancel) and returns when the dialog goes; Tab
 * and Shift+Tab go round the frame and Cancel only (a sentinel before the frame sends a backward
 * Tab to Cancel); Escape on the dialog cancels. Render it only while a challenge is shown.
 */
export default function ThreeDSecureDialog({ slot, onCancel }: ThreeDSecureDialogProps) {
  useStyles(challengeCss, STYLE_ORDER.page);
  const titleId = useId();
  const slotRef = useRef<HTMLSlotElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = cancelRef.current;
    const root = dialog?.getRootNode() as ShadowRoot | Document | undefined;
    const previous = root?.activeElement;
    (challengeFrame(slotRef.current) ?? cancelRef.current)?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    // From Cancel, the only control of ours, Tab either way goes back to the bank's frame.
    if (event.key === 'Tab' && event.target === cancelRef.current) {
      const frame = challengeFrame(slotRef.current);
      if (!frame) return event.preventDefault();
      event.preventDefault();
      frame.focus();
    }
  };

  return (
    <div className="challenge-backdrop">
      <div
        part="card"
        className="challenge surface"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 part="heading" id={titleId}>
          {VERIFY_CARD_TITLE}
        </h2>
        <p className="muted">Your bank asks you to confirm this payment.</p>
        {/* Shift+Tab out of the bank's frame lands here and goes on to Cancel. */}
        <div tabIndex={0} className="visually-hidden" onFocus={() => cancelRef.current?.focus()} />
        <div className="challenge__frame">
          <slot ref={slotRef} name={slot} />
        </div>
        <div className="challenge__actions">
          <button
            part="button"
            ref={cancelRef}
            type="button"
            className="button--secondary"
            onClick={onCancel}
          >
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
