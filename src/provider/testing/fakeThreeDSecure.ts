/**
 * A fake of braintree-web 3.102.0's three-d-secure instance (`2-inline-iframe`), for unit tests
 * only: its `verifyCard` waits for the test (`verify`), `challenge()` hands a bank frame over as
 * `authentication-iframe-available` does, and `cancelVerifyCard` rejects the verification with the
 * merchant-cancelled code, as braintree-web does.
 */
import { vi } from 'vitest';
import type {
  ThreeDSecureInstance,
  ThreeDSecureVerifyOptions,
  ThreeDSecureVerifyPayload,
} from '../braintree/sdkTypes';
import { braintreeError, deferred } from './sdkTestHelpers';
import type { Deferred } from './sdkTestHelpers';

/** A three-d-secure instance whose verifyCard the test settles. */
export class FakeThreeDSecure implements ThreeDSecureInstance {
  verify: Deferred<ThreeDSecureVerifyPayload> = deferred();
  verified: ThreeDSecureVerifyOptions[] = [];
  iframeAvailable: ((payload: { element: HTMLElement }, next: () => void) => void) | undefined;
  torn = false;
  cancelVerifyCard = vi.fn(async () => {
    this.verify.reject(braintreeError('THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT'));
    return {};
  });
  on(_event: 'authentication-iframe-available', handler: FakeThreeDSecure['iframeAvailable']) {
    this.iframeAvailable = handler;
  }
  verifyCard(options: ThreeDSecureVerifyOptions) {
    this.verified.push(options);
    return this.verify.promise;
  }
  async teardown() {
    this.torn = true;
  }
  /** The bank asks for a challenge: hand over a frame, as braintree-web's inline-iframe does. */
  challenge(): HTMLElement {
    const element = document.createElement('div');
    element.innerHTML = '<iframe title="Bank"></iframe>';
    this.iframeAvailable?.({ element }, () => undefined);
    return element;
  }
}
