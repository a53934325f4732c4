import { usePaymentPage } from './usePaymentPage';

/** Shown instead of payment options when nothing is left to pay. */
export const FREE_ORDER_MESSAGE = 'There is nothing to pay for this order.';

/**
 * The free completion (product-rules §7.6): at a balance of 0 with no gift card applied there is
 * nothing to pay, so the buyer confirms the order instead of choosing a payment method.
 */
export function FreeOrder() {
  const { busy, begin, complete } = usePaymentPage();
  const confirm = async () => {
    if (!begin('free')) return;
    await complete({ paymentType: 'free' });
  };
  return (
    <section className="payment-options" aria-label="Complete your order">
      <p>{FREE_ORDER_MESSAGE}</p>
      <button
        part="button button-primary"
        type="button"
        disabled={busy}
        onClick={() => void confirm()}
      >
        Complete order
      </button>
    </section>
  );
}
