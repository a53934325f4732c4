/**
 * What a test sees of the fake PaymentProvider (fakePaymentProvider.ts): the interface plus its
 * controls and records, and the card state it reports.
 */
import type { Gate } from '../../../test/support/gate';
import type { PaymentError } from '../../errors/errors';
import type {
  CardFieldName,
  CardFieldsState,
  GooglePayOptions,
  PaymentAmount,
  PaymentProvider,
  PayPalOptions,
  TokenizeResult,
  VerifiedCard,
  VerifyCardOptions,
  WalletCallbacks,
} from '../PaymentProvider';

/** The wallets a test can drive. */
export type FakeWallet = 'applePay' | 'googlePay' | 'payPal';

/** A started wallet: what it was asked to charge and the page's callbacks. */
export interface FakeWalletRun {
  amount: PaymentAmount;
  callbacks: WalletCallbacks;
}

/** The fake, with the interface plus the controls and records a test uses. */
export interface FakeProvider extends PaymentProvider {
  /** Authorizations passed to connect(), in order. */
  readonly connects: string[];
  /** How many times teardown() ran. */
  readonly teardowns: number;
  /** Fields passed to focus(), in order. */
  readonly focused: CardFieldName[];
  /** Options of every mountGooglePay / mountPayPal call. */
  readonly walletMounts: { googlePay: GooglePayOptions[]; payPal: PayPalOptions[] };
  /** How many card-field mounts are live (mounted and not torn down). */
  readonly liveCardFields: number;
  /** The card brands connect() says the account accepts (default Visa, Mastercard, Amex). */
  cardBrands: readonly string[];
  /** Whether canUseApplePay() answers true (default false, like any non-Safari browser). */
  applePayAvailable: boolean;
  /** Whether mountGooglePay resolves a button (true) or null (not ready to pay). */
  googlePayReady: boolean;
  /** Whether mountPayPal resolves a button (true) or null (cannot render). */
  payPalAvailable: boolean;
  /**
   * Wallets that do not load, until cleared: 'reject' fails like a blocked script, 'hang' never
   * settles (until its signal aborts, like the real adapter's torn-down rejection).
   */
  walletFailures: Partial<Record<FakeWallet, 'reject' | 'hang'>>;
  /** How many times each wallet was mounted (Apple Pay: prepared). */
  readonly walletAttempts: Readonly<Record<FakeWallet, number>>;
  /** Hold the next connect() calls until the returned gate is settled. */
  holdConnect(): { resolve(): void; reject(error?: PaymentError): void };
  /** Hold the card fields' mounting until the returned gate is released. */
  holdCardFields(): { release(): void };
  /** Make the next connect() reject (once) with this error. */
  failNextConnect(error?: PaymentError): void;
  /** Set the validity of the mounted fields (all at once, or some) and emit a change. */
  setCardValidity(validity: boolean | Partial<Record<CardFieldName, boolean>>): void;
  /** What the next tokenize() gives: a nonce, an error, or 'hold' (a gate the test settles). */
  nextTokenize(outcome: TokenizeResult | PaymentError | 'hold'): Gate<TokenizeResult> | undefined;
  /** How many times tokenize() was called. */
  readonly tokenizeCalls: number;
  /**
   * What the next verify() does, the card fields' or Google Pay's (3D Secure, product-rules §7.9):
   * null (the account has none: the default), a verified card, an error, or 'challenge': the bank's frame goes in the slot, then
   * the returned gate settles it (a cancel rejects with the cancelled text).
   */
  nextVerify(
    outcome: VerifiedCard | PaymentError | null | 'challenge',
  ): Gate<VerifiedCard> | undefined;
  /** Every verify() call's options, in order (the card fields' and Google Pay's). */
  readonly verifyCalls: readonly VerifyCardOptions[];
  /** The card each verify() call was asked to verify, in the same order. */
  readonly verifiedCards: readonly TokenizeResult[];
  /** The last run of a wallet (Apple Pay: start(); Google Pay / PayPal: a click on its button). */
  lastRun(wallet: FakeWallet): FakeWalletRun | undefined;
  /**
   * The wallet approved: calls onAuthorize with this nonce (or the whole result, e.g. a Google Pay
   * card flagged `needsVerification`) and resolves to its answer.
   */
  approve(wallet: FakeWallet, result: string | TokenizeResult): Promise<boolean>;
  /** The user closed the wallet sheet. */
  cancel(wallet: FakeWallet): void;
  /** The wallet failed with this error (default: the payment-processing text). */
  fail(wallet: FakeWallet, error?: PaymentError): void;
}

export const FIELDS: readonly CardFieldName[] = [
  'number',
  'cardholderName',
  'expirationDate',
  'cvv',
];

export function cardState(validity: Record<CardFieldName, boolean>): CardFieldsState {
  const fields = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      {
        isEmpty: !validity[field],
        isValid: validity[field],
        isPotentiallyValid: true,
        isFocused: false,
      },
    ]),
  ) as CardFieldsState['fields'];
  return { fields, allValid: FIELDS.every((field) => validity[field]) };
}
