import { STYLE_ORDER } from '../../styles/adoptStyles';
import { MembershipFlow } from '../membership/MembershipFlow';
import { useStyles } from '../useStyles';
import { memberTypeName, useMemberArea } from './MemberContext';
import type { SectionProps } from './sectionProps';
import { membershipSectionCss } from './membershipSectionCss';

/**
 * Membership (product-rules §10.2): the member's type, by the name the options use, and the last
 * day it runs; then their renewals and upgrades, sold by the same flow as `<cinema-membership>`
 * (cards, details, payment, thanks). A paid renewal or upgrade makes the member area ask `GET
 * member` again, so the new type and expiry show here and in the header.
 */
export function MembershipSection({ member, validUntil }: SectionProps) {
  useStyles(membershipSectionCss, STYLE_ORDER.page);
  const { http, recaptchaKey, cinemaId } = useMemberArea();
  return (
    <>
      <dl className="membership-current">
        <div>
          <dt>Membership</dt>
          <dd className="membership-current__name">{memberTypeName(member)}</dd>
        </div>
        {validUntil && (
          <div>
            <dt>Valid until</dt>
            <dd>{validUntil}</dd>
          </div>
        )}
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
