/**
 * Where the order calls and the payment provider connecting ahead of its page meet. The payment
 * step connects the element's provider the moment the payment details arrive (the payment chunk's
 * `earlyConnection.ts`); the order calls that end in the switch to the payment page
 * (`preparePayment`) then wait for that client, briefly, before the switch. On a fast connection
 * the page then renders once, with its options and card form, instead of a 'Loading payment
 * options' spinner first and the options a moment later (two renders and two layouts of the page
 * on the step's critical path: README, Speed), and the provider's client and card frames are
 * created before the page's render rather than after it. On a slow one the wait gives up after
 * {@link CONNECT_AHEAD_WAIT_MS} and the page shows its spinner, as before; the Next button shows
 * its loading state throughout. Keyed by checkout scope (`checkoutAtoms(scope)`).
 */

/** The longest the switch to the payment page waits for a client connecting ahead. */
export const CONNECT_AHEAD_WAIT_MS = 300;

const connecting = new Map<string, Promise<unknown>>();

/**
 * The provider for checkout `scope` is connecting ahead of its page: `connected` settles once its
 * client exists (and its card fields have started mounting) or it failed.
 */
export function connectingAhead(scope: string, connected: Promise<unknown>): void {
  connecting.set(scope, connected);
}

/**
 * Resolves once the client connecting ahead for `scope` is there (or failed, which the page then
 * reports), a task later so that what the provider queued as it mounted the card fields (their
 * frames' loads) goes before the page's render; or after `waitMs` at the latest; at once when
 * nothing connects ahead. Taken once; never rejects.
 */
export function untilConnectedAhead(
  scope: string,
  waitMs: number = CONNECT_AHEAD_WAIT_MS,
): Promise<void> {
  const connected = connecting.get(scope);
  connecting.delete(scope);
  if (!connected) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const settled = () => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    };
    connected.then(settled, settled);
  });
}
