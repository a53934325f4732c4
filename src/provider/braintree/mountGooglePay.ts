/**
 * Google Pay (product-rules §7.5): API version 2.0, TEST in sandbox else PRODUCTION, price status
 * FINAL. Readiness is checked first; the button from pay.js goes into a light-DOM slot container.
 * A card that is not network-tokenized reaches the page flagged for 3D Secure (§7.9).
 */
import { cardOf } from './cardOf';
import type { CardPayloadDetails } from './cardOf';
import { PaymentError } from '../../errors/errors';
import type {
  GooglePayHandle,
  GooglePayOptions,
  TokenizeResult,
  VerifiedCard,
  VerifyCardOptions,
  WalletCallbacks,
} from '../PaymentProvider';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import type { ProviderSeams } from '../seams/ProviderSeams';
import type { ClientSession } from './ClientSession';
import { checkSlotHost, createSlotContainer } from './createSlotContainer';
import { checkAmount, formatAmount } from './formatAmount';
import { loadSdk } from './loadSdk';
import type {
  BraintreeClient,
  GooglePaymentDataRequest,
  GooglePaymentInstance,
  GooglePaymentsClient,
} from './sdkTypes';
import { toPaymentError } from './toPaymentError';
import { BraintreeWalletHandle } from './BraintreeWalletHandle';
import type { verifyTokenized } from './verifyCard';

/** Google Pay API version 2.0 (product-rules §7.5). */
export const GOOGLE_PAY_API_VERSION = { apiVersion: 2, apiVersionMinor: 0 } as const;

/** Google's status code when the user closes the payment sheet. */
const USER_CANCELED = 'CANCELED';

/** The provider's verification of a tokenized card (verifyCard.ts), handed in by the provider. */
export type VerifyTokenized = typeof verifyTokenized;

/**
 * The Google Pay button's handle: it also verifies the cards it hands over (product-rules §7.9),
 * on its element and with the card fields' code; tearing it down cancels.
 */
class GooglePayButton extends BraintreeWalletHandle implements GooglePayHandle {
  readonly #client: BraintreeClient;
  readonly #host: HTMLElement;
  readonly #verify: VerifyTokenized;
  readonly #alive = new AbortController();

  constructor(
    session: ClientSession,
    parts: { client: BraintreeClient; host: HTMLElement; verify: VerifyTokenized },
    instance: GooglePaymentInstance,
    container: HTMLElement,
  ) {
    super(session, instance, container);
    this.#client = parts.client;
    this.#host = parts.host;
    this.#verify = parts.verify;
  }

  async verify(
    tokenized: TokenizeResult,
    options: VerifyCardOptions,
  ): Promise<VerifiedCard | null> {
    if (this.#alive.signal.aborted) {
      throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.TORN_DOWN);
    }
    return this.#verify(this.#client, this.#host, tokenized, options, this.#alive.signal);
  }

  override teardown(): Promise<void> {
    this.#alive.abort();
    return super.teardown();
  }
}

/**
 * What the page completes with: the nonce, the card for the receipt, its bin, and for a card
 * that is not network-tokenized (`PAN_ONLY`) the flag that 3D Secure verifies it first
 * (product-rules §7.9).
 */
export function googlePayResult(payload: {
  nonce: string;
  details?: CardPayloadDetails;
}): TokenizeResult {
  const card = cardOf(payload.details);
  const bin = payload.details?.bin;
  return {
    nonce: payload.nonce,
    ...(card ? { card } : {}),
    ...(bin ? { bin } : {}),
    ...(payload.details?.isNetworkTokenized === false ? { needsVerification: true } : {}),
  };
}

/** The click: open the sheet (inside the user gesture), parse the answer, complete on the server. */
function pay(
  paymentsClient: GooglePaymentsClient,
  instance: GooglePaymentInstance,
  request: GooglePaymentDataRequest,
  callbacks: WalletCallbacks,
): void {
  callbacks.onStart?.();
  let loading: Promise<unknown>;
  try {
    loading = paymentsClient.loadPaymentData(request);
  } catch (error) {
    loading = Promise.reject(error);
  }
  loading
    .then((paymentData) => instance.parseResponse(paymentData))
    .then((payload) => callbacks.onAuthorize(googlePayResult(payload)))
    .catch((error: unknown) => {
      if ((error as { statusCode?: unknown } | null)?.statusCode === USER_CANCELED)
        callbacks.onCancel();
      else callbacks.onError(toPaymentError(error));
    });
}

/**
 * Mount the Google Pay button, or resolve null when Google Pay is not ready to pay. `verify` is the
 * provider's verification (verifyCard.ts), handed in so that this chunk shares no more of the
 * provider's modules than the other wallets do.
 */
export async function mountGooglePay(
  session: ClientSession,
  seams: ProviderSeams,
  host: HTMLElement,
  options: GooglePayOptions,
  verify: VerifyTokenized,
): Promise<GooglePayHandle | null> {
  checkSlotHost('mountGooglePay', host, [options?.slot]);
  checkAmount('mountGooglePay', options.amount);
  const { signal, amount, callbacks } = options;
  const environment =
    (options.environment ?? session.environment) === 'sandbox' ? 'TEST' : 'PRODUCTION';
  let instance: GooglePaymentInstance | undefined;
  try {
    const [client, sdk, api] = await Promise.all([
      session.client,
      loadSdk.googlePayment(),
      seams.loadGooglePayApi(),
    ]);
    session.ensureLive(signal);
    instance = await sdk.create({
      client,
      googlePayVersion: 2,
      ...(options.googleMerchantId ? { googleMerchantId: options.googleMerchantId } : {}),
    });
    const request: GooglePaymentDataRequest = {
      ...instance.createPaymentDataRequest({
        transactionInfo: {
          currencyCode: amount.currency,
          totalPriceStatus: 'FINAL',
          totalPrice: formatAmount(amount.amountInCents),
        },
      }),
      ...GOOGLE_PAY_API_VERSION,
    };
    const paymentsClient = new api.PaymentsClient({ environment });
    const readiness = await paymentsClient.isReadyToPay({
      ...GOOGLE_PAY_API_VERSION,
      allowedPaymentMethods: request.allowedPaymentMethods,
    });
    session.ensureLive(signal);
    if (!readiness.result) {
      await instance.teardown().catch(() => undefined);
      return null;
    }
    const ready = instance;
    const button = paymentsClient.createButton({
      buttonType: 'buy',
      buttonSizeMode: 'fill',
      onClick: () => pay(paymentsClient, ready, request, callbacks),
    });
    const container = createSlotContainer(host, options.slot, `cinema-${options.slot}`);
    container.append(button);
    instance = undefined; // the handle owns it now
    return await session.adopt(
      new GooglePayButton(session, { client, host, verify }, ready, container),
      signal,
    );
  } catch (error) {
    await instance?.teardown().catch(() => undefined);
    throw toPaymentError(error, PAYMENT_FAILED_MESSAGE);
  }
}
