/**
 * valibot schemas for every payload the product sends and every answer it reads (spec 3, spec 7,
 * CONTRACT §4). The API client parses answers with them and the reference server checks request
 * bodies with the same ones, so both sides hold one contract.
 *
 * `v.object` drops unknown keys: "objects may carry more fields than listed; the product ignores
 * fields it does not know".
 */
import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Primitives

/** Non-negative whole cents. */
export const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A string with something in it after trimming. */
export const Required = v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'));
/** Identifier issued by the server. */
export const Id = v.pipe(v.string(), v.nonEmpty());
/** Calendar date `YYYY-MM-DD`. */
export const IsoDate = v.pipe(v.string(), v.isoDate());
/** ISO 8601 timestamp, with or without milliseconds or offset. */
export const IsoTimestamp = v.pipe(
  v.string(),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'Invalid ISO 8601 timestamp'),
);
/** A bot-check token obtained right before the call (CONTRACT §3). */
export const RecaptchaToken = v.pipe(v.string(), v.nonEmpty('A bot-check token is required'));
/** A quantity of one or more. */
export const Quantity = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * Spec 5's e-mail pattern: a local part that does not start with a dot, an @, domain labels of up
 * to 63 characters, and a top-level domain of at least 2 letters.
 */
export const EMAIL_PATTERN =
  /^(?!\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** Spec 5's message for an e-mail that fails {@link EMAIL_PATTERN}. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** An e-mail address per spec 5. */
export const Email = v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN, EMAIL_MESSAGE));

/** Digits only, as gift card numbers and PINs are. */
export const DIGITS_PATTERN = /^\d+$/;

// ---------------------------------------------------------------------------------------------
// Enumerations (spec 3, 9)

/** Spec 3's order types. */
export const OrderType = v.picklist(['booking', 'registration', 'renewal', 'shop', 'festivalPass']);
export type OrderType = v.InferOutput<typeof OrderType>;

/** Completion payment types; `braintree` is the card method, named after the provider. */
export const PaymentType = v.picklist(['braintree', 'applePay', 'googlePay', 'giftCard', 'payPal']);
export type PaymentType = v.InferOutput<typeof PaymentType>;

/** Payment environment (spec 9). */
export const PaymentEnvironment = v.picklist(['sandbox', 'production']);
export type PaymentEnvironment = v.InferOutput<typeof PaymentEnvironment>;

// ---------------------------------------------------------------------------------------------
// Shop and cart (CONTRACT §4)

/** A festival or multi-film pass. */
export const FestivalPass = v.object({
  id: Id,
  name: v.string(),
  priceInCents: Cents,
  description: v.optional(v.string()),
});
export type FestivalPass = v.InferOutput<typeof FestivalPass>;
export const FestivalPassList = v.array(FestivalPass);

/** A gift card by e-mail or a gift by post, as the shop lists it. */
export const ShopItem = v.object({
  id: Id,
  name: v.string(),
  priceInCents: Cents,
  imageUrl: v.optional(v.string()),
  description: v.optional(v.string()),
});
export type ShopItem = v.InferOutput<typeof ShopItem>;
export const ShopItemList = v.array(ShopItem);

const LineItem = {
  id: Id,
  name: v.string(),
  priceInCents: Cents,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
};
/** A concession (product) line in a server cart. */
export const Concession = v.object(LineItem);
export type Concession = v.InferOutput<typeof Concession>;
/** A ticket line in a cart session. */
export const Ticket = v.object(LineItem);
export type Ticket = v.InferOutput<typeof Ticket>;
/** A screening in a cart, with its tickets. */
export const Session = v.object({
  id: Id,
  filmTitle: v.string(),
  date: IsoTimestamp,
  endDate: IsoTimestamp,
  tickets: v.array(Ticket),
});
export type Session = v.InferOutput<typeof Session>;

/** The server cart. */
export const Cart = v.object({
  id: Id,
  expiry: IsoTimestamp,
  totalInCents: Cents,
  bookingFeeInCents: Cents,
  concessions: v.array(Concession),
  sessions: v.array(Session),
});
export type Cart = v.InferOutput<typeof Cart>;

/** Australian states and territories, for postal addresses. */
export const AustralianState = v.picklist(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

/** Billing or delivery address (shape not shown by the spec; fixed here for Australian post). */
export const Address = v.object({
  firstName: Required,
  lastName: Required,
  line1: Required,
  line2: v.optional(v.string()),
  suburb: Required,
  state: AustralianState,
  postCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'Please enter a 4-digit post code')),
});
export type Address = v.InferOutput<typeof Address>;

/** `POST cart/{id}/products`. */
export const ProductOrder = v.object({
  cinemaId: Id,
  products: v.pipe(v.array(v.object({ id: Id, quantity: Quantity })), v.minLength(1)),
  deliveryAddress: v.optional(Address),
  billingAddress: v.optional(Address),
});
export type ProductOrder = v.InferInput<typeof ProductOrder>;

/** `POST cart/{id}/tickets`. */
export const TicketOrder = v.object({
  cinemaId: Id,
  sessionId: Id,
  tickets: v.pipe(v.array(v.object({ id: Id, quantity: Quantity })), v.minLength(1)),
  seats: v.array(v.string()),
});
export type TicketOrder = v.InferInput<typeof TicketOrder>;

/** Membership option slugs: freeAdult, freeSenior, or starting with adult- or senior- (spec 9). */
export const MembershipSlug = v.pipe(
  v.string(),
  v.regex(/^(freeAdult|freeSenior|adult-.+|senior-.+)$/, 'Unknown membership option'),
);

/** `POST cart/{id}/membership`. */
export const MembershipOrder = v.object({
  cinemaId: Id,
  concessionItemId: Id,
  email: Email,
  firstName: Required,
  lastName: Required,
  mobilePhone: v.string(),
  dateOfBirth: IsoDate,
  postCode: Required,
  sendNewsletter: v.boolean(),
  sendLoyaltyUpdates: v.boolean(),
  recaptchaToken: RecaptchaToken,
});
export type MembershipOrder = v.InferInput<typeof MembershipOrder>;

/** `POST cart/{id}/upgrade-membership`. */
export const UpgradeMembershipOrder = v.object({ cinemaId: Id, concessionItemId: Id });
export type UpgradeMembershipOrder = v.InferInput<typeof UpgradeMembershipOrder>;

/** A membership for sale (`GET shop/membership-options`). */
export const MembershipOption = v.object({
  slug: MembershipSlug,
  concessionItemId: Id,
  name: v.string(),
  priceInCents: Cents,
  description: v.optional(v.string()),
});
export type MembershipOption = v.InferOutput<typeof MembershipOption>;
export const MembershipOptionList = v.array(MembershipOption);

// ---------------------------------------------------------------------------------------------
// Checkout (spec 3, CONTRACT §4)

/** The buyer. */
export const Customer = v.object({
  firstName: Required,
  lastName: Required,
  email: Email,
  postCode: Required,
  mobilePhone: v.optional(v.string()),
  dateOfBirth: v.optional(IsoDate),
});
export type Customer = v.InferOutput<typeof Customer>;

/** A gift card applied to a cart. */
export const GiftCard = v.object({
  cardNumber: v.string(),
  balanceInCents: Cents,
  cardExpiry: IsoDate,
});
export type GiftCard = v.InferOutput<typeof GiftCard>;
export const GiftCardList = v.array(GiftCard);

/** Which payment methods the server enables. */
export const PaymentMethods = v.object({
  applePay: v.boolean(),
  creditCard: v.boolean(),
  giftCard: v.boolean(),
  googlePay: v.boolean(),
  payPal: v.boolean(),
});
export type PaymentMethods = v.InferOutput<typeof PaymentMethods>;

/** `GET checkout/{cartId}`. */
export const PaymentDetails = v.object({
  balanceInCents: Cents,
  authorization: v.pipe(v.string(), v.nonEmpty()),
  googleMerchantId: v.optional(v.string(), ''),
  payPalBalanceInCents: Cents,
  merchantName: v.string(),
  currency: v.string(),
  environment: PaymentEnvironment,
  methods: PaymentMethods,
  giftCards: v.array(GiftCard),
});
export type PaymentDetails = v.InferOutput<typeof PaymentDetails>;

/** `POST checkout/{cartId}/gift-card`. */
export const GiftCardPayment = v.object({
  cardNumber: v.pipe(v.string(), v.regex(DIGITS_PATTERN, 'Please enter a valid gift card number')),
  cardPin: v.pipe(v.string(), v.regex(DIGITS_PATTERN, 'Please enter a valid gift card PIN')),
  recaptchaToken: RecaptchaToken,
});
export type GiftCardPayment = v.InferInput<typeof GiftCardPayment>;

/** `POST checkout/{cartId}`. */
export const PaymentCompletion = v.object({
  paymentType: PaymentType,
  orderType: OrderType,
  customer: Customer,
  securedCardData: v.optional(
    v.object({ nonce: v.pipe(v.string(), v.nonEmpty()), deviceData: v.optional(v.string()) }),
  ),
  recaptchaToken: v.optional(RecaptchaToken),
});
export type PaymentCompletion = v.InferInput<typeof PaymentCompletion>;

/** A `{ success }` answer. */
export const SuccessResult = v.object({ success: v.boolean() });
export type SuccessResult = v.InferOutput<typeof SuccessResult>;

// ---------------------------------------------------------------------------------------------
// Member area (spec 3, 7)

/** Wallet pass links of a member. */
export const WalletLinks = v.object({
  apple: v.optional(v.string()),
  google: v.optional(v.string()),
});

/** `GET member`. */
export const Member = v.object({
  id: Id,
  email: v.string(),
  memberType: v.string(),
  dateOfBirth: v.optional(IsoDate),
  firstName: v.string(),
  lastName: v.string(),
  mobilePhone: v.optional(v.string()),
  postCode: v.optional(v.string()),
  sendNewsletter: v.optional(v.boolean(), false),
  sendLoyaltyUpdates: v.optional(v.boolean(), false),
  wallet: v.optional(WalletLinks, {}),
});
export type Member = v.InferOutput<typeof Member>;

/** `GET member/details`. */
export const MemberDetails = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  mobilePhone: v.string(),
  dateOfBirth: IsoDate,
  postCode: v.string(),
  sendNewsletter: v.boolean(),
  sendLoyaltyUpdates: v.boolean(),
});
export type MemberDetails = v.InferOutput<typeof MemberDetails>;

/** `POST member/details`. */
export const MemberDetailsUpdate = v.object({
  firstName: Required,
  lastName: Required,
  mobilePhone: v.string(),
  dateOfBirth: IsoDate,
  postCode: Required,
  sendNewsletter: v.boolean(),
  sendLoyaltyUpdates: v.boolean(),
  recaptchaToken: RecaptchaToken,
});
export type MemberDetailsUpdate = v.InferInput<typeof MemberDetailsUpdate>;

/** One entry of `GET member/activity`. */
export const Activity = v.object({
  id: Id,
  date: IsoTimestamp,
  description: v.string(),
  points: v.optional(v.number()),
  amountInCents: v.optional(v.number()),
});
export type Activity = v.InferOutput<typeof Activity>;
export const ActivityList = v.array(Activity);

/** One entry of `GET member/bookings`. */
export const Booking = v.object({
  id: Id,
  filmTitle: v.string(),
  date: IsoTimestamp,
  endDate: IsoTimestamp,
  seats: v.array(v.string()),
  ticketCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Booking = v.InferOutput<typeof Booking>;
export const BookingList = v.array(Booking);

/** One entry of `GET member/vouchers`. */
export const Voucher = v.object({
  barcode: v.string(),
  name: v.string(),
  expiry: v.optional(IsoDate),
});
export type Voucher = v.InferOutput<typeof Voucher>;
export const VoucherList = v.array(Voucher);

/** `POST member/vouchers`. */
export const VoucherAdd = v.object({
  barcode: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required')),
  recaptchaToken: RecaptchaToken,
});
export type VoucherAdd = v.InferInput<typeof VoucherAdd>;

/** A newsletter subscription of a member. */
export const MemberSubscription = v.object({
  typeId: Id,
  name: v.string(),
  subscribed: v.boolean(),
});
export type MemberSubscription = v.InferOutput<typeof MemberSubscription>;
export const MemberSubscriptionList = v.array(MemberSubscription);

/** `POST member/subscriptions`. */
export const MemberSubscriptionsUpdate = v.object({
  subscriptions: v.array(v.object({ typeId: Id, subscribed: v.boolean() })),
});
export type MemberSubscriptionsUpdate = v.InferInput<typeof MemberSubscriptionsUpdate>;

/** A passkey of a member. */
export const Passkey = v.object({
  id: Id,
  name: v.string(),
  createdAt: IsoTimestamp,
  lastUsedAt: v.optional(IsoTimestamp),
});
export type Passkey = v.InferOutput<typeof Passkey>;
export const PasskeyList = v.array(Passkey);

/** `POST member/verify-email`. */
export const VerifyEmail = v.object({ email: Email, recaptchaToken: RecaptchaToken });
export type VerifyEmail = v.InferInput<typeof VerifyEmail>;

/** `POST member/subscribe-newsletter`. */
export const NewsletterSignup = v.object({
  firstName: Required,
  lastName: Required,
  email: Email,
  recaptchaToken: RecaptchaToken,
});
export type NewsletterSignup = v.InferInput<typeof NewsletterSignup>;

/** `POST member/activate`. */
export const MemberActivation = v.object({
  cinemaId: Id,
  cardNumber: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required')),
  firstName: Required,
  lastName: Required,
  email: Email,
  postCode: Required,
  mobilePhone: v.optional(v.string()),
  dateOfBirth: v.optional(IsoDate),
  recaptchaToken: RecaptchaToken,
});
export type MemberActivation = v.InferInput<typeof MemberActivation>;

/** `POST subscribe` (spec 3's subscription save payload). */
export const SubscriptionSave = v.object({
  typeId: Id,
  firstName: Required,
  lastName: Required,
  email: Email,
  recaptchaToken: RecaptchaToken,
});
export type SubscriptionSave = v.InferInput<typeof SubscriptionSave>;

/** RFC 9457 problem details, as error bodies carry them. */
export const ProblemDetails = v.object({
  type: v.optional(v.string()),
  title: v.optional(v.string()),
  status: v.optional(v.number()),
  detail: v.optional(v.string()),
});
export type ProblemDetails = v.InferOutput<typeof ProblemDetails>;
