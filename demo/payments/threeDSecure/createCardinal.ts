/**
 * The offline stand-in for Cardinal Commerce's Songbird script (`window.Cardinal`), so the REAL
 * braintree-web 3.102.0 three-d-secure module runs end to end with no network (product-rules §7.9).
 * It implements only what braintree-web 3.102.0 calls, read from
 * three-d-secure/external/frameworks/songbird.js and inline-iframe.js:
 *
 * - `on(name, listener)` / `off(name)`: `off` drops every listener of that name
 *   (songbird.js `setCardinalListener`, `_removeSongbirdListeners`).
 * - `configure({ payment: { framework } })`: only `framework: 'inline'` (version `'2-inline-iframe'`,
 *   inline-iframe.js `_createCardinalConfigurationOptions`) can show a challenge here.
 * - `setup('init', { jwt })`: fires `payments.setupComplete` with `{ sessionId }` LATER, because
 *   braintree-web adds its `payments.validated` listener only after calling setup
 *   (songbird.js `_configureCardinalSdk`); the session id becomes the lookup's `dfReferenceId`.
 *   braintree-web tears down and sets up again after every verifyCard (songbird.js
 *   `_reloadThreeDSecure`, base.js `_resetVerificationState`), so every setup starts a new session
 *   and drops any challenge still open.
 * - `trigger('bin.process', bin)`: a Promise of `{ Status: true }` (songbird.js
 *   `_triggerCardinalBinProcess`).
 * - `continue('cca', { AcsUrl, Payload }, { OrderDetails: { TransactionId } })` (songbird.js
 *   `_presentChallenge`): hands the `ui.inline.setup` listener an HTML template holding an iframe of
 *   the bank page, `{ paymentType: 'CCA', data: { mode: 'static' } }` and resolve/reject
 *   (inline-iframe.js `_onInlineSetup`), waits for the bank page's answer (bankAnswer.ts; checked by
 *   the AcsUrl's origin and the transaction id), then calls the `payments.validated` listeners with
 *   `({ ActionCode: 'SUCCESS' | 'FAILURE', Payment: { ExtendedData } }, jwt)`, the jwt being
 *   `fake-cardinal.<base64url of { ActionCode, TransactionId }>` that the fake gateway's
 *   `authenticate_from_jwt` reads (answerThreeDSecure.ts `readCardinalJwt`).
 *
 * Anything else asked of it ends in `payments.validated` with `ActionCode: 'ERROR'` and Cardinal's
 * general configuration error number, which braintree-web turns into
 * `THREEDS_CARDINAL_SDK_BAD_CONFIG` (songbird.js `_createPaymentsValidatedCallback`): a misuse
 * fails loudly instead of leaving verifyCard pending.
 */
import { bankPageUrl, encodeBase64Url, isBankAnswer } from './bankAnswer';

/** A Songbird event listener; braintree-web's take `(data, jwt)` or the inline-setup arguments. */
export type CardinalListener = (...args: never[]) => void;

/** What braintree-web passes to `configure` (songbird.js `_createCardinalConfigurationOptions`). */
export interface CardinalConfiguration {
  logging?: unknown;
  timeout?: unknown;
  maxRequestRetries?: unknown;
  payment?: { displayLoading?: unknown; displayExitButton?: unknown; framework?: unknown };
}

/** The details `ui.inline.setup` gets (inline-iframe.js `_onInlineSetup` checks them). */
export interface InlineSetupDetails {
  paymentType: 'CCA';
  data: { mode: 'static' };
}

/** The first argument of `payments.validated` (Cardinal's response object, the parts used here). */
export interface CardinalValidation {
  Validated: boolean;
  ActionCode: 'SUCCESS' | 'FAILURE' | 'ERROR';
  ErrorNumber: number;
  ErrorDescription: string;
  Payment?: {
    Type: 'CCA';
    ProcessorTransactionId: string;
    ExtendedData: Record<string, string>;
  };
}

/** `window.Cardinal` as braintree-web 3.102.0 uses it. */
export interface CardinalStandIn {
  on(name: string, listener: CardinalListener): void;
  off(name: string): void;
  configure(configuration?: CardinalConfiguration): void;
  setup(initializationType: string, data?: { jwt?: unknown }): void;
  trigger(name: string, ...args: unknown[]): Promise<{ Status: boolean }>;
  continue(
    paymentType: string,
    continueData?: { AcsUrl?: unknown; Payload?: unknown },
    orderObject?: { OrderDetails?: { TransactionId?: unknown } },
  ): void;
}

/** What the stand-in uses of its window (tests pass happy-dom's). */
export type CardinalWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout' | 'location'
>;

/** Cardinal's ErrorNumber for "a general configuration error". */
export const CARDINAL_BAD_CONFIG = 10006;
/** Cardinal's ErrorNumber for "Songbird was initialized without a merchant JWT". */
export const CARDINAL_NO_MERCHANT_JWT = 10008;

/** The challenge frame's title (the product's dialog around it is 'Verify your card'). */
export const CHALLENGE_FRAME_TITLE = 'Your bank’s card check';
/** The challenge frame's height, as braintree-web's own v1 bank frame's (base.js `IFRAME_HEIGHT`). */
export const CHALLENGE_FRAME_HEIGHT = 400;

/** The JWT the stand-in signs for `actionCode` on `transactionId` (answerThreeDSecure.ts reads it). */
export function fakeCardinalJwt(actionCode: string, transactionId: string): string {
  return `fake-cardinal.${encodeBase64Url(
    JSON.stringify({ ActionCode: actionCode, TransactionId: transactionId }),
  )}`;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The inline template: the bank's frame alone. braintree-web inserts it with `innerHTML`
 * (inline-iframe.js `_onInlineSetup`), so it can hold no script; and no `style` attribute, which a
 * host page's CSP without `'unsafe-inline'` would refuse. The page that embeds it styles the frame.
 */
export function challengeTemplate(src: string): string {
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(CHALLENGE_FRAME_TITLE)}" ` +
    `width="100%" height="${CHALLENGE_FRAME_HEIGHT}"></iframe>`
  );
}

function validation(actionCode: 'SUCCESS' | 'FAILURE', transactionId: string): CardinalValidation {
  const approved = actionCode === 'SUCCESS';
  return {
    Validated: true,
    ActionCode: actionCode,
    ErrorNumber: 0,
    ErrorDescription: 'Success',
    Payment: {
      Type: 'CCA',
      ProcessorTransactionId: transactionId,
      ExtendedData: {
        Enrolled: 'Y',
        PAResStatus: approved ? 'Y' : 'N',
        SignatureVerification: 'Y',
        ECIFlag: approved ? '05' : '07',
        ThreeDSVersion: '2.2.0',
      },
    },
  };
}

const errorValidation = (errorNumber: number, description: string): CardinalValidation => ({
  Validated: false,
  ActionCode: 'ERROR',
  ErrorNumber: errorNumber,
  ErrorDescription: description,
});

/** A fresh `window.Cardinal` stand-in on `host`. */
export function createCardinal(host: CardinalWindow = window): CardinalStandIn {
  const listeners = new Map<string, CardinalListener[]>();
  let framework: unknown;
  let sessions = 0;
  /** Whether the last setup was a valid `setup('init', { jwt })`. */
  let initialized = false;
  let pendingSetup: ReturnType<CardinalWindow['setTimeout']> | undefined;
  /** Stops waiting for the bank's answer to the open challenge, if there is one. */
  let endChallenge: (() => void) | undefined;

  /** Call every `name` listener; one that throws is reported and does not stop the others. */
  function emit(name: string, ...args: unknown[]): number {
    const called = [...(listeners.get(name) ?? [])];
    for (const listener of called) {
      try {
        (listener as (...values: unknown[]) => void)(...args);
      } catch (error) {
        host.setTimeout(() => {
          throw error;
        }, 0);
      }
    }
    return called.length;
  }

  /** `payments.validated` with an ERROR action, as Cardinal reports a misuse (asynchronously). */
  function fail(errorNumber: number, description: string): void {
    host.setTimeout(
      () => emit('payments.validated', errorValidation(errorNumber, description), ''),
      0,
    );
  }

  function stopChallenge(): void {
    endChallenge?.();
    endChallenge = undefined;
  }

  function startChallenge(acsUrl: URL, payload: string, transactionId: string): void {
    stopChallenge();
    let open = true;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== acsUrl.origin || !isBankAnswer(event.data)) return;
      if (event.data.transactionId !== transactionId) return;
      stopChallenge();
      const actionCode = event.data.approved ? 'SUCCESS' : 'FAILURE';
      emit(
        'payments.validated',
        validation(actionCode, transactionId),
        fakeCardinalJwt(actionCode, transactionId),
      );
    };
    host.addEventListener('message', onMessage);
    endChallenge = () => {
      open = false;
      host.removeEventListener('message', onMessage);
    };
    const src = bankPageUrl(acsUrl.href, {
      transactionId,
      payload,
      parentOrigin: host.location.origin,
    });
    const details: InlineSetupDetails = { paymentType: 'CCA', data: { mode: 'static' } };
    // braintree-web resolves once the page has placed the frame (its `next`); nothing to do then.
    const placed = () => undefined;
    const refused = (reason?: unknown) => {
      if (!open) return;
      stopChallenge();
      const why = reason instanceof Error ? reason.message : String(reason);
      fail(CARDINAL_BAD_CONFIG, `The page refused the challenge frame: ${why}`);
    };
    if (emit('ui.inline.setup', challengeTemplate(src), details, placed, refused) === 0) {
      stopChallenge();
      fail(
        CARDINAL_BAD_CONFIG,
        'Nothing listens to ui.inline.setup, so no challenge can be shown.',
      );
    }
  }

  return {
    on(name, listener) {
      if (typeof listener !== 'function') return;
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },

    off(name) {
      listeners.delete(name);
    },

    configure(configuration = {}) {
      framework = configuration.payment?.framework;
    },

    setup(initializationType, data = {}) {
      if (pendingSetup !== undefined) host.clearTimeout(pendingSetup);
      pendingSetup = undefined;
      stopChallenge();
      initialized = false;
      if (initializationType !== 'init') {
        fail(CARDINAL_BAD_CONFIG, `The Songbird stand-in has no setup('${initializationType}').`);
        return;
      }
      if (typeof data.jwt !== 'string' || data.jwt === '') {
        fail(CARDINAL_NO_MERCHANT_JWT, 'Songbird was initialized without a merchant JWT.');
        return;
      }
      initialized = true;
      sessions += 1;
      const sessionId = `fake-cardinal-session-${sessions}`;
      pendingSetup = host.setTimeout(() => {
        pendingSetup = undefined;
        emit('payments.setupComplete', { sessionId, modules: [{ module: 'CCA', loaded: true }] });
      }, 0);
    },

    trigger(name, ...args) {
      if (name === 'bin.process' && typeof args[0] === 'string') {
        return Promise.resolve({ Status: true });
      }
      return Promise.reject(new Error(`The Songbird stand-in has no trigger('${name}').`));
    },

    continue(paymentType, continueData = {}, orderObject = {}) {
      const { AcsUrl: acsUrl, Payload: payload } = continueData;
      const transactionId = orderObject.OrderDetails?.TransactionId;
      const url = typeof acsUrl === 'string' ? URL.parse(acsUrl) : null;
      const refuse = (problem: string) => fail(CARDINAL_BAD_CONFIG, problem);
      if (!initialized) {
        refuse("continue() came before setup('init', { jwt }).");
      } else if (String(paymentType).toLowerCase() !== 'cca') {
        refuse(`The Songbird stand-in has no continue('${String(paymentType)}').`);
      } else if (framework !== 'inline') {
        refuse("The Songbird stand-in shows challenges with payment.framework 'inline' only.");
      } else if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        refuse('continue() needs an http(s) AcsUrl.');
      } else if (typeof payload !== 'string' || payload === '') {
        refuse('continue() needs a Payload.');
      } else if (typeof transactionId !== 'string' || transactionId === '') {
        refuse('continue() needs OrderDetails.TransactionId.');
      } else {
        startChallenge(url, payload, transactionId);
      }
    },
  };
}
