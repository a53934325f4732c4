import type { Http } from '../../api/http';
import { membershipOptions } from '../../api/membershipOptions';
import type { Member, MembershipOption } from '../../api/schemas';

/**
 * CONTRACT §8: what is on sale to `member` — a member's renewals and upgrades (asked by their
 * `memberType`, each time), or for a visitor (`null`) the general list, cached 300 s.
 */
export function membershipOptionsFor(
  http: Http,
  member: Member | null,
  signal: AbortSignal,
): Promise<MembershipOption[] | undefined> {
  return membershipOptions(http, { memberType: member?.memberType, signal });
}
