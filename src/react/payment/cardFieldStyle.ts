import { readToken } from '../../themes/tokenDefaults';

/**
 * What braintree-web's frame drops from a style value (its inject-stylesheet filter), so a value
 * that holds one of these is left out rather than sent to be refused.
 */
const REFUSED = /[;<>\\]|@import|expression|url|javascript/i;

/**
 * Styles for the inputs inside the provider's card frames (product-rules §1.3). The frames are
 * separate documents that no page CSS reaches, so the element's resolved look is read from the
 * host's computed style when the fields mount, after the page's tokens apply: its text colour,
 * font family and size, the muted token for placeholders and the error token for an invalid
 * field. Only properties in braintree-web's `allowedStyles` (`color`, `font-family`,
 * `font-size`) are used; otherwise a dark theme shows black digits on its dark field.
 */
export function cardFieldStyle(host: HTMLElement): Record<string, Record<string, string>> {
  const computed = getComputedStyle(host);
  const input: Record<string, string> = {};
  const style: Record<string, Record<string, string>> = { input };
  const set = (rule: Record<string, string>, property: string, value: string) => {
    if (value && !REFUSED.test(value)) rule[property] = value;
  };
  set(input, 'color', computed.color);
  set(input, 'font-family', computed.fontFamily);
  // 16px at least, as the element's own inputs: smaller makes iOS Safari zoom in on focus.
  const size = parseFloat(computed.fontSize);
  if (size) input['font-size'] = `${Math.max(16, size)}px`;
  const placeholder = readToken(host, '--cinema-color-muted');
  const invalid = readToken(host, '--cinema-color-error');
  if (placeholder) set((style['input::placeholder'] = {}), 'color', placeholder);
  if (invalid) set((style['input.invalid'] = {}), 'color', invalid);
  return style;
}
