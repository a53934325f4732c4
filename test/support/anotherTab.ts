/**
 * The visitor leaves the page for another tab, does something there (signs in or out at the
 * cinema's site), and comes back: the page goes hidden, `action` runs, the page shows again, each
 * with the `visibilitychange` a browser fires. What the page knows of who is signed in holds until
 * such a return (src/api/member.ts), so suites that change the session between tests go through it.
 */
export async function inAnotherTab<T>(action: () => Promise<T>): Promise<T> {
  const show = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  show('hidden');
  try {
    return await action();
  } finally {
    show('visible');
  }
}
