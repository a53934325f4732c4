/**
 * A fake PaymentProvider for the payment page's tests: it implements the interface the way the
 * braintree adapter does (light-DOM slot containers, change events, teardown that removes them)
 * and lets a test decide every outcome: connect, field validity, tokenize, 3D Secure (for card
 * fields and Google Pay alike), and each wallet.
 */
import { PaymentError } from '../../errors/errors';
import type {
  ApplePayStarter,
  CardFieldName,
  CardFields,
  CardFieldsOptions,
  CardFieldsState,
  GooglePayHandle,
  GooglePayOptions,
  PayPalOptions,
  TokenizeResult,
} from '../PaymentProvider';
import { CARD_DETAILS_MESSAGE, PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { tornDown } from '../braintree/tornDown';
import { gate } from '../../../test/support/gate';
import { fakeVerification } from './fakeChallenge';
import { fakeWalletButton } from './fakeWalletButton';
import { FIELDS, cardState } from './fakeProviderTypes';
import type { FakeProvider, FakeWallet, FakeWalletRun } from './fakeProviderTypes';

export type { FakeProvider, FakeWallet, FakeWalletRun };
import type { Gate } from '../../../test/support/gate';

/** Create a fresh fake provider; every test gets its own. */
export function createFakeProvider(): FakeProvider {
  const connects: string[] = [];
  const focused: CardFieldName[] = [];
  const walletMounts = { googlePay: [] as GooglePayOptions[], payPal: [] as PayPalOptions[] };
  const runs = new Map<FakeWallet, FakeWalletRun>();
  const walletAttempts: Record<FakeWallet, number> = { applePay: 0, googlePay: 0, payPal: 0 };
  const resources = new Set<{ teardown(): Promise<void> }>();
  const cardListeners = new Set<(state: CardFieldsState) => void>();
  let validity: Record<CardFieldName, boolean> = {
    number: false,
    cardholderName: false,
    expirationDate: false,
    cvv: false,
  };
  let connected = false;
  let connectGate: Gate<void> | undefined;
  let cardFieldsGate: Gate<void> | undefined;
  let connectFailure: PaymentError | undefined;
  let tokenizeOutcome: TokenizeResult | PaymentError | Gate<TokenizeResult> = {
    nonce: 'fake-valid-nonce',
  };
  let teardowns = 0;
  let tokenizeCalls = 0;
  let liveCardFields = 0;

  const requireConnected = () => {
    if (!connected) throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.NOT_CONNECTED);
  };

  /** Count a wallet's mount and play its failure, if the test set one. */
  const loadWallet = async (wallet: FakeWallet, signal: AbortSignal | undefined) => {
    walletAttempts[wallet] += 1;
    const failure = fake.walletFailures[wallet];
    if (failure === 'reject') {
      throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.SCRIPT_LOAD_FAILED);
    }
    if (failure === 'hang') {
      await new Promise<never>((_, reject) =>
        signal?.addEventListener('abort', () => reject(tornDown()), { once: true }),
      );
    }
  };

  /** Like the real adapter: `<div slot=...>` children of the host, removed on teardown. */
  const container = (host: HTMLElement, slot: string): HTMLDivElement => {
    const div = host.ownerDocument.createElement('div');
    div.slot = slot;
    div.dataset['cinemaProvider'] = slot;
    host.append(div);
    return div;
  };
  const verification = fakeVerification(container);

  const adopt = async <T extends { teardown(): Promise<void> }>(
    resource: T,
    signal?: AbortSignal,
  ): Promise<T> => {
    // A microtask, as the SDK is always async; an abort in between tears the late resource down.
    await Promise.resolve();
    if (signal?.aborted || !connected) {
      await resource.teardown();
      throw tornDown();
    }
    resources.add(resource);
    return resource;
  };

  const walletButton = (
    host: HTMLElement,
    wallet: 'googlePay' | 'payPal',
    options: GooglePayOptions | PayPalOptions,
  ) => fakeWalletButton({ container, runs, resources, verification }, host, wallet, options);

  const runOf = (wallet: FakeWallet): FakeWalletRun => {
    const run = runs.get(wallet);
    if (!run) throw new Error(`The test drove ${wallet} before it was started.`);
    return run;
  };

  const fake: FakeProvider = {
    connects,
    focused,
    walletMounts,
    cardBrands: ['Visa', 'Mastercard', 'American Express'],
    applePayAvailable: false,
    googlePayReady: true,
    payPalAvailable: true,
    walletFailures: {},
    walletAttempts,
    get teardowns() {
      return teardowns;
    },
    get tokenizeCalls() {
      return tokenizeCalls;
    },
    get liveCardFields() {
      return liveCardFields;
    },

    async connect(authorization) {
      connects.push(authorization);
      if (connectFailure) {
        const error = connectFailure;
        connectFailure = undefined;
        throw error;
      }
      if (connectGate) await connectGate.promise;
      connected = true;
      return { cardBrands: [...fake.cardBrands] };
    },

    async mountCardFields(host: HTMLElement, options: CardFieldsOptions): Promise<CardFields> {
      requireConnected();
      if (cardFieldsGate) await cardFieldsGate.promise;
      const containers = FIELDS.map((field) => container(host, options.slots[field]));
      let torn = false;
      const fields: CardFields = {
        on(_event, listener) {
          cardListeners.add(listener);
          listener(cardState(validity));
          return () => cardListeners.delete(listener);
        },
        focus(field) {
          if (!torn) focused.push(field);
        },
        async tokenize() {
          tokenizeCalls += 1;
          const outcome = tokenizeOutcome;
          tokenizeOutcome = { nonce: 'fake-valid-nonce' };
          if (torn) throw new PaymentError(CARD_DETAILS_MESSAGE, ProviderErrorCode.TORN_DOWN);
          if (outcome instanceof PaymentError) throw outcome;
          if ('promise' in outcome) return outcome.promise;
          return outcome;
        },
        verify: (tokenized, options) => verification.verify(host, tokenized, options, torn),
        async teardown() {
          if (torn) return;
          torn = true;
          liveCardFields -= 1;
          cardListeners.clear();
          containers.forEach((div) => div.remove());
          resources.delete(fields);
        },
      };
      liveCardFields += 1;
      return adopt(fields, options.signal);
    },

    canUseApplePay() {
      return fake.applePayAvailable;
    },

    async prepareApplePay(options?: { signal?: AbortSignal }): Promise<ApplePayStarter> {
      requireConnected();
      await loadWallet('applePay', options?.signal);
      const starter: ApplePayStarter = {
        start(amount, callbacks) {
          runs.set('applePay', { amount, callbacks });
          callbacks.onStart?.();
        },
        async teardown() {
          resources.delete(starter);
        },
      };
      return adopt(starter, options?.signal);
    },

    async mountGooglePay(host, options) {
      requireConnected();
      walletMounts.googlePay.push(options);
      await loadWallet('googlePay', options.signal);
      if (!fake.googlePayReady) return null;
      return adopt(walletButton(host, 'googlePay', options) as GooglePayHandle, options.signal);
    },

    async mountPayPal(host, options) {
      requireConnected();
      walletMounts.payPal.push(options);
      await loadWallet('payPal', options.signal);
      if (!fake.payPalAvailable) return null;
      return adopt(walletButton(host, 'payPal', options), options.signal);
    },

    async teardown() {
      teardowns += 1;
      connected = false;
      const all = [...resources];
      resources.clear();
      await Promise.all(all.map((resource) => resource.teardown()));
    },

    holdConnect() {
      const held = gate<void>();
      connectGate = held;
      return {
        resolve: () => {
          if (connectGate === held) connectGate = undefined;
          held.resolve();
        },
        reject: (error = new PaymentError(PAYMENT_FAILED_MESSAGE, 'CLIENT_GATEWAY_NETWORK')) => {
          if (connectGate === held) connectGate = undefined;
          held.reject(error);
        },
      };
    },

    holdCardFields() {
      const held = gate<void>();
      cardFieldsGate = held;
      return {
        release: () => {
          if (cardFieldsGate === held) cardFieldsGate = undefined;
          held.resolve();
        },
      };
    },

    failNextConnect(error = new PaymentError(PAYMENT_FAILED_MESSAGE, 'CLIENT_GATEWAY_NETWORK')) {
      connectFailure = error;
    },

    setCardValidity(next) {
      validity =
        typeof next === 'boolean'
          ? { number: next, cardholderName: next, expirationDate: next, cvv: next }
          : { ...validity, ...next };
      const state = cardState(validity);
      [...cardListeners].forEach((listener) => listener(state));
    },

    get verifyCalls() {
      return verification.calls;
    },
    get verifiedCards() {
      return verification.cards;
    },
    nextVerify: (outcome) => verification.next(outcome),

    nextTokenize(outcome) {
      if (outcome === 'hold') {
        const held = gate<TokenizeResult>();
        tokenizeOutcome = held;
        return held;
      }
      tokenizeOutcome = outcome;
      return undefined;
    },

    lastRun: (wallet) => runs.get(wallet),
    approve: (wallet, result) =>
      runOf(wallet).callbacks.onAuthorize(typeof result === 'string' ? { nonce: result } : result),
    cancel: (wallet) => runOf(wallet).callbacks.onCancel(),
    fail: (
      wallet,
      error = new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.WALLET_FAILED),
    ) => runOf(wallet).callbacks.onError(error),
  };
  return fake;
}
