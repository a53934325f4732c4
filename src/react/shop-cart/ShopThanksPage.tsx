import { useId } from 'react';
import type { Receipt as ReceiptData } from '../../atoms/checkout';
import { Receipt } from '../payment/Receipt';
import { withScopeReceipt } from '../payment/withScopeReceipt';
import type { WithScope } from '../payment/withScopeReceipt';

/** The heading of the shop's thanks page (product-rules §5.6). */
export const SHOP_THANKS_TITLE = 'Thank you for your order';

/** Props of {@link ShopThanksPage}. */
export interface ShopThanksPageProps {
  /** The receipt of the payment: what was bought, and the buyer's e-mail. */
  receipt: ReceiptData | null;
  /** Gift cards by e-mail were in the order. */
  giftCardsByEmail: boolean;
  /** Gifts by post were in the order. */
  giftsByPost: boolean;
  /** Back to the shop. */
  onContinue(): void;
}

/**
 * The shop's thanks page (product-rules §5.6): 'Thank you for your order', what was bought (the
 * receipt) and where gift cards by e-mail are sent.
 */
export function ShopThanksPage({
  receipt,
  giftCardsByEmail,
  giftsByPost,
  onContinue,
}: ShopThanksPageProps) {
  const headingId = useId();
  const email = receipt?.email;
  return (
    <section className="thanks" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {SHOP_THANKS_TITLE}
      </h2>
      <p>
        {email
          ? `Your payment went through. We have e-mailed your confirmation to ${email}.`
          : 'Your payment went through. We have e-mailed your confirmation.'}
      </p>
      {giftCardsByEmail && (
        <p>
          {email
            ? `Your gift cards will be sent by e-mail to ${email}, ready to forward or print.`
            : 'Your gift cards will be sent to your e-mail address, ready to forward or print.'}
        </p>
      )}
      {giftsByPost && <p>Your gifts by post will go to the delivery address you gave us.</p>}
      {receipt && <Receipt receipt={receipt} />}
      <button type="button" className="button button--secondary" onClick={onContinue}>
        Continue shopping
      </button>
    </section>
  );
}

/** Props of {@link ShopThanksPageForScope}. */
export type ShopThanksPageForScopeProps = WithScope<ShopThanksPageProps>;

/** The thanks page with the receipt of the checkout `scope` (it loads with the page). */
export const ShopThanksPageForScope = withScopeReceipt(ShopThanksPage);

/** The default export, for `React.lazy(() => import('./ShopThanksPage'))`. */
export default ShopThanksPage;
