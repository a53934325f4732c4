/**
 * Whole cents as Australian dollars (product-rules §1.1), written out by hand rather than with
 * `Intl.NumberFormat`: the display is fixed (en-AU, AUD: `$1,234.56`, `-$2.50`), and the first
 * `Intl` object a page makes loads the engine's locale data, 16–44 ms on a desktop CPU and several
 * times that on a phone, before a first view with a price can show (docs/speed.md, "No Intl
 * before the first view"). formatMoney.test.ts holds every output to `Intl.NumberFormat`'s.
 */

/** Thousands separators from the right: `1234567` → `1,234,567`. */
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Format whole cents as Australian dollars with 2 decimals (product-rules §1.1): `7500` →
 * `"$75.00"`, `-250` → `"-$2.50"`. A non-finite input gives `''` rather than `"$NaN"`; a fraction
 * of a cent is rounded. Amounts beyond `Number.MAX_SAFE_INTEGER` cents are not money.
 */
export function formatMoney(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  // `|| 0` turns -0 into 0: "-$0.00" would read like a debt.
  const whole = Math.round(cents) || 0;
  const size = Math.abs(whole);
  const dollars = String(Math.floor(size / 100)).replace(GROUPS, ',');
  const rest = String(size % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}$${dollars}.${rest}`;
}
