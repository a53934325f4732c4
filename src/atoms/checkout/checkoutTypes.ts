/**
 * The checkout's types, apart from its code: the atoms of one purchase's checkout, the inputs of
 * its actions, what the lazily loaded payment actions and order sequences are handed, and what
 * they are handed by the purchase's checkout session (`OrderSession`). The code
 * that loads the checkout chunk and the code inside it both import these, so neither has to
 * import the other to know them.
 */
import type { Atom, Getter, PrimitiveAtom, Setter, WritableAtom } from 'jotai/vanilla';
import type { Http } from '../../api/http';
import type {
  Address,
  Cart,
  GiftCard,
  OrderType,
  PaymentDetails,
  PaymentType,
} from '../../api/schemas';
import type { CardSummary, Receipt } from './receipt';
import type { StoredCartAtoms } from './storedCart';

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
export interface CheckoutStateAtoms extends StoredCartAtoms {
  deliveryAddressAtom: PrimitiveAtom<Address | null>;
  receiptAtom: PrimitiveAtom<Receipt | null>;
  orderSummaryCartAtom: Atom<OrderSummaryCartState>;
  paymentDetailsAtom: PrimitiveAtom<PaymentDetails | null>;
  detailsCartIdAtom: PrimitiveAtom<string | null>;
  orderChangesAtom: PrimitiveAtom<number>;
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

/**
 * What the store is doing: loading details or a gift card. A payment in flight is the checkout
 * session's (its one guard), not the store's.
 */
export type CheckoutStatus = 'idle' | 'loading';

/** An action atom: write-only, resolving to whether it succeeded. */
export type CheckoutAction<Input> = WritableAtom<null, [Input], Promise<boolean>>;

/** The atoms of one purchase's checkout, made once by its checkout session. */
export interface CheckoutAtoms extends OrderSummaryCartAtoms, StoredCartAtoms {
  /** The checkout scope: the storage keys of its stored cart (`checkout/<scope>/…`). */
  readonly scope: string;
  /**
   * Where the order's gifts by post go (the shop's delivery address), for the receipt
   * (product-rules §5.6); memory only (§4.2), dropped with the buyer's details.
   */
  readonly deliveryAddressAtom: PrimitiveAtom<Address | null>;
  /** The receipt of the payment just captured (memory only: personal data). */
  readonly receiptAtom: PrimitiveAtom<Receipt | null>;
  /** The payment details on show: what the page offers and the balance it takes. */
  readonly paymentDetailsAtom: PrimitiveAtom<PaymentDetails | null>;
  /**
   * The server cart those details are of: the one the page pays, whatever storage holds by the
   * press (product-rules §7.10).
   */
  readonly detailsCartIdAtom: PrimitiveAtom<string | null>;
  /**
   * How often the order was found changed under the open payment page (a completion the server
   * refused as stale, another window's change): the order summary loads the cart afresh on each.
   */
  readonly orderChangesAtom: PrimitiveAtom<number>;
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
  /**
   * `GET checkout/{cartId}` for the stored cart, applying the gift-card list rule (product-rules
   * §7.4); the details and their cart id are set together.
   */
  readonly loadPaymentDetails: CheckoutAction<HttpContext>;
  /** `POST checkout/{cartId}/gift-card` with a fresh 'giftCard' bot-check token, then refresh. */
  readonly addGiftCard: CheckoutAction<CheckoutContext & GiftCardInput>;
  /** `DELETE checkout/{cartId}/gift-card`, then refresh. */
  readonly removeGiftCards: CheckoutAction<HttpContext>;
  /**
   * `POST checkout/{cartId}` for the cart on show, with the balance on show as
   * `expectedTotalInCents` (product-rules §7.10); on success the clearing of product-rules §7.7.
   */
  readonly completePayment: CheckoutAction<CheckoutContext & CompletePaymentInput>;
}

/**
 * What the order calls are handed by the purchase they belong to: React's checkout session
 * (src/react/payment/CheckoutSession.ts), which owns the purchase's checkout, its payment provider
 * and the one guard that lets a payment be taken once (product-rules §7.10).
 */
export interface OrderSession {
  /** This purchase's checkout, made once; rejects when its code cannot be fetched. */
  checkout(): Promise<CheckoutAtoms>;
  /**
   * The payment details have arrived: connect the payment provider for them now, ahead of the
   * payment page, and mount the card fields if the page will open on them.
   */
  connect(details: PaymentDetails): void;
  /**
   * Resolves once the provider connecting for the details has its client (or failed), a task
   * later; after `limitMs` at the latest; at once when nothing connects. Never rejects.
   */
  whenConnected(limitMs: number): Promise<void>;
  /** Take the guard for a payment of this type: false while another holds it, or once paid. */
  begin(paymentType: PaymentType): boolean;
  /** Give the guard back with no payment taken (cancelled or failed). */
  release(paymentType: PaymentType): void;
}

/** What a checkout session needs of a product's order code. */
export interface PurchaseCode {
  /** Fetch and run the order calls' code ahead of the press (never rejects). */
  prefetch(): Promise<void>;
  /** Make the checkout atoms of `scope` for one purchase; rejects when the code cannot be fetched. */
  checkout(scope: string): Promise<CheckoutAtoms>;
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
  /** Ask the server even when the last answer for this cart is stored (the order changed). */
  refresh?: boolean;
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
