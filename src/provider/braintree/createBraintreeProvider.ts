/**
 * The braintree-web 3.102.0 implementation of PaymentProvider. It keeps one client per
 * authorization (a new authorization tears the old client and everything mounted on it down) and
 * makes teardown safe at any moment, including while a mount is still in flight (React StrictMode
 * mounts, unmounts and mounts again).
 */
import { PaymentError } from '../../errors/errors';
import type { PaymentProvider } from '../PaymentProvider';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { defaultSeams, type ProviderSeams } from '../seams/ProviderSeams';
import { ClientSession } from './ClientSession';
import { canUseApplePay } from './applePaySupport';
import { whenIdle } from '../../dom/whenIdle';
import { cardBrandsOf } from './cardBrandsOf';
import { loadSdk } from './loadSdk';
import { mountHostedFields } from './mountHostedFields';
import { toPaymentError } from './toPaymentError';
import { tornDown } from './tornDown';
import { verifyTokenized } from './verifyCard';

/** Options for {@link createBraintreeProvider}. */
export interface BraintreeProviderOptions {
  /** Replace browser seams (ApplePaySession, pay.js, PayPal SDK); unit tests use this. */
  seams?: Partial<ProviderSeams>;
}

/**
 * A wallet's adapter, a chunk of its own (only a payment page that offers the wallet downloads
 * it), fetched together with braintree-web's module for that wallet so the two do not wait on
 * each other. A chunk that cannot be fetched rejects as the provider's scripts do.
 */
function walletAdapter<T>(adapter: () => Promise<T>, sdk: () => Promise<unknown>): Promise<T> {
  sdk().catch(() => undefined);
  return adapter().catch((cause: unknown) => {
    throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.SCRIPT_LOAD_FAILED, { cause });
  });
}

function invalid(detail: string): PaymentError {
  return new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.INVALID_OPTIONS, {
    cause: new Error(detail),
  });
}

/** Create a PaymentProvider backed by braintree-web; every method rejects only with PaymentError. */
export function createBraintreeProvider(options: BraintreeProviderOptions = {}): PaymentProvider {
  const seams: ProviderSeams = { ...defaultSeams, ...options.seams };
  let current: ClientSession | undefined;
  // A provider is made when a payment page is about to open (or just before, to preload): load
  // the client's and the card fields' code now rather than one after the other when connect() and
  // mountCardFields() first ask; the card fields' in the next idle moment, so that running the
  // two modules (~20 ms each on a slow phone) does not hold an arriving answer up for both. A
  // failure here is the later import's to report.
  loadSdk.client().catch(() => undefined);
  whenIdle(() => void loadSdk.hostedFields().catch(() => undefined));

  /**
   * Run a mount on the live session (its client may still be on its way), which keeps its client
   * until the mount has landed (ClientSession.track).
   */
  const mount = <T>(run: (session: ClientSession) => Promise<T>): Promise<T> => {
    if (!current || current.closed) {
      throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.NOT_CONNECTED);
    }
    return current.track(run(current));
  };

  // Every method is async so that bad input and missing sessions become rejections, never throws.
  return {
    async connect(authorization, environment) {
      if (typeof authorization !== 'string' || authorization.trim() === '') {
        throw invalid('connect needs the authorization from payment details');
      }
      if (environment !== 'sandbox' && environment !== 'production') {
        throw invalid("connect needs environment 'sandbox' or 'production'");
      }
      let session = current;
      if (!session || session.closed || session.authorization !== authorization) {
        void session?.close();
        session = new ClientSession(authorization, environment, async () =>
          (await loadSdk.client()).create({ authorization }),
        );
        current = session;
      }
      let client;
      try {
        client = await session.client;
      } catch (error) {
        // Forget a client that failed, so the next connect() tries again.
        if (current === session) current = undefined;
        void session.close();
        throw toPaymentError(error, PAYMENT_FAILED_MESSAGE);
      }
      if (session.closed) throw tornDown();
      return { cardBrands: cardBrandsOf(client) };
    },

    async mountCardFields(host, cardOptions) {
      return mount((session) => mountHostedFields(session, host, cardOptions));
    },

    canUseApplePay() {
      return canUseApplePay(seams);
    },

    async prepareApplePay(applePayOptions) {
      return mount(async (session) => {
        const { prepareApplePay } = await walletAdapter(
          () => import('./prepareApplePay'),
          loadSdk.applePay,
        );
        return prepareApplePay(session, seams, applePayOptions?.signal);
      });
    },

    async mountGooglePay(host, googlePayOptions) {
      return mount(async (session) => {
        const { mountGooglePay } = await walletAdapter(
          () => import('./mountGooglePay'),
          loadSdk.googlePayment,
        );
        return mountGooglePay(session, seams, host, googlePayOptions, verifyTokenized);
      });
    },

    async mountPayPal(host, payPalOptions) {
      return mount(async (session) => {
        const { mountPayPal } = await walletAdapter(
          () => import('./mountPayPal'),
          loadSdk.paypalCheckout,
        );
        return mountPayPal(session, seams, host, payPalOptions);
      });
    },

    async teardown() {
      const session = current;
      current = undefined;
      await session?.close();
    },
  };
}
