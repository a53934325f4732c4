/**
 * The checkout's types, apart from its code: the atoms of a checkout scope, the inputs of its
 * actions, and what the lazily loaded payment actions and order sequences are handed. The code
 * that loads the checkout chunk and the code inside it both import these, so neither has to
 * import the other to know them.
 */
import type { Atom, Getter, PrimitiveAtom, Setter, WritableAtom } from 'jotai/vanilla';
import type { Http } from '../../api/http';
import type {
  Address,
  Cart,
  Customer,
  GiftCard,
  OrderType,
  PaymentDetails,
  PaymentType,
} from '../../api/schemas';
import type { PersistedUpdate } from '../persistedAtom';
import type { CardSummary, Receipt } from './receipt';

/** What every call needs: the API client of the element. */
export interface HttpContext {
  http: Http;
  /** Accepted (and ignored) so one context object fits every action. */
  recaptchaKey?: string | undefined;
}

/** What calls that send a bot-check token need. */
export interface CheckoutContext {
  http: Http;
  /** The element's reCAPTCHA site key (`data-recaptcha-key`). */
  recaptchaKey: string;
}

/** The gift card entered in the gift card form. */
export interface GiftCardInput {
  cardNumber: string;
  cardPin: string;
}

/** How the buyer paid. */
export interface CompletePaymentInput {
  paymentType: PaymentType;
  /** What is being bought (product-rules §7.7); the element's payment page passes its own. */
  orderType: OrderType;
  /** The provider's nonce; every type but `giftCard` and `free` has one. */
  nonce?: string | undefined;
  /** The provider's device data for fraud checks, when it gave some. */
  deviceData?: string | undefined;
  /** The card the provider tokenized, for the receipt. */
  card?: CardSummary | undefined;
  /** What 3D Secure shifted, when the card was verified (product-rules §7.9). */
  threeDSecure?: { liabilityShifted: boolean; liabilityShiftPossible: boolean } | undefined;
}

/** The state atoms the actions read and write. */
export interface CheckoutStateAtoms {
  cartIdAtom: WritableAtom<string | null, [PersistedUpdate<string | null>], void>;
  cartExpiryAtom: WritableAtom<string | null, [PersistedUpdate<string | null>], void>;
  customerAtom: WritableAtom<Customer | null, [PersistedUpdate<Customer | null>], void>;
  billingAddressAtom: WritableAtom<Address | null, [PersistedUpdate<Address | null>], void>;
  deliveryAddressAtom: PrimitiveAtom<Address | null>;
  receiptAtom: PrimitiveAtom<Receipt | null>;
  orderSummaryCartAtom: Atom<OrderSummaryCartState>;
  paymentDetailsAtom: PrimitiveAtom<PaymentDetails | null>;
  giftCardsAtom: PrimitiveAtom<readonly GiftCard[]>;
  errorAtom: PrimitiveAtom<string | null>;
  detailsStaleAtom: PrimitiveAtom<boolean>;
}

/** The actions, plus the status they drive. */
export interface CheckoutActions {
  /** Derived from the calls in flight; read-only. */
  statusAtom: Atom<CheckoutStatus>;
  loadPaymentDetails: CheckoutAction<HttpContext>;
  addGiftCard: CheckoutAction<CheckoutContext & GiftCardInput>;
  removeGiftCards: CheckoutAction<HttpContext>;
  completePayment: CheckoutAction<CheckoutContext & CompletePaymentInput>;
}

/** What the store is doing: loading details or a gift card, or processing a payment. */
export type CheckoutStatus = 'idle' | 'loading' | 'processing';

/** An action atom: write-only, resolving to whether it succeeded. */
export type CheckoutAction<Input> = WritableAtom<null, [Input], Promise<boolean>>;

/** The atoms of one checkout scope. */
export interface CheckoutAtoms extends OrderSummaryCartAtoms {
  /** The scope key these atoms belong to. */
  readonly scope: string;
  /** The server cart being paid for; persisted so a reload can pick it up. */
  readonly cartIdAtom: WritableAtom<string | null, [PersistedUpdate<string | null>], void>;
  /** The buyer sent with the completion; persisted so a reload keeps it. */
  readonly customerAtom: WritableAtom<Customer | null, [PersistedUpdate<Customer | null>], void>;
  /**
   * The buyer's billing address, where the order has one (the shop's): only for the bank's 3D
   * Secure lookup (product-rules §7.9); persisted and dropped with the buyer's details.
   */
  readonly billingAddressAtom: WritableAtom<
    Address | null,
    [PersistedUpdate<Address | null>],
    void
  >;
  /**
   * Where the order's gifts by post go (the shop's delivery address), for the receipt
   * (product-rules §5.6); memory only (§4.2), dropped with the buyer's details.
   */
  readonly deliveryAddressAtom: PrimitiveAtom<Address | null>;
  /** When the server cart expires (ISO 8601); the cart id and the buyer's details live as long. */
  readonly cartExpiryAtom: WritableAtom<string | null, [PersistedUpdate<string | null>], void>;
  /** The receipt of the payment just captured (memory only: personal data). */
  readonly receiptAtom: PrimitiveAtom<Receipt | null>;
  /** The last payment details fetched for the cart. */
  readonly paymentDetailsAtom: PrimitiveAtom<PaymentDetails | null>;
  /** Gift cards applied to the cart. */
  readonly giftCardsAtom: PrimitiveAtom<readonly GiftCard[]>;
  /** What is left to pay, in cents (0 before details arrive). */
  readonly balanceInCentsAtom: Atom<number>;
  /** Whether a call is under way (read-only: the actions drive it). */
  readonly statusAtom: Atom<CheckoutStatus>;
  /** The message for the WHOOPS modal, or null. */
  readonly errorAtom: PrimitiveAtom<string | null>;
  /**
   * True when the last fetch of the payment details failed, so `paymentDetailsAtom` may describe
   * a cart that has changed since (e.g. a gift card removed): the page must not offer options from it.
   */
  readonly detailsStaleAtom: PrimitiveAtom<boolean>;
  /** `GET checkout/{cartId}`, applying the gift-card list rule (product-rules §7.4). */
  readonly loadPaymentDetails: CheckoutAction<HttpContext>;
  /** `POST checkout/{cartId}/gift-card` with a fresh 'giftCard' bot-check token, then refresh. */
  readonly addGiftCard: CheckoutAction<CheckoutContext & GiftCardInput>;
  /** `DELETE checkout/{cartId}/gift-card`, then refresh. */
  readonly removeGiftCards: CheckoutAction<HttpContext>;
  /** `POST checkout/{cartId}`; on success the clearing of product-rules §7.7. */
  readonly completePayment: CheckoutAction<CheckoutContext & CompletePaymentInput>;
}

/** Where loading the summary's cart stands. */
export interface OrderSummaryCartState {
  /** The last cart loaded for this checkout, kept after payment. */
  cart: Cart | null;
  /** The cart id whose last load failed, or null. */
  failedId: string | null;
}

/** What loading the cart needs. */
export interface LoadCartInput {
  http: Http;
  cartId: string;
  signal?: AbortSignal;
}

/** The summary's atoms. */
export interface OrderSummaryCartAtoms {
  orderSummaryCartAtom: Atom<OrderSummaryCartState>;
  /** `GET cart/{id}` (cached until the cart's expiry); resolves whether it loaded. Never throws. */
  loadCart: WritableAtom<null, [LoadCartInput], Promise<boolean>>;
}

/** What the payment actions (loaded on demand) are handed by the checkout atoms. */
export interface PaymentActionTools {
  get: Getter;
  set: Setter;
  state: CheckoutStateAtoms;
  /** What is left to pay, in cents. */
  balanceOf: Atom<number>;
  whileLoading(work: () => Promise<boolean>): Promise<boolean>;
  requireCartId(): string;
  messageFor(error: unknown, fallback: string): string;
}
