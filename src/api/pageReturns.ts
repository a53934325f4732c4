/**
 * The page coming back into view (another tab, a phone's lock screen): the visitor may have signed
 * in or out meanwhile, so the page's answer to "who is signed in" (member.ts) is asked again, and
 * the elements that show it listen (src/atoms/signedIn.ts). One `visibilitychange` listener for the
 * page, added on first use.
 */
let returns = 0;
const listeners = new Set<() => void>();
let watching = false;

function watch(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  let hidden = document.visibilityState === 'hidden';
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden = true;
    else if (hidden) {
      hidden = false;
      returns += 1;
      for (const listener of [...listeners]) listener();
    }
  });
}

/** How many times the page has come back into view so far (and watch from now on). */
export function pageReturns(): number {
  watch();
  return returns;
}

/** Call `listener` each time the page comes back into view; returns the unsubscribe. */
export function onPageReturn(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
