/**
 * The rules of a membership option (product-rules §11), shared by the cards and the checkout flow:
 * which options are free, and which order type each completes with.
 */
import type { MembershipOption, OrderType } from '../../api/schemas';

/** The free membership slugs (product-rules §11.1). */
export const FREE_SLUGS: readonly string[] = ['freeAdult', 'freeSenior'];

/** A free membership: one of the free slugs (it costs nothing whatever its price says). */
export const isFreeOption = (option: MembershipOption): boolean => FREE_SLUGS.includes(option.slug);

/** A new membership completes as `registration`, a renewal or upgrade as `renewal` (§11.2). */
export const orderTypeFor = (option: MembershipOption): OrderType =>
  option.action === 'new' ? 'registration' : 'renewal';
