import { useId } from 'react';
import type { GiftCard } from '../../api/schemas';
import { formatDate } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import { lastFourOf } from '../../atoms/checkout/receipt';
import { useTimeZone } from '../config/TimeZoneContext';

/** Props of {@link AppliedGiftCard}. */
export interface AppliedGiftCardProps {
  card: GiftCard;
  /** Removing is under way or a payment is in flight: the button does nothing. */
  disabled: boolean;
  onRemove(): void;
}

/**
 * The applied-card view (product-rules §7.4): the card number, masked to its last four digits, then
 * 'Remove Card' on a line of its own at every width, 'Card Balance' and 'Expiry Date'.
 */
export function AppliedGiftCard({ card, disabled, onRemove }: AppliedGiftCardProps) {
  const numberId = useId();
  const lastFour = lastFourOf(card.cardNumber);
  const timeZone = useTimeZone();
  return (
    <div className="gift-card__applied">
      <div className="gift-card__applied-head">
        <p>
          <span className="muted">Card Number </span>
          <strong id={numberId} className="gift-card__number">
            <span aria-hidden="true">•••• {lastFour}</span>
            <span className="visually-hidden">Gift card ending {lastFour}</span>
          </strong>
        </p>
        {/* aria-disabled, not disabled: a disabled button drops focus, which WHOOPS could not give back. */}
        <button
          part="button"
          type="button"
          className="button--link"
          aria-describedby={numberId}
          aria-disabled={disabled ? true : undefined}
          onClick={() => {
            if (!disabled) onRemove();
          }}
        >
          Remove Card
        </button>
      </div>
      <dl>
        <dt>Card Balance</dt>
        <dd>{formatMoney(card.balanceInCents)}</dd>
        <dt>Expiry Date</dt>
        <dd>{formatDate(card.cardExpiry, timeZone)}</dd>
      </dl>
    </div>
  );
}
