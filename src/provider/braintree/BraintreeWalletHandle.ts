/**
 * The handle both rendered wallet buttons (Google Pay, PayPal) give out: the button sits in a
 * light-DOM slot container, and teardown leaves the session, removes the container and tears the
 * braintree-web instance down, once however often it is called.
 */
import type { WalletHandle } from '../PaymentProvider';
import type { ClientSession, SessionResource } from './ClientSession';

/** A rendered wallet button; `beforeRemove` runs first on teardown (PayPal closes its buttons). */
export class BraintreeWalletHandle implements WalletHandle {
  readonly #session: Pick<ClientSession, 'release'>;
  readonly #instance: SessionResource;
  readonly #container: HTMLElement;
  readonly #beforeRemove: (() => Promise<void>) | undefined;
  #teardown: Promise<void> | undefined;

  constructor(
    session: Pick<ClientSession, 'release'>,
    instance: SessionResource,
    container: HTMLElement,
    beforeRemove?: () => Promise<void>,
  ) {
    this.#session = session;
    this.#instance = instance;
    this.#container = container;
    this.#beforeRemove = beforeRemove;
  }

  teardown(): Promise<void> {
    this.#teardown ??= this.#doTeardown();
    return this.#teardown;
  }

  async #doTeardown(): Promise<void> {
    this.#session.release(this);
    // Only awaited when there is one, so without it the container goes synchronously.
    if (this.#beforeRemove) await this.#beforeRemove();
    this.#container.remove();
    try {
      // For PayPal this also removes the frames its paypal-checkout instance put in the page.
      await this.#instance.teardown();
    } catch {
      // Already torn down.
    }
  }
}
