/**
 * Google Pay (product-rules §7.5): API version 2.0, TEST in sandbox else PRODUCTION, price status
 * FINAL. Readiness is checked first; the button from pay.js goes into a light-DOM slot container.
 */
import { cardOf } from './cardOf';
import type { GooglePayOptions, WalletCallbacks, WalletHandle } from '../PaymentProvider';
import { PAYMENT_FAILED_MESSAGE } from '../providerErrors';
import type { ProviderSeams } from '../seams/ProviderSeams';
import type { ClientSession } from './ClientSession';
import { checkSlotHost, createSlotContainer } from './createSlotContainer';
import { checkAmount, formatAmount } from './formatAmount';
import { loadSdk } from './loadSdk';
import type {
  GooglePaymentDataRequest,
  GooglePaymentInstance,
  GooglePaymentsClient,
} from './sdkTypes';
import { toPaymentError } from './toPaymentError';
import { BraintreeWalletHandle } from './BraintreeWalletHandle';

/** Google Pay API version 2.0 (product-rules §7.5). */
export const GOOGLE_PAY_API_VERSION = { apiVersion: 2, apiVersionMinor: 0 } as const;

/** Google's status code when the user closes the payment sheet. */
const USER_CANCELED = 'CANCELED';

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
    .then((payload) => {
      const card = cardOf(payload.details);
      return callbacks.onAuthorize(
        card ? { nonce: payload.nonce, card } : { nonce: payload.nonce },
      );
    })
    .catch((error: unknown) => {
      if ((error as { statusCode?: unknown } | null)?.statusCode === USER_CANCELED)
        callbacks.onCancel();
      else callbacks.onError(toPaymentError(error));
    });
}

/** Mount the Google Pay button, or resolve null when Google Pay is not ready to pay. */
export async function mountGooglePay(
  session: ClientSession,
  seams: ProviderSeams,
  host: HTMLElement,
  options: GooglePayOptions,
): Promise<WalletHandle | null> {
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
    return await session.adopt(new BraintreeWalletHandle(session, ready, container), signal);
  } catch (error) {
    await instance?.teardown().catch(() => undefined);
    throw toPaymentError(error, PAYMENT_FAILED_MESSAGE);
  }
}
