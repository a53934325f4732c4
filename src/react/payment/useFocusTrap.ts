import { useEffect } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element focused within `node`'s root (a shadow root has its own `activeElement`). */
function activeIn(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/**
 * A modal's focus handling (WAI-ARIA dialog pattern): on mount focus moves to the first control
 * inside `ref`; Tab and Shift+Tab cycle inside it; on unmount focus returns to the element that
 * had it. Returns the keydown handler to put on the dialog.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = activeIn(dialog);
    const first = dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [ref]);

  return (event) => {
    const dialog = ref.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const index = focusable.indexOf(activeIn(dialog) as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    // From outside the list (e.g. the dialog itself), Tab goes to the first and Shift+Tab to the last.
    const next =
      index === -1
        ? event.shiftKey
          ? focusable.length - 1
          : 0
        : (index + step + focusable.length) % focusable.length;
    event.preventDefault();
    focusable[next]?.focus();
  };
}
