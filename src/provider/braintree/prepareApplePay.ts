/**
 * Apple Pay (product-rules §7.5). Safari only lets an ApplePaySession start inside the user's
 * click, so the apple-pay instance is created up front and start() does everything else
 * synchronously.
 */
import { PaymentError } from '../../errors/errors';
import type { ApplePayStarter, PaymentAmount, WalletCallbacks } from '../PaymentProvider';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import type { ProviderSeams } from '../seams/ProviderSeams';
import type { ClientSession } from './ClientSession';
import { checkAmount, formatAmount } from './formatAmount';
import { loadSdk } from './loadSdk';
import type { ApplePayInstance, ApplePaySessionConstructor, ApplePaySessionLike } from './sdkTypes';
import { toPaymentError } from './toPaymentError';
import { APPLE_PAY_VERSION } from './applePaySupport';

export { APPLE_PAY_VERSION, canUseApplePay } from './applePaySupport';

/** An Australian audience (product-rules §1.1, §7.5); Apple Pay needs the merchant's country. */
export const APPLE_PAY_COUNTRY_CODE = 'AU';

/** An apple-pay instance ready to start sessions from a click. */
class BraintreeApplePayStarter implements ApplePayStarter {
  readonly #instance: ApplePayInstance;
  readonly #seams: ProviderSeams;
  readonly #onTeardown: () => void;
  #active: ApplePaySessionLike | undefined;
  #teardown: Promise<void> | undefined;

  constructor(instance: ApplePayInstance, seams: ProviderSeams, onTeardown: () => void) {
    this.#instance = instance;
    this.#seams = seams;
    this.#onTeardown = onTeardown;
  }

  start(amount: PaymentAmount, callbacks: WalletCallbacks): void {
    try {
      this.#start(amount, callbacks);
    } catch (error) {
      callbacks.onError(
        toPaymentError(error, PAYMENT_FAILED_MESSAGE, ProviderErrorCode.APPLE_PAY_UNAVAILABLE),
      );
    }
  }

  teardown(): Promise<void> {
    this.#teardown ??= this.#doTeardown();
    return this.#teardown;
  }

  #start(amount: PaymentAmount, callbacks: WalletCallbacks): void {
    checkAmount('ApplePayStarter.start', amount);
    const Session = this.#seams.applePaySession();
    if (this.#teardown || !Session) {
      throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.APPLE_PAY_UNAVAILABLE);
    }
    const request = this.#instance.createPaymentRequest({
      total: { label: amount.merchantName, amount: formatAmount(amount.amountInCents) },
      currencyCode: amount.currency,
      countryCode: APPLE_PAY_COUNTRY_CODE,
    });
    const session = new Session(APPLE_PAY_VERSION, request);
    this.#active = session;
    const finish = () => {
      if (this.#active === session) this.#active = undefined;
    };

    session.onvalidatemerchant = (event) => {
      this.#instance
        .performValidation({ validationURL: event.validationURL, displayName: amount.merchantName })
        .then(
          (merchantSession) => session.completeMerchantValidation(merchantSession),
          (error: unknown) => {
            finish();
            attempt(() => session.abort());
            callbacks.onError(toPaymentError(error));
          },
        );
    };
    session.onpaymentauthorized = (event) => {
      void this.#authorize(Session, session, event.payment.token, callbacks).finally(finish);
    };
    session.oncancel = () => {
      finish();
      callbacks.onCancel();
    };
    callbacks.onStart?.();
    session.begin();
  }

  /** Tokenize the Apple Pay token, complete on the server, then close the sheet with the outcome. */
  async #authorize(
    Session: ApplePaySessionConstructor,
    session: ApplePaySessionLike,
    token: unknown,
    callbacks: WalletCallbacks,
  ): Promise<void> {
    let succeeded = false;
    try {
      const payload = await this.#instance.tokenize({ token });
      succeeded = await callbacks.onAuthorize({ nonce: payload.nonce });
    } catch (error) {
      attempt(() => session.completePayment(Session.STATUS_FAILURE));
      callbacks.onError(toPaymentError(error));
      return;
    }
    // A false answer is the server's refusal; React already knows it and shows the server's detail.
    attempt(() =>
      session.completePayment(succeeded ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE),
    );
  }

  async #doTeardown(): Promise<void> {
    this.#onTeardown();
    const active = this.#active;
    this.#active = undefined;
    if (active) attempt(() => active.abort());
    try {
      await this.#instance.teardown();
    } catch {
      // Already torn down.
    }
  }
}

/** Run a session call whose failure (e.g. the sheet already closed) must not escape. */
function attempt(call: () => void): void {
  try {
    call();
  } catch {
    // The session is already over; nothing left to tell the user.
  }
}

/** Create the apple-pay instance for this session's client; rejects with PaymentError. */
export async function prepareApplePay(
  session: ClientSession,
  seams: ProviderSeams,
  signal?: AbortSignal,
): Promise<ApplePayStarter> {
  let instance: ApplePayInstance;
  try {
    const [client, sdk] = await Promise.all([session.client, loadSdk.applePay()]);
    session.ensureLive(signal);
    instance = await sdk.create({ client });
  } catch (error) {
    throw toPaymentError(error, PAYMENT_FAILED_MESSAGE);
  }
  const starter: BraintreeApplePayStarter = new BraintreeApplePayStarter(instance, seams, () =>
    session.release(starter),
  );
  return session.adopt(starter, signal);
}
