/** en-AU currency formatter for AUD; built once because Intl formatters are costly to create. */
const aud = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Format whole cents as Australian dollars with 2 decimals (product-rules §1.1): `7500` →
 * `"$75.00"`, `-250` → `"-$2.50"`. A non-finite input gives `''` rather than `"$NaN"`.
 */
export function formatMoney(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  // `|| 0` turns -0 into 0: Intl prints -0 as "-$0.00", which reads like a debt.
  const whole = Math.round(cents) || 0;
  return aud.format(whole / 100);
}
