import { useId } from 'react';
import type { Receipt as ReceiptData } from '../../atoms/checkout/receipt';
import type { ShopCartItem } from '../../atoms/shop-cart/shopCartItems';
import { isoToday } from '../../format/formatDate';
import { useTimeZone } from '../config/TimeZoneContext';
import { giftDeliveryText } from '../payment/giftDelivery';
import { Receipt } from '../payment/Receipt';
import { postalLines } from '../payment/receiptNotes';
import { withSessionReceipt } from '../payment/withSessionReceipt';
import type { WithSession } from '../payment/withSessionReceipt';

/** The heading of the shop's thanks page (product-rules §5.6). */
export const SHOP_THANKS_TITLE = 'Thank you for your order';

/** Props of {@link ShopThanksPage}. */
export interface ShopThanksPageProps {
  /** The receipt of the payment: what was bought, and the buyer's e-mail. */
  receipt: ReceiptData | null;
  /** The cart's lines paid for: each gift card by e-mail with to whom and when it is sent. */
  lines: readonly ShopCartItem[];
  /** Back to the shop. */
  onContinue(): void;
}

/**
 * The shop's thanks page (product-rules §5.6): 'Thank you for your order', what was bought (the
 * receipt, with the order's reference) and, per gift card by e-mail, to whom and on which day it is
 * sent (product-rules §15.2), and the address the gifts by post go to.
 */
export function ShopThanksPage({ receipt, lines, onContinue }: ShopThanksPageProps) {
  const giftCardsByEmail = lines.filter((line) => line.type === 'giftCardByEmail');
  const giftsByPost = lines.some((line) => line.type === 'giftByPost');
  const headingId = useId();
  const giftsId = useId();
  const email = receipt?.email;
  const today = isoToday(useTimeZone());
  return (
    <section part="card" className="thanks" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId} tabIndex={-1}>
        {SHOP_THANKS_TITLE}
      </h2>
      <p>
        {email
          ? `Your payment went through. We have e-mailed your confirmation to ${email}.`
          : 'Your payment went through. We have e-mailed your confirmation.'}
      </p>
      {giftCardsByEmail.length > 0 && (
        <>
          <h3 part="heading" id={giftsId}>
            Your gift cards by e-mail
          </h3>
          <ul className="thanks__gifts" aria-labelledby={giftsId}>
            {giftCardsByEmail.map((card, index) => (
              <li key={index}>
                {card.name} × {card.quantity}:{' '}
                {card.recipient
                  ? `${giftDeliveryText(card.recipient, today)}.`
                  : `sent to ${email ?? 'your e-mail address'}, ready to forward or print.`}
              </li>
            ))}
          </ul>
        </>
      )}
      {giftsByPost && (
        <p>
          {receipt?.deliveryAddress
            ? `Your gifts by post will go to ${postalLines(receipt.deliveryAddress).join(', ')}.`
            : 'Your gifts by post will go to the delivery address you gave us.'}
        </p>
      )}
      {receipt && <Receipt receipt={receipt} />}
      <button part="button" type="button" className="button button--secondary" onClick={onContinue}>
        Continue shopping
      </button>
    </section>
  );
}

/** Props of {@link ShopThanksPageForSession}. */
export type ShopThanksPageForSessionProps = WithSession<ShopThanksPageProps>;

/** The thanks page with the receipt of the checkout `scope` (it loads with the page). */
export const ShopThanksPageForSession = withSessionReceipt(ShopThanksPage);

/** The chunk's component, as LazyChunk renders it. */
export default ShopThanksPage;
