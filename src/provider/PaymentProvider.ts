/**
 * The payment-provider interface: everything React may know about card fields and wallets.
 * The braintree-web implementation lives in `./braintree`; React sees only these types, the way
 * react-stripe-js keeps Stripe behind `Elements`. No braintree-web type leaks through here.
 */
import type { PaymentError } from '../errors/errors';

/** The four hosted card fields (product-rules §7.3): number, name on card, expiry MM/YYYY, CVV. */
export type CardFieldName = 'number' | 'cardholderName' | 'expirationDate' | 'cvv';

/** State of one hosted field as the SDK reports it. */
export interface CardFieldState {
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
  isFocused: boolean;
}

/** Aggregated state of all four fields; `allValid` gates 'Process Payment' (product-rules §8.6). */
export interface CardFieldsState {
  fields: Record<CardFieldName, CardFieldState>;
  /** True only when all four fields are valid. */
  allValid: boolean;
  /** The SDK's card type when exactly one is possible, e.g. `visa`, `master-card`. */
  cardType?: string;
}

/** The card behind a nonce, as the buyer knows it (for the receipt). */
export interface TokenizedCard {
  /** e.g. `Visa`, `Mastercard`. */
  brand: string;
  lastFour: string;
}

/** What a successful tokenization gives the server (`securedCardData`), and the card it was. */
export interface TokenizeResult {
  nonce: string;
  deviceData?: string;
  /** The card's brand and last four digits, when the provider told them (cards, Google Pay). */
  card?: TokenizedCard;
  /** The card's first six digits, when the provider told them (cards, Google Pay): for 3D Secure. */
  bin?: string;
  /**
   * A wallet's card to verify with 3D Secure before its completion (product-rules §7.9: a Google Pay
   * card that is not network-tokenized), with the `verify` of the wallet that gave it
   * ({@link GooglePayHandle.verify}), which resolves null when the merchant account has no 3D
   * Secure. Card fields' results never carry it: the card form verifies every card it tokenizes
   * ({@link CardFields.verify}).
   */
  needsVerification?: boolean;
}

/** The buyer as the bank's 3D Secure lookup is told of them (product-rules §7.9). */
export interface VerifyCardCustomer {
  firstName: string;
  lastName: string;
  email: string;
  postCode: string;
  mobilePhone?: string | undefined;
  /** The billing address, where the order has one (the shop's details form). */
  billingAddress?:
    | {
        firstName: string;
        lastName: string;
        line1: string;
        line2?: string | undefined;
        suburb: string;
        state: string;
        postCode: string;
      }
    | null
    | undefined;
}

/** Options for {@link CardFields.verify} and {@link GooglePayHandle.verify} (product-rules §7.9). */
export interface VerifyCardOptions {
  /** What the payment charges. */
  amountInCents: number;
  /**
   * The buyer, as the order has them: their e-mail, mobile and billing address (or, without one,
   * their name and post code) go to the bank.
   */
  customer?: VerifyCardCustomer | null | undefined;
  /** Slot name of the light-DOM container the bank's challenge frame is put in. */
  slot: string;
  /** The bank asks for a challenge: its frame is in the slot now (show it). */
  onChallenge(): void;
  /** Cancel the verification (the buyer's Cancel or Escape, leaving the page): it rejects. */
  signal?: AbortSignal | undefined;
}

/** A card verified with 3D Secure: the nonce to complete with, and what was shifted. */
export interface VerifiedCard {
  nonce: string;
  threeDSecure: { liabilityShifted: boolean; liabilityShiftPossible: boolean };
}

/** Mounted card fields. React: mount → on('change') → focus (label click) → tokenize → teardown. */
export interface CardFields {
  /** Subscribe to state changes; called once right away with the current state. Returns unsubscribe. */
  on(event: 'change', listener: (state: CardFieldsState) => void): () => void;
  /** Focus a field; a `<label for>` in the shadow root cannot reach a slotted iframe, so labels call this. */
  focus(field: CardFieldName): void;
  /**
   * Rejects with PaymentError('Something went wrong. Check your card details and try again.')
   * (product-rules §9.4).
   */
  tokenize(): Promise<TokenizeResult>;
  /**
   * Verify a card these fields tokenized with 3D Secure, when the merchant account has it
   * (product-rules §7.9): resolves null when it does not (complete with the tokenized nonce), else
   * the verified nonce. A challenge puts the bank's frame in `options.slot` and calls
   * `onChallenge`; the frame and its container go when the verification ends or the fields are
   * torn down. Rejects with PaymentError: cancelled, failed (the lookup or the authentication
   * failed, or the bank could have authenticated the buyer and did not: `liabilityShiftPossible`
   * without `liabilityShifted`) or unavailable, each with its text.
   */
  verify(tokenized: TokenizeResult, options: VerifyCardOptions): Promise<VerifiedCard | null>;
  /** Remove the fields and their light-DOM containers; idempotent. */
  teardown(): Promise<void>;
}

/** Text shown by the hosted fields, per field. */
export type CardFieldText = Partial<Record<CardFieldName, string>>;

/** Options for {@link PaymentProvider.mountCardFields}. */
export interface CardFieldsOptions {
  /** Slot name per field; each container is a light-DOM child `<div slot=...>` of the host. */
  slots: Record<CardFieldName, string>;
  /** Accessible labels inside the frames (the SDK's `internalLabel`). */
  labels?: CardFieldText;
  /** Placeholders; `expirationDate` defaults to 'MM/YYYY'. */
  placeholders?: CardFieldText;
  /** Extra CSS for the inputs inside the frames (SDK style object: selector → declarations). */
  style?: Record<string, Record<string, string>>;
  /** Abort an unfinished mount (effect cleanup): the late fields are torn down, the call rejects. */
  signal?: AbortSignal;
}

/** What a wallet tells React while it runs. */
export interface WalletCallbacks {
  /** Complete the payment on the server with this nonce; resolve true on success. */
  onAuthorize(result: TokenizeResult): Promise<boolean>;
  /** The wallet sheet opened: show the loading overlay. */
  onStart?(): void;
  /** The user closed the wallet: hide the overlay. */
  onCancel(): void;
  /** The wallet failed; `error.message` is user-facing. */
  onError(error: PaymentError): void;
}

/** The amount a wallet charges: cents / 100 with two decimals (product-rules §7.5). */
export interface PaymentAmount {
  amountInCents: number;
  /** ISO 4217, e.g. `AUD`. */
  currency: string;
  /** Shown as the total's label (Apple Pay). */
  merchantName: string;
}

/** A mounted wallet button; teardown removes it and its container. */
export interface WalletHandle {
  /** Remove the button and its container; idempotent. */
  teardown(): Promise<void>;
}

/**
 * A mounted Google Pay button. It verifies the cards it hands over flagged `needsVerification`
 * (product-rules §7.9: not network-tokenized), the way {@link CardFields.verify} does a typed
 * card, through the same code: resolves null when the merchant account has no 3D Secure (nothing
 * more loads), else the verified nonce. A challenge puts the bank's frame in a light-DOM child of
 * the button's element with `options.slot` and calls `onChallenge`; the frame goes when the
 * verification ends or the button is torn down (which cancels it). Rejects with PaymentError:
 * cancelled, failed or unavailable, each with its text.
 */
export interface GooglePayHandle extends WalletHandle {
  verify(tokenized: TokenizeResult, options: VerifyCardOptions): Promise<VerifiedCard | null>;
}

/** Apple Pay prepared ahead of the click, so the session starts synchronously in the user gesture. */
export interface ApplePayStarter {
  /** Start an ApplePaySession; must be called inside the user's click handler. Never throws. */
  start(amount: PaymentAmount, callbacks: WalletCallbacks): void;
  /** Release the apple-pay instance; idempotent. */
  teardown(): Promise<void>;
}

/** Options for {@link PaymentProvider.mountGooglePay}. */
export interface GooglePayOptions {
  /** Slot name of the light-DOM container the button goes in. */
  slot: string;
  /** From payment details; may be empty in sandbox. */
  googleMerchantId: string;
  /** 'sandbox' → Google's TEST, else PRODUCTION; defaults to the environment given to connect(). */
  environment?: 'sandbox' | 'production';
  amount: PaymentAmount;
  callbacks: WalletCallbacks;
  /** Abort an unfinished mount (effect cleanup): the late button is torn down, the call rejects. */
  signal?: AbortSignal;
}

/** Options for {@link PaymentProvider.mountPayPal}. */
export interface PayPalOptions {
  /** Slot name of the light-DOM container the buttons render in. */
  slot: string;
  amount: PaymentAmount;
  callbacks: WalletCallbacks;
  /** Abort an unfinished mount (effect cleanup): the late button is torn down, the call rejects. */
  signal?: AbortSignal;
}

/** What the merchant account offers, as the provider's client learnt it when it connected. */
export interface ProviderClient {
  /**
   * The card brands the account accepts, in the gateway's order, as buyers know them: `Visa`,
   * `Mastercard`, `American Express`, ... (product-rules §7.1). Empty when the gateway named none.
   */
  cardBrands: readonly string[];
}

/** Everything the product does with the payment provider. Every rejection is a PaymentError. */
export interface PaymentProvider {
  /**
   * Create the client for this authorization (one client per authorization; reuse when unchanged)
   * and say what the account offers.
   */
  connect(authorization: string, environment: 'sandbox' | 'production'): Promise<ProviderClient>;
  /** Mount the four hosted fields into light-DOM containers of `host`. Requires connect(). */
  mountCardFields(host: HTMLElement, options: CardFieldsOptions): Promise<CardFields>;
  /** Apple Pay capability: ApplePaySession exists, supportsVersion(3) and canMakePayments(). */
  canUseApplePay(): boolean;
  /** Create the apple-pay instance up front, so start() can run synchronously in the click. */
  prepareApplePay(options?: { signal?: AbortSignal }): Promise<ApplePayStarter>;
  /** Mount the Google Pay button; resolves null when Google Pay is not ready to pay. */
  mountGooglePay(host: HTMLElement, options: GooglePayOptions): Promise<GooglePayHandle | null>;
  /** Mount the PayPal button; resolves null when PayPal cannot render (e.g. ineligible funding). */
  mountPayPal(host: HTMLElement, options: PayPalOptions): Promise<WalletHandle | null>;
  /** Tear down everything: fields, wallets, client, light-DOM containers, listeners. Idempotent. */
  teardown(): Promise<void>;
}
