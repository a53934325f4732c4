import type { Member } from '../../api/schemas';
import { capitalise } from '../../format/capitalise';
import { MembershipFlow } from '../membership/MembershipFlow';
import { useMemberArea } from './MemberContext';

/**
 * Membership (product-rules §10.2): the member's type, then their renewals and upgrades, sold by
 * the same flow as `<cinema-membership>` (cards, details, payment, thanks). A paid renewal or
 * upgrade makes the member area ask `GET member` again, so the new type shows here and in the
 * header.
 */
export function MembershipSection({ member }: { member: Member }) {
  const { http, recaptchaKey, cinemaId } = useMemberArea();
  return (
    <>
      <dl className="details">
        <div>
          <dt>Membership</dt>
          <dd>{capitalise(member.memberType)}</dd>
        </div>
        <div>
          <dt>Member</dt>
          <dd>
            {member.firstName} {member.lastName}
          </dd>
        </div>
      </dl>
      <MembershipFlow http={http} cinemaId={cinemaId} recaptchaKey={recaptchaKey} member={member} />
    </>
  );
}
