/**
 * The demo server's whole in-memory store. A fresh one is made per `startServer()` and by
 * `POST /demo/reset`; tests read it through `RunningServer.state` to see what the server received.
 * Everything here is plain data (structured-cloneable) so a rejected request can be rolled back.
 */
import type {
  Activity,
  Address,
  Booking,
  Customer,
  GiftRecipient,
  MemberActivation,
  MemberSubscription,
  NewsletterSignup,
  OrderType,
  Passkey,
  PaymentEnvironment,
  PaymentMethods,
  PaymentType,
  SubscriptionSave,
  Ticket,
  Voucher,
} from '../../src/api/schemas';
import type { GatewayMode } from '../payments/createClientToken';
import { createDemoMember } from './catalog/demoMember';
import type { DemoMemberRecord } from './catalog/demoMember';
import { createGiftCards } from './catalog/giftCards';
import type { StoredGiftCard } from './catalog/giftCards';
import type { ProductKind } from './catalog/products';
import { createSessions } from './catalog/sessions';
import type { ScreeningSession } from './catalog/sessions';
import { createIssuedVouchers } from './catalog/vouchers';

/** How long a new cart lives (the seat and stock hold). */
export const CART_LIFETIME_MS = 15 * 60_000;

/**
 * A concession line; `kind` stays on the server to price fees. A gift card by e-mail's line has
 * its recipient, kept with the order (product-rules §15.2): one line per item, amount and recipient.
 */
export interface CartConcession {
  id: string;
  name: string;
  priceInCents: number;
  quantity: number;
  kind: ProductKind;
  recipient?: GiftRecipient;
}

/** A screening in a cart, with the tickets and seats ordered for it. */
export interface CartSession {
  id: string;
  filmTitle: string;
  date: string;
  endDate: string;
  tickets: Ticket[];
  seats: string[];
}

/** A gift card payment applied to a cart: how much of the card this order uses. */
export interface AppliedGiftCard {
  cardNumber: string;
  amountInCents: number;
}

/** The applicant of a membership order, kept with the cart until payment. */
export interface MembershipApplicant {
  concessionItemId: string;
  email: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  dateOfBirth: string;
  postCode: string;
  sendNewsletter: boolean;
  sendLoyaltyUpdates: boolean;
}

/** A server cart. */
export interface DemoCart {
  id: string;
  cinemaId?: string;
  createdAt: number;
  expiresAt: number;
  concessions: CartConcession[];
  sessions: CartSession[];
  giftCards: AppliedGiftCard[];
  membershipApplicant?: MembershipApplicant;
  deliveryAddress?: Address;
  billingAddress?: Address;
  /** Set once a completion succeeded; a paid cart takes no more orders or payments. */
  paidAt?: number;
}

/** A completed payment, as `POST checkout/{cartId}` recorded it. */
export interface RecordedPayment {
  cartId: string;
  paymentType: PaymentType;
  orderType: OrderType;
  customer: Customer;
  nonce?: string;
  deviceData?: string;
  /** What 3D Secure shifted, as the element sent it (product-rules §7.9). */
  threeDSecure?: { liabilityShifted: boolean; liabilityShiftPossible: boolean };
  recaptchaToken?: string;
  /** What the chosen method was charged (PayPal includes its surcharge). */
  amountInCents: number;
  /** What each gift card was charged. */
  giftCards: AppliedGiftCard[];
  paidAt: string;
}

/** Switches the demo page and E2E tests flip through `PUT /demo/settings`. */
export interface DemoSettings {
  methods: PaymentMethods;
  environment: PaymentEnvironment;
  /** Which fake Braintree the client tokens name: this server (`offline`) or the real hosts (`intercept`, E2E routes). */
  gateway: GatewayMode;
  /** How long a new server cart lives, in seconds (15 minutes; tests shorten it). */
  cartLifetimeSeconds: number;
  /**
   * Whether the merchant account has 3D Secure (product-rules §7.9): the fake gateway's configuration
   * says so, it answers the lookup and authentication, and a card payment needs a verified nonce.
   */
  threeDSecure: boolean;
}

/** The demo server's store. */
export interface DemoState {
  settings: DemoSettings;
  /** What the server was started with (e.g. `CART_LIFETIME_SECONDS`); a reset goes back to it. */
  startupSettings: Partial<DemoSettings>;
  carts: Map<string, DemoCart>;
  /**
   * Ids of carts `DELETE cart/{id}` removed: a completion for one is a changed order (409), not an
   * unknown cart (docs/product-rules.md §7.10); every other call still finds no such cart (404).
   */
  deletedCartIds: Set<string>;
  screenings: ScreeningSession[];
  giftCards: Map<string, StoredGiftCard>;
  payments: RecordedPayment[];
  /** Every bot-check token the server accepted, in order (a fresh one per call is expected). */
  recaptchaTokens: string[];
  /** `authorizationFingerprint`s of the client tokens handed out by `GET checkout/{cartId}`. */
  authorizationFingerprints: string[];
  /** `POST subscribe` calls. */
  subscriptions: SubscriptionSave[];
  /** `POST member/subscribe-newsletter` calls. */
  newsletterSignups: NewsletterSignup[];
  /** Addresses `POST member/verify-email` was asked to verify. */
  verifiedEmails: string[];
  /** `POST member/activate` calls that activated a card. */
  activations: MemberActivation[];
  /** Session ids of signed-in demo browsers (the cookie value). */
  signIns: string[];
  member: DemoMemberRecord;
  activity: Activity[];
  bookings: Booking[];
  vouchers: Voucher[];
  /** Vouchers issued by the cinema that a member can add by barcode. */
  issuedVouchers: Map<string, Voucher>;
  memberSubscriptions: MemberSubscription[];
  passkeys: Passkey[];
}

/** Every payment method on, sandbox: the defaults of a fresh store. */
export const DEFAULT_SETTINGS: DemoSettings = {
  methods: { applePay: true, creditCard: true, giftCard: true, googlePay: true, payPal: true },
  environment: 'sandbox',
  gateway: 'offline',
  cartLifetimeSeconds: CART_LIFETIME_MS / 1000,
  threeDSecure: false,
};

/** A fresh store as of `now` (ms since the epoch). */
export function createDemoState(now: number, settings: Partial<DemoSettings> = {}): DemoState {
  const member = createDemoMember(now);
  return {
    settings: { ...structuredClone(DEFAULT_SETTINGS), ...settings },
    startupSettings: settings,
    carts: new Map(),
    deletedCartIds: new Set(),
    screenings: createSessions(now),
    giftCards: createGiftCards(now),
    payments: [],
    recaptchaTokens: [],
    authorizationFingerprints: [],
    subscriptions: [],
    newsletterSignups: [],
    verifiedEmails: [],
    activations: [],
    signIns: [],
    member: member.member,
    activity: member.activity,
    bookings: member.bookings,
    vouchers: member.vouchers,
    issuedVouchers: createIssuedVouchers(now),
    memberSubscriptions: member.subscriptions,
    passkeys: member.passkeys,
  };
}

/** Replace the contents of `state` with `fresh`, keeping the object tests hold a reference to. */
export function replaceState(state: DemoState, fresh: DemoState): void {
  Object.assign(state, fresh);
}
