/**
 * The provider side of a checkout session (CheckoutSession.ts): the purchase's payment provider,
 * made once and connected once per authorization, the card fields mounted as it connects, and its
 * release when the payment page goes. It comes with the payment step's code (paymentStepCode.ts),
 * so no element's first view carries it; its session makes it once that code has run, has it
 * prepare the page ahead of the press, and owns it.
 */
import type { createStore } from 'jotai/vanilla';
import type { PaymentDetails, PaymentEnvironment } from '../../api/schemas';
import { lastPaymentTypeAtom } from '../../atoms/checkout/lastPaymentTypeAtom';
import type {
  CardFields,
  CardFieldsOptions,
  PaymentProvider,
  ProviderClient,
} from '../../provider/PaymentProvider';
import { whenIdle } from '../../dom/whenIdle';
import { cardFieldsOptions } from './cardFieldsOptions';
import { lazyPaymentProvider } from './lazyPaymentProvider';
import { firstOpenOption, offeredPaymentOptions } from './offeredPaymentOptions';
import type { PaymentProviderFactory } from './PaymentProviderContext';
import { prepareTypography } from './prepareTypography';

/** How long a provider connected for a payment page waits for that page before it is let go. */
export const UNCLAIMED_PROVIDER_TTL_MS = 30_000;

/** What the provider side is made with: its session's element, store and factory. */
export interface SessionProviderOptions {
  store: ReturnType<typeof createStore>;
  host: HTMLElement;
  factory: PaymentProviderFactory | null;
}

/** A client asked for, for one authorization. */
interface Connection {
  authorization: string;
  environment: PaymentEnvironment;
  client: Promise<ProviderClient>;
  /** What the account accepts, once the client exists. */
  cardBrands: readonly string[] | null;
}

/** The provider side of one checkout session; see the module's comment. */
export class SessionProvider {
  /** The element whose light DOM takes the provider's fields and buttons. */
  readonly host: HTMLElement;
  /** The purchase's payment provider: made on first use, or ahead with {@link load}. */
  readonly provider: PaymentProvider & { load(): Promise<PaymentProvider> };
  readonly #options: SessionProviderOptions;
  #connection: Connection | null = null;
  #cardFields: Promise<CardFields> | null = null;
  #unclaimed: ReturnType<typeof setTimeout> | undefined;

  constructor(options: SessionProviderOptions) {
    this.#options = options;
    this.host = options.host;
    this.provider = lazyPaymentProvider(options.factory);
  }

  /** Whether there is a provider at all (an element whose layer handed in a factory). */
  get available(): boolean {
    return this.#options.factory !== null;
  }

  /**
   * Ahead of the press: make the provider now (its code runs: braintree-web's client and card
   * fields), then, from the next idle moment, lay the payment page's type out, a line per idle
   * moment (prepareTypography.ts), so the page's first layout finds its fonts. Never throws.
   */
  load(): void {
    if (this.available) void this.provider.load().catch(() => undefined);
    whenIdle(() => prepareTypography(this.host));
  }

  /**
   * The client for `authorization`: asked for once (the same promise for the same authorization
   * until it fails or the provider is let go), whoever asks first, the order calls or the page.
   */
  connectClient(authorization: string, environment: PaymentEnvironment): Promise<ProviderClient> {
    const known = this.#connection;
    if (known?.authorization === authorization && known.environment === environment)
      return known.client;
    const client = this.provider.connect(authorization, environment);
    const connection: Connection = { authorization, environment, client, cardBrands: null };
    this.#connection = connection;
    client.then(
      ({ cardBrands }) => (connection.cardBrands = cardBrands),
      () => {
        if (this.#connection === connection) this.#connection = null;
      },
    );
    return client;
  }

  /**
   * The card brands of a client already connected for `authorization`, or null: a page whose
   * client is there renders its options at once rather than a spinner first.
   */
  connectedWith(
    authorization: string | null,
    environment: PaymentEnvironment,
  ): { cardBrands: readonly string[] } | null {
    const known = this.#connection;
    if (!known?.cardBrands || known.authorization !== authorization) return null;
    return known.environment === environment ? { cardBrands: known.cardBrands } : null;
  }

  /**
   * Connect for the payment details the order calls fetched, before the payment page renders (its
   * configuration request is the page's first round trip), mounting the card fields as it
   * connects when the page will open on the Credit Card row. Settles once the client exists (or
   * failed). A provider no page claims within {@link UNCLAIMED_PROVIDER_TTL_MS} is let go.
   */
  connect(details: PaymentDetails): Promise<unknown> {
    if (!this.available) return Promise.resolve();
    // Read now, as the details arrive, while the element's styles are computed: once the page has
    // rendered, reading them would compute the whole new page's styles first.
    const fieldsOptions = cardFieldsOptions(this.host);
    clearTimeout(this.#unclaimed);
    this.#unclaimed = setTimeout(() => void this.letGo(), UNCLAIMED_PROVIDER_TTL_MS);
    const connected = this.connectClient(details.authorization, details.environment).then(() =>
      this.#mountCardFields(details, fieldsOptions),
    );
    // The page's own connection says why it failed.
    connected.catch(() => undefined);
    return connected;
  }

  /** The hosted fields, mounted ahead when the page will open on the card row (as PaymentOptions decides). */
  #mountCardFields(details: PaymentDetails, options: CardFieldsOptions): void {
    const offered = offeredPaymentOptions({
      methods: details.methods,
      balanceInCents: details.balanceInCents,
      canUseApplePay: this.provider.canUseApplePay(),
    });
    const last = this.#options.store.get(lastPaymentTypeAtom);
    if (firstOpenOption(offered, last) !== 'creditCard') return;
    const fields = this.provider.mountCardFields(this.host, options);
    // A failure is the card form's to show when it takes them.
    fields.catch(() => undefined);
    this.#cardFields = fields;
  }

  /** The card fields mounted as the provider connected, or null; taken once. */
  takeCardFields(): Promise<CardFields> | null {
    const fields = this.#cardFields;
    this.#cardFields = null;
    return fields;
  }

  /** The payment page has opened: the provider is its own until it goes ({@link letGo}). */
  claim(): void {
    clearTimeout(this.#unclaimed);
  }

  /**
   * Let the provider go (the payment page went, or nobody claimed it): its fields, wallets and
   * client are torn down, and a page that opens again connects afresh.
   */
  letGo(): Promise<void> {
    clearTimeout(this.#unclaimed);
    this.#connection = null;
    this.#cardFields = null;
    return this.provider.teardown().catch(() => undefined);
  }
}
