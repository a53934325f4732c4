/**
 * CONTRACT §8's rules of a membership option, shared by the cards and the checkout flow: which
 * options are free, and which order type each completes with.
 */
import type { MembershipOption, OrderType } from '../../api/schemas';

/** Spec 9: the free membership slugs. */
export const FREE_SLUGS: readonly string[] = ['freeAdult', 'freeSenior'];

/** A free membership: one of spec 9's free slugs (it costs nothing whatever its price says). */
export const isFreeOption = (option: MembershipOption): boolean => FREE_SLUGS.includes(option.slug);

/** CONTRACT §8: a new membership completes as `registration`, a renewal or upgrade as `renewal`. */
export const orderTypeFor = (option: MembershipOption): OrderType =>
  option.action === 'new' ? 'registration' : 'renewal';
