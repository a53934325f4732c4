import { useId } from 'react';
import type { MembershipOption } from '../../api/schemas';
import type { Receipt as ReceiptData } from '../../atoms/checkout/receipt';
import { Receipt } from '../payment/Receipt';
import { withSessionReceipt } from '../payment/withSessionReceipt';
import type { WithSession } from '../payment/withSessionReceipt';

/** Props of {@link MembershipThanks}. */
export interface MembershipThanksProps {
  option: MembershipOption;
  /** The cinema's name, when the page gave it (`data-cinema-name`). */
  cinemaName: string | undefined;
  receipt?: ReceiptData | null | undefined;
  /** 'Done': back to the memberships. */
  onDone(): void;
}

/**
 * The thanks page's heading (product-rules §11.3): a welcome for a new member, else what changed.
 */
export function thanksTitle(option: MembershipOption, cinemaName: string | undefined): string {
  if (option.action === 'renew') return 'Your membership is renewed';
  if (option.action === 'upgrade') return 'Your membership is upgraded';
  return `Welcome to ${cinemaName?.trim() || 'the cinema'} membership`;
}

/**
 * The thanks page (product-rules §11.3): 'Welcome to' the cinema's membership for a new member (or
 * the renewal or upgrade in words), what they now have, where the confirmation went, and the
 * receipt when something was paid.
 */
export function MembershipThanks({ option, cinemaName, receipt, onDone }: MembershipThanksProps) {
  const headingId = useId();
  const email = receipt?.email;
  const sentTo = email ? ` We have e-mailed your membership details to ${email}.` : '';
  return (
    <section part="card" className="membership-thanks" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId} tabIndex={-1}>
        {thanksTitle(option, cinemaName)}
      </h2>
      <p>
        {option.action === 'new'
          ? `You are now a member: ${option.name}.${sentTo}`
          : `You now have ${option.name}.${sentTo}`}
      </p>
      {option.action === 'new' && (
        <p className="muted">
          Sign in to the member area to see your membership card, your points and your bookings.
        </p>
      )}
      {receipt && receipt.totalInCents > 0 && <Receipt receipt={receipt} />}
      <div className="actions">
        <button part="button" type="button" className="button--secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}

/** Props of {@link MembershipThanksForSession}. */
export type MembershipThanksForSessionProps = WithSession<MembershipThanksProps>;

/** The thanks page with the receipt of the checkout `scope` (it loads with the page). */
export const MembershipThanksForSession = withSessionReceipt(MembershipThanks);
