/**
 * The merchant's `styles` option (selector → declarations, as braintree-web passes it to the frame)
 * turned into CSS for the frame's input. Only the properties braintree-web allows survive, and
 * anything that could escape a declaration or load a resource is dropped, as the real frame does.
 */

/** A style object: declarations per selector, or nested selectors under an `@media` rule. */
export type StyleOptions = Record<string, unknown>;

const SAFE_SELECTOR = /^[\w\s.:#,>+~()*[\]="'|^$-]+$/;
const UNSAFE_VALUE = /[;{}<>\\]|url\s*\(|expression\s*\(|javascript:|@import/i;

function declarations(value: unknown, allowed: ReadonlySet<string>): string {
  if (typeof value !== 'object' || value === null) return '';
  return Object.entries(value)
    .filter(
      ([property, text]) =>
        allowed.has(property.toLowerCase()) &&
        (typeof text === 'string' || typeof text === 'number'),
    )
    .filter(([, text]) => !UNSAFE_VALUE.test(String(text)))
    .map(([property, text]) => `${property.toLowerCase()}:${String(text)};`)
    .join('');
}

function rules(styles: StyleOptions, allowed: ReadonlySet<string>): string {
  let css = '';
  for (const [selector, value] of Object.entries(styles)) {
    if (selector.startsWith('@media')) {
      if (/^@media[\w\s():,.-]+$/.test(selector) && typeof value === 'object' && value !== null) {
        css += `${selector}{${rules(value as StyleOptions, allowed)}}`;
      }
      continue;
    }
    if (!SAFE_SELECTOR.test(selector)) continue;
    const body = declarations(value, allowed);
    if (body !== '') css += `${selector}{${body}}`;
  }
  return css;
}

/** CSS text for `styles`, keeping only `allowedProperties` (braintree-web's `allowedStyles`). */
export function toStyleSheet(styles: unknown, allowedProperties: readonly string[]): string {
  if (typeof styles !== 'object' || styles === null) return '';
  return rules(styles as StyleOptions, new Set(allowedProperties));
}
