/**
 * One purchase, from the buyer's first step on a details form to the receipt (product-rules
 * §7.10): one object per element and purchase, made by the purchase's pages (usePurchase), that
 * owns as its own fields what the purchase needs:
 *
 * - the order calls' and the payment step's code: fetched while the buyer types (`prefetch`) and run
 *   ahead of the press (`start`), so a press finds it all run (the provider made and the payment
 *   page's type laid out: SessionProvider.load);
 * - its checkout (the cart it pays for, the buyer, the payment details on show), made once;
 * - the payment provider (its provider side, SessionProvider.ts, which comes with the payment
 *   step's code), made once (in an idle moment while the buyer types) and connected once per
 *   authorization, the moment the payment details arrive rather than after the payment page has
 *   rendered; the order calls wait for that briefly (`whenConnected`); and the card fields,
 *   mounted as it connects when the page will open on them;
 * - the one guard that lets a payment be taken once (`begin`, `paid`).
 *
 * Everything done ahead is done here, for speed (README, Speed); nothing about a purchase is
 * looked up anywhere else. The payment page takes the provider and the card fields from it, the
 * order calls are handed it as their `OrderSession`.
 */
import type { createStore } from 'jotai/vanilla';
import type { PaymentDetails, PaymentType } from '../../api/schemas';
import type { CheckoutAtoms, OrderSession, PurchaseCode } from '../../atoms/checkout/checkoutTypes';
import { PAYMENT_STEP } from '../../dom/chunkSteps';
import { stepPrefetched } from '../../dom/stepPrefetched';
import { whenIdle } from '../../dom/whenIdle';
import type { ChunkLoader } from './LazyChunk';
import type { PaymentProviderFactory } from './PaymentProviderContext';
import type { SessionProvider } from './SessionProvider';

/** The payment step's code, as the session uses it (paymentStepCode.ts). */
export interface PaymentStepCode {
  SessionProvider: typeof SessionProvider;
}

/** What a session is made with. */
export interface CheckoutSessionOptions {
  /** The page's store (the last payment type decides which payment row opens first). */
  store: ReturnType<typeof createStore>;
  /** The element: its light DOM takes the provider's fields and buttons. */
  host: HTMLElement;
  /** The checkout scope: the storage keys of the purchase's stored cart. */
  scope: string;
  /** The product's order calls. */
  code: PurchaseCode;
  /** Makes the payment provider (the element layer's); null: this element takes no payment. */
  factory: PaymentProviderFactory | null;
  /** Imports (and so runs) the payment step's code. */
  loadPaymentStep: ChunkLoader<PaymentStepCode>;
  /** The purchase's checkout, when it is made already (a page opened on a known checkout). */
  checkout?: CheckoutAtoms;
}

/** The checkout session of one purchase; see the module's comment. */
export class CheckoutSession implements OrderSession {
  readonly scope: string;
  readonly host: HTMLElement;
  readonly #options: CheckoutSessionOptions;
  #checkout: Promise<CheckoutAtoms> | null = null;
  #atoms: CheckoutAtoms | null = null;
  #prefetchAsked = false;
  #prefetching = false;
  #prepared = false;
  #provider: Promise<SessionProvider> | null = null;
  #providerNow: SessionProvider | null = null;
  /** The connection made for the details the order calls fetched, until they wait for it. */
  #connecting: Promise<unknown> | null = null;
  #holder: PaymentType | null = null;
  #paid = false;

  constructor(options: CheckoutSessionOptions) {
    this.#options = options;
    this.scope = options.scope;
    this.host = options.host;
    if (options.checkout) {
      this.#atoms = options.checkout;
      this.#checkout = Promise.resolve(options.checkout);
    }
  }

  /** The purchase's checkout, once made (by the order calls, or the payment page). */
  get atoms(): CheckoutAtoms | null {
    return this.#atoms;
  }

  /** Whether the purchase has been paid: its session is spent. */
  get isPaid(): boolean {
    return this.#paid;
  }

  /** This purchase's checkout: made once; rejects when its code cannot be fetched (tried again). */
  checkout(): Promise<CheckoutAtoms> {
    this.#checkout ??= this.#options.code.checkout(this.scope).then(
      (atoms) => (this.#atoms = atoms),
      (error: unknown) => {
        this.#checkout = null;
        throw error;
      },
    );
    return this.#checkout;
  }

  /** The provider side, once the payment step's code has run; else null. */
  get provider(): SessionProvider | null {
    const code = this.#options.loadPaymentStep.module;
    if (!this.#providerNow && code) this.#make(code);
    return this.#providerNow;
  }

  #make(code: PaymentStepCode): SessionProvider {
    const { store, host, factory } = this.#options;
    this.#providerNow ??= new code.SessionProvider({ store, host, factory });
    this.#provider ??= Promise.resolve(this.#providerNow);
    return this.#providerNow;
  }

  /**
   * The provider side (SessionProvider.ts): made once, from the payment step's code, which this
   * imports (and so runs) if it has not yet; rejects when that code cannot be fetched (tried
   * again on the next call).
   */
  paymentProvider(): Promise<SessionProvider> {
    this.#provider ??= this.#options.loadPaymentStep().then(
      (code) => this.#make(code),
      (error: unknown) => {
        this.#provider = null;
        throw error;
      },
    );
    return this.#provider;
  }

  /**
   * The buyer has started on the form (its first focus or change): in the next idle moment, so the
   * tap or key that started it is answered first (docs/speed.md, "Interactions"), fetch the order
   * calls' code, then the payment step's (from the CDN a few chunks at a time, leaving connections
   * for the API), and once they are here run the payment step's code and, in an idle moment, make
   * the provider (braintree-web's client and card fields), so the press finds it all run. Once per
   * session; never throws (a failed fetch is the step's own load to report).
   */
  readonly prefetch = (): void => {
    if (this.#prefetchAsked) return;
    this.#prefetchAsked = true;
    whenIdle(this.#fetchAhead);
  };

  /** What {@link prefetch} does, at once; once per session. */
  readonly #fetchAhead = (): void => {
    if (this.#prefetching) return;
    this.#prefetching = true;
    void this.#options.code
      .prefetch()
      .then(() => stepPrefetched(PAYMENT_STEP))
      .then(() => setTimeout(() => this.#prepare(), 0));
  };

  /**
   * The press that starts the order calls (Next, Continue to payment): what {@link prefetch}
   * does, at once if it has not run yet (its idle moment may still be to come), with the payment
   * step's code run as soon as its chunks have been fetched (a task later, so the press's own work
   * goes first). The provider then connects the moment the payment details arrive (`connect`).
   */
  readonly start = (): void => {
    this.#fetchAhead();
    void (stepPrefetched(PAYMENT_STEP) ?? Promise.resolve()).then(() =>
      setTimeout(() => this.#prepare(), 0),
    );
  };

  /** Run the payment step's code, then prepare its provider side in an idle moment. */
  #prepare(): void {
    if (this.#prepared) return;
    this.#prepared = true;
    this.paymentProvider().then(
      (side) => whenIdle(() => side.load()),
      () => (this.#prepared = false),
    );
  }

  /**
   * The payment details have arrived (the order calls fetched them): connect the provider for
   * them now, before the payment page renders, and mount the card fields as it connects when the
   * page will open on them (SessionProvider.connect). At once when the payment step's code has
   * run, as it normally has by then; else as soon as it has. An order with nothing to pay connects
   * nothing (it needs no provider, nor the payment step's code).
   */
  connect(details: PaymentDetails): void {
    // Nothing to pay (a free membership; gift cards that cover it): no provider to connect.
    if (!this.#options.factory || details.balanceInCents <= 0) return;
    const side = this.provider;
    const connected = side
      ? side.connect(details)
      : this.paymentProvider().then((made) => made.connect(details));
    connected.catch(() => undefined);
    this.#connecting = connected;
  }

  /**
   * Resolves once the client `connect` asked for exists (or failed), a task later so that
   * what the provider queued as it mounted the card fields (their frames' loads) goes before the
   * page's render; after `limitMs` at the latest; at once when nothing connects. Never rejects.
   */
  whenConnected(limitMs: number): Promise<void> {
    const connecting = this.#connecting;
    this.#connecting = null;
    if (!connecting) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, limitMs);
      const settled = () => {
        clearTimeout(timer);
        setTimeout(resolve, 0);
      };
      connecting.then(settled, settled);
    });
  }

  /**
   * Take the guard that lets a payment be taken once, for a payment of `paymentType`: false while
   * another payment holds it, or once the purchase is paid.
   */
  begin(paymentType: PaymentType): boolean {
    if (this.#paid || this.#holder !== null) return false;
    this.#holder = paymentType;
    return true;
  }

  /** Whether a payment of `paymentType` holds the guard. */
  holds(paymentType: PaymentType): boolean {
    return !this.#paid && this.#holder === paymentType;
  }

  /** Give the guard back with no payment taken; false when `paymentType` did not hold it. */
  release(paymentType: PaymentType): boolean {
    if (!this.holds(paymentType)) return false;
    this.#holder = null;
    return true;
  }

  /**
   * The payment of `paymentType` went through: true the first time only (the purchase's pages
   * then announce it and show thanks), and the guard is never given again.
   */
  paid(paymentType: PaymentType): boolean {
    if (this.#paid || (this.#holder !== null && this.#holder !== paymentType)) return false;
    this.#paid = true;
    this.#holder = paymentType;
    return true;
  }
}
