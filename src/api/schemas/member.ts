/**
 * The people: the member area, and what visitors send to join or sign up.
 */
import * as v from 'valibot';
import { Email, Id, IsoDate, IsoTimestamp, RecaptchaToken, Required } from './primitives';
import { PERSON_ENTRIES } from './customer';
import { listOf } from './tolerantList';

// The buyer (Customer) is in customer.ts: every checkout needs it, the member area's schemas not.
export { Customer } from './customer';

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
  /** The member type in words, as the membership options name it (product-rules §10.2). */
  memberTypeName: v.optional(v.string()),
  /** The last day of the membership; absent when it does not expire. */
  membershipExpiry: v.optional(IsoDate),
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

/** A member's details as they are saved, and as a membership applicant gives them. */
export const MEMBER_DETAILS_ENTRIES = {
  firstName: Required,
  lastName: Required,
  mobilePhone: v.string(),
  dateOfBirth: IsoDate,
  postCode: Required,
  sendNewsletter: v.boolean(),
  sendLoyaltyUpdates: v.boolean(),
};

/** `POST member/details`. */
export const MemberDetailsUpdate = v.object({
  ...MEMBER_DETAILS_ENTRIES,
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
/** Left out when an entry does not match (tolerantList.ts). */
export const ActivityList = listOf(Activity);

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
/** Left out when an entry does not match (tolerantList.ts). */
export const BookingList = listOf(Booking);

/** One entry of `GET member/vouchers`. */
export const Voucher = v.object({
  barcode: v.string(),
  name: v.string(),
  expiry: v.optional(IsoDate),
});
export type Voucher = v.InferOutput<typeof Voucher>;
/** Left out when an entry does not match (tolerantList.ts). */
export const VoucherList = listOf(Voucher);

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
/** Left out when an entry does not match (tolerantList.ts). */
export const PasskeyList = listOf(Passkey);

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
  ...PERSON_ENTRIES,
  recaptchaToken: RecaptchaToken,
});
export type MemberActivation = v.InferInput<typeof MemberActivation>;

/** `POST subscribe`'s payload (openapi.yaml `SubscriptionSave`). */
export const SubscriptionSave = v.object({
  typeId: Id,
  firstName: Required,
  lastName: Required,
  email: Email,
  recaptchaToken: RecaptchaToken,
});
export type SubscriptionSave = v.InferInput<typeof SubscriptionSave>;
