/**
 * The fake provider's 3-D Secure challenge (product-rules §7.9): the bank's frame in a light-DOM
 * container with the caller's slot, held until the test settles it or the caller cancels (which
 * rejects with the cancelled text, as the real verification does). The container goes either way.
 */
import { PaymentError } from '../../errors/errors';
import { THREEDS_CANCELLED_MESSAGE } from '../braintree/verifyThreeDSecure';
import type { TokenizeResult, VerifiedCard, VerifyCardOptions } from '../PaymentProvider';
import { CARD_DETAILS_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { gate } from '../../../test/support/gate';
import type { Gate } from '../../../test/support/gate';

/** What the next verify() does: no 3-D Secure (null), a result, an error, or a held challenge. */
type Outcome = VerifiedCard | PaymentError | null | Gate<VerifiedCard>;

/**
 * The fake provider's `CardFields.verify` and Google Pay button's `verify` (one queue of outcomes
 * for both), its `nextVerify`, the options and the cards it was given; `container` adds a
 * light-DOM container with a slot to a host, as the provider does.
 */
export function fakeVerification(container: (host: HTMLElement, slot: string) => HTMLElement) {
  let next: Outcome = null;
  const calls: VerifyCardOptions[] = [];
  const cards: TokenizeResult[] = [];
  return {
    calls,
    cards,
    next(
      outcome: VerifiedCard | PaymentError | null | 'challenge',
    ): Gate<VerifiedCard> | undefined {
      const held = outcome === 'challenge' ? gate<VerifiedCard>() : undefined;
      next = held ?? (outcome as Exclude<Outcome, Gate<VerifiedCard>>);
      return held;
    },
    async verify(
      host: HTMLElement,
      tokenized: TokenizeResult,
      options: VerifyCardOptions,
      torn: boolean,
    ) {
      calls.push(options);
      cards.push(tokenized);
      const outcome = next;
      next = null;
      if (torn) throw new PaymentError(CARD_DETAILS_MESSAGE, ProviderErrorCode.TORN_DOWN);
      if (outcome instanceof PaymentError) throw outcome;
      if (outcome === null || !('promise' in outcome)) return outcome;
      return fakeChallenge(container(host, options.slot), options, outcome);
    },
  };
}

async function fakeChallenge(
  frameHost: HTMLElement,
  options: VerifyCardOptions,
  held: Gate<VerifiedCard>,
): Promise<VerifiedCard> {
  const frame = document.createElement('iframe');
  frame.title = 'Demo Bank';
  frameHost.append(frame);
  options.onChallenge();
  const cancelled = new Promise<never>((_resolve, reject) => {
    const cancel = () =>
      reject(new PaymentError(THREEDS_CANCELLED_MESSAGE, ProviderErrorCode.THREEDS_CANCELLED));
    if (options.signal?.aborted) cancel();
    options.signal?.addEventListener('abort', cancel, { once: true });
  });
  try {
    return await Promise.race([held.promise, cancelled]);
  } finally {
    frameHost.remove();
  }
}
