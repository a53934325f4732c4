import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** Where a form sends focus after a failed send, and how it asks for it. */
export interface FormFocus {
  formRef: RefObject<HTMLFormElement | null>;
  /** The "There is a problem" summary. */
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The failed step's message. */
  messageRef: RefObject<HTMLDivElement | null>;
  /** How many times the buyer tried to send with something missing (0: never). */
  tried: number;
  /** Show the summary (again) and move focus to it once it has rendered. */
  showProblems(): void;
  /** Move focus to the step's message once it has rendered. */
  showMessage(): void;
  /** Move focus to the control named `name`. */
  focusField(name: string): void;
}

/**
 * Focus for a details form, as every checkout form handles it: after a send that found problems,
 * to the error summary; after a step that failed, to its message; and to a field on request.
 */
export function useFormFocus(): FormFocus {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const [tried, setTried] = useState(0);
  const [messageShown, setMessageShown] = useState(0);

  useEffect(() => {
    if (tried > 0) summaryRef.current?.focus();
  }, [tried]);
  useEffect(() => {
    if (messageShown > 0) messageRef.current?.focus();
  }, [messageShown]);

  return {
    formRef,
    summaryRef,
    messageRef,
    tried,
    showProblems: () => setTried((n) => n + 1),
    showMessage: () => setMessageShown((n) => n + 1),
    focusField: (name) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus(),
  };
}
