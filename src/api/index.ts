/**
 * The API client (spec 7): one function per endpoint, each taking the {@link Http} client first,
 * checking its payload before sending and its answer after, and resolving to `undefined` when
 * aborted. Failures are `ApiError` (HTTP or network) or `SchemaError` (a payload or answer of the
 * wrong shape); see src/errors.
 */
export { createHttp, normalizeApiBase, readProblem, DEFAULT_API_BASE } from './http';
export type { Http, HttpOptions } from './http';
export type { CallOptions, CachedCallOptions } from './request';
export {
  CACHE_TTL_SECONDS,
  CLEARED_AFTER_PAYMENT,
  MEMBER_CACHES,
  MEMBER_TTL_SECONDS,
  cacheKey,
  cachedMemberId,
  setCachedMember,
  clearAfterPayment,
  invalidate,
  readCache,
  writeCache,
} from './cache';
export type { CacheName, MemberCacheName, SharedCacheName } from './cache';
export {
  addMembershipOrder,
  addProductOrder,
  addTicketOrder,
  addUpgradeMembershipOrder,
  createCart,
  deleteCart,
  getCart,
  storeCart,
  storedCart,
} from './cart';
export { CART_ORDER_DEFAULTS, cartOrderError } from './cartOrderError';
export type { CartOrderKind } from './cartOrderError';
export {
  addGiftCardPayment,
  completePayment,
  paymentDetails,
  removeGiftCardPayments,
} from './checkout';
export { festivalPasses } from './shop';
export { giftsByEmail, giftsByPost } from './gifts';
export { membershipOptions } from './membershipOptions';
export type { MembershipOptionsOptions } from './membershipOptions';
export {
  activateMember,
  addVoucher,
  forgetMember,
  member,
  memberActivity,
  memberBookings,
  memberDetails,
  memberSubscriptions,
  memberVouchers,
  subscribeNewsletter,
  updateMemberDetails,
  updateMemberSubscriptions,
  verifyEmail,
} from './member';
export { deletePasskey, passkeys } from './passkeys';
export { saveSubscription } from './subscribe';
export { walletPassUrl } from './wallet';
export type { WalletKind } from './wallet';
export * from './schemas';
