import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** Where a form sends focus after a step that failed, and how it asks for it. */
export interface FormFocus {
  /** The failed step's message. */
  messageRef: RefObject<HTMLDivElement | null>;
  /** Move focus to the step's message once it has rendered. */
  showMessage(): void;
}

/**
 * Focus for a details form after a step that failed: to its message. (After a press that found
 * problems, the error summary takes focus itself.)
 */
export function useFormFocus(): FormFocus {
  const messageRef = useRef<HTMLDivElement>(null);
  const [messageShown, setMessageShown] = useState(0);
  useEffect(() => {
    if (messageShown > 0) messageRef.current?.focus();
  }, [messageShown]);
  return { messageRef, showMessage: () => setMessageShown((n) => n + 1) };
}
