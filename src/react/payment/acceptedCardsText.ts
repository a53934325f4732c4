/**
 * The accepted card brands in words, for the screen-reader text beside their marks
 * (product-rules §7.1): 'We accept Visa, Mastercard and American Express.'
 */
export function acceptedCardsText(brands: readonly string[]): string {
  if (brands.length === 0) return '';
  const rest = brands.slice(0, -1).join(', ');
  const last = brands[brands.length - 1] ?? '';
  return `We accept ${rest ? `${rest} and ${last}` : last}.`;
}
