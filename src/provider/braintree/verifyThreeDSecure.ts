/**
 * 3D Secure 2 for a tokenized card (product-rules §7.9): when the merchant account has
 * it (`threeDSecureEnabled` in the client's configuration), `threeDSecure.create({ client, version:
 * '2-inline-iframe' })` and `verifyCard`. That version hands the bank's challenge frame over
 * (`authentication-iframe-available`) instead of opening Cardinal's own modal, so the frame goes
 * where the caller says (a light-DOM container the element's dialog shows) and is removed here
 * whatever happens: settled, cancelled, failed or torn down. Without the flag nothing loads.
 */
import { PaymentError } from '../../errors/errors';
import type {
  TokenizeResult,
  VerifiedCard,
  VerifyCardCustomer,
  VerifyCardOptions,
} from '../PaymentProvider';
import { ProviderErrorCode } from '../providerErrors';
import type {
  BraintreeClient,
  BraintreeErrorLike,
  ThreeDSecureBillingAddress,
  ThreeDSecureInstance,
  ThreeDSecureModule,
} from './sdkTypes';

/** 3D Secure: the buyer cancelled the bank's challenge (product-rules §7.9). */
export const THREEDS_CANCELLED_MESSAGE =
  'Card verification was cancelled. Please try again or choose another payment option.';

/** 3D Secure: the lookup or the authentication failed (product-rules §7.9). */
export const THREEDS_FAILED_MESSAGE =
  'Your card could not be verified. Please try another card or payment option.';

/** 3D Secure: the verification script did not load within 15 s (product-rules §7.9). */
export const THREEDS_UNAVAILABLE_MESSAGE =
  'Card verification is unavailable right now. Please try again or choose another payment option.';

/** How long Cardinal's verification script may take to load (product-rules §7.9). */
export const THREEDS_SCRIPT_TIMEOUT_MS = 15_000;

/** What to verify, and where its challenge goes. */
export interface ThreeDSecureRequest {
  /** The tokenized card's nonce. */
  nonce: string;
  /** The card's first six digits (the tokenization's `details.bin`). */
  bin: string;
  /** What the payment charges. */
  amountInCents: number;
  /** The buyer: their e-mail and mobile, and their billing address (else name and post code). */
  customer?: VerifyCardCustomer | null | undefined;
  /** Where the bank's challenge frame is put (emptied again when the verification ends). */
  container: HTMLElement;
  /** The bank asks for a challenge: its frame is in `container` now. */
  onChallenge(): void;
  /** Cancels the verification (the buyer's Cancel or Escape, the page or element going away). */
  signal?: AbortSignal | undefined;
}

/**
 * What the verification is given: the SDK module's loader (`loadSdk.threeDSecure`, passed in so
 * this chunk shares no module with the provider's), and for tests how to tell the script has
 * loaded and the time limit.
 */
export interface ThreeDSecureSeams {
  load(): Promise<ThreeDSecureModule>;
  /** Resolves once Cardinal's script has defined its global (polled; never rejects). */
  scriptReady?(signal: AbortSignal): Promise<void>;
  timeoutMs?: number;
}

/** Poll for `window.Cardinal`, which Cardinal's script defines when it has loaded. */
function cardinalReady(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if ((globalThis as { Cardinal?: unknown }).Cardinal !== undefined) resolve();
      else if (!signal.aborted) setTimeout(check, 100);
    };
    check();
  });
}

/**
 * The buyer as `verifyCard` takes them: the e-mail, the mobile, and what the order knows of the
 * billing address (the whole address where the order has one, else the buyer's name and post code;
 * always in Australia, product-rules §7.9).
 */
function customerData(customer: VerifyCardCustomer): {
  email: string;
  mobilePhoneNumber?: string;
  billingAddress: ThreeDSecureBillingAddress;
} {
  const address = customer.billingAddress;
  const billingAddress: ThreeDSecureBillingAddress = address
    ? {
        givenName: address.firstName,
        surname: address.lastName,
        streetAddress: address.line1,
        ...(address.line2 ? { extendedAddress: address.line2 } : {}),
        locality: address.suburb,
        region: address.state,
        postalCode: address.postCode,
      }
    : { givenName: customer.firstName, surname: customer.lastName, postalCode: customer.postCode };
  billingAddress.countryCodeAlpha2 = 'AU';
  return {
    email: customer.email,
    ...(customer.mobilePhone ? { mobilePhoneNumber: customer.mobilePhone } : {}),
    billingAddress,
  };
}

/** Cents as the dollars `verifyCard` takes: `1250` → `"12.50"`, exactly. */
export function dollars(amountInCents: number): string {
  const cents = Math.round(amountInCents);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const fail = (message: string, code: string, cause?: unknown) =>
  new PaymentError(message, code, cause === undefined ? {} : { cause });

/** braintree-web's codes for a verification the merchant or the buyer cancelled. */
const CANCEL_CODES = new Set([
  'THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT',
  'THREEDS_CARDINAL_SDK_CANCELED',
]);

/** Wait for the script, or give up after `timeoutMs` (or on cancel). */
async function whenScriptReady(seams: ThreeDSecureSeams, signal?: AbortSignal): Promise<void> {
  const scriptReady = seams.scriptReady ?? cardinalReady;
  const stop = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => stop.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const outcome = await Promise.race([
      scriptReady(stop.signal).then(() => 'ready' as const),
      new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), seams.timeoutMs ?? THREEDS_SCRIPT_TIMEOUT_MS);
      }),
      new Promise<'cancelled'>((resolve) => {
        if (signal?.aborted) resolve('cancelled');
        signal?.addEventListener('abort', () => resolve('cancelled'), { once: true });
      }),
    ]);
    if (outcome === 'late') {
      throw fail(THREEDS_UNAVAILABLE_MESSAGE, ProviderErrorCode.THREEDS_UNAVAILABLE);
    }
    if (outcome === 'cancelled') {
      throw fail(THREEDS_CANCELLED_MESSAGE, ProviderErrorCode.THREEDS_CANCELLED);
    }
  } finally {
    clearTimeout(timer);
    stop.abort();
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Verify `request`'s card with 3D Secure when the merchant account has it: resolves null when it
 * does not (nothing loaded), else the verified nonce. Rejects only with PaymentError: cancelled,
 * failed (lookup or authentication, or a result whose liability could have shifted and did not)
 * or unavailable (the script did not load in time), each with its text from product-rules §7.9.
 * The challenge frame never outlives the call.
 */
export async function verifyThreeDSecure(
  client: BraintreeClient,
  request: ThreeDSecureRequest,
  seams: ThreeDSecureSeams,
): Promise<VerifiedCard | null> {
  if (client.getConfiguration().gatewayConfiguration.threeDSecureEnabled !== true) return null;
  const { signal, container } = request;
  if (signal?.aborted) throw fail(THREEDS_CANCELLED_MESSAGE, ProviderErrorCode.THREEDS_CANCELLED);

  let instance: ThreeDSecureInstance;
  try {
    const sdk = await seams.load();
    instance = await sdk.create({ client, version: '2-inline-iframe' });
  } catch (error) {
    throw fail(THREEDS_UNAVAILABLE_MESSAGE, ProviderErrorCode.THREEDS_UNAVAILABLE, error);
  }
  const cancel = () => {
    instance.cancelVerifyCard().catch(() => undefined);
  };
  try {
    await whenScriptReady(seams, signal);
    instance.on('authentication-iframe-available', ({ element }, next) => {
      // The bank's frame takes the dialog's width (down to a 320 px phone), its own height.
      for (const frame of element.querySelectorAll('iframe')) {
        frame.style.width = '100%';
        frame.style.border = '0';
        if (!frame.getAttribute('height') && !frame.style.height) frame.style.height = '25rem';
      }
      container.replaceChildren(element);
      request.onChallenge();
      next();
    });
    signal?.addEventListener('abort', cancel, { once: true });
    let payload;
    try {
      payload = await instance.verifyCard({
        nonce: request.nonce,
        bin: request.bin,
        amount: dollars(request.amountInCents),
        ...(request.customer ? customerData(request.customer) : {}),
        onLookupComplete: (_data, next) => next(),
      });
    } catch (error) {
      const code = (error as BraintreeErrorLike | null)?.code;
      if (signal?.aborted || (typeof code === 'string' && CANCEL_CODES.has(code))) {
        throw fail(THREEDS_CANCELLED_MESSAGE, ProviderErrorCode.THREEDS_CANCELLED, error);
      }
      throw fail(THREEDS_FAILED_MESSAGE, ProviderErrorCode.THREEDS_FAILED, error);
    }
    if (signal?.aborted) throw fail(THREEDS_CANCELLED_MESSAGE, ProviderErrorCode.THREEDS_CANCELLED);
    const threeDSecure = {
      liabilityShifted: payload.liabilityShifted === true,
      liabilityShiftPossible: payload.liabilityShiftPossible === true,
    };
    // The bank could have authenticated the buyer and did not (a frictionless answer that failed,
    // a declined challenge): a failed verification, never completed (product-rules §7.9).
    if (threeDSecure.liabilityShiftPossible && !threeDSecure.liabilityShifted) {
      throw fail(THREEDS_FAILED_MESSAGE, ProviderErrorCode.THREEDS_FAILED);
    }
    return { nonce: payload.nonce, threeDSecure };
  } finally {
    signal?.removeEventListener('abort', cancel);
    container.replaceChildren();
    instance.teardown().catch(() => undefined);
  }
}

/**
 * The one verification of a tokenized card, loaded only for a merchant account with 3D Secure
 * (verifyCard.ts): `CardFields.verify` for a typed card and `PaymentProvider.verifyCard` for a
 * wallet's. The challenge frame goes in the container `makeContainer` adds (a light-DOM child of
 * the element with the caller's slot), removed when the verification ends; `alive` aborts when
 * the fields or the provider are torn down, which cancels like the caller's own signal. The
 * provider hands in what it owns (the container, the SDK's loader), so this chunk shares no module
 * with the provider's: accounts without 3D Secure download none of it.
 */
export async function verifyTokenizedCard(
  client: BraintreeClient,
  makeContainer: () => HTMLElement,
  load: ThreeDSecureSeams['load'],
  tokenized: TokenizeResult,
  options: VerifyCardOptions,
  alive: AbortSignal,
): Promise<VerifiedCard | null> {
  // Either signal cancels (AbortSignal.any is newer than the supported browsers).
  const cancel = new AbortController();
  const stop = () => cancel.abort();
  const signals = [alive, options.signal];
  for (const signal of signals) {
    if (signal?.aborted) cancel.abort();
    else signal?.addEventListener('abort', stop, { once: true });
  }
  const container = makeContainer();
  try {
    return await verifyThreeDSecure(
      client,
      {
        nonce: tokenized.nonce,
        bin: tokenized.bin ?? '',
        amountInCents: options.amountInCents,
        customer: options.customer,
        container,
        onChallenge: options.onChallenge,
        signal: cancel.signal,
      },
      { load },
    );
  } finally {
    container.remove();
    for (const signal of signals) signal?.removeEventListener('abort', stop);
  }
}
