import type { KeyboardEvent } from 'react';

const HEADER = '[data-accordion-header]';

/**
 * The accordion pattern's optional keys: Up and Down move between headers (wrapping), Home and
 * End jump to the first and last. Put the returned handler on the accordion's container.
 */
export function onAccordionKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (!target.matches(HEADER)) return;
  const headers = [...event.currentTarget.querySelectorAll<HTMLElement>(HEADER)];
  const index = headers.indexOf(target);
  let next: number;
  switch (event.key) {
    case 'ArrowDown':
      next = (index + 1) % headers.length;
      break;
    case 'ArrowUp':
      next = (index - 1 + headers.length) % headers.length;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = headers.length - 1;
      break;
    default:
      return;
  }
  event.preventDefault();
  headers[next]?.focus();
}
