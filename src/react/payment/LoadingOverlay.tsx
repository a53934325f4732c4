/** What the overlay says while a payment is in flight. */
export const PROCESSING_LABEL = 'Processing payment…';

/**
 * Covers the payment page while a payment is in flight (product-rules §7.1, §7.3). The page sets
 * `aria-busy` alongside it; the page removes it on every error and on cancel (§7.1).
 */
export function LoadingOverlay() {
  return (
    <div className="payment-overlay" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{PROCESSING_LABEL}</p>
    </div>
  );
}
