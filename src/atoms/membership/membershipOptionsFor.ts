import type { Http } from '../../api/http';
import { membershipOptions, membershipOptionsNow } from '../../api/membershipOptions';
import type { Member, MembershipOption } from '../../api/schemas';

/**
 * What is on sale to `member` (product-rules §11.1) — a member's renewals and upgrades (asked by
 * their `memberType`, each time), or for a visitor (`null`) the general list, cached 300 s.
 */
export function membershipOptionsFor(
  http: Http,
  member: Member | null,
  signal: AbortSignal,
): Promise<MembershipOption[] | undefined> {
  return membershipOptions(http, { memberType: member?.memberType, signal });
}

/** What {@link membershipOptionsFor} would give, when known without waiting; else undefined. */
export function membershipOptionsForNow(
  http: Http,
  member: Member | null,
): MembershipOption[] | undefined {
  return membershipOptionsNow(http, member?.memberType);
}
