import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Member } from '../../api/schemas';
import { capitalise } from '../../format/capitalise';

/**
 * Where the member's renewal and upgrade options go (CONTRACT §8): the memberships element
 * provides a render function through this context; without one the section shows the membership alone.
 */
export const MembershipOptionsSlot = createContext<((member: Member) => ReactNode) | null>(null);

/** CONTRACT §7's Membership: the member's type, and the renewal and upgrade options slot. */
export function MembershipSection({ member }: { member: Member }) {
  const renderOptions = useContext(MembershipOptionsSlot);
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
      {renderOptions ? (
        renderOptions(member)
      ) : (
        <p className="muted">
          To renew or change your membership, visit the cinema's membership page.
        </p>
      )}
    </>
  );
}
