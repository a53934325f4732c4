/**
 * The Content-Security-Policies the reference server can put on a page, for the E2E that prove the
 * elements work under them (`?csp=strict`, `?csp=published`).
 *
 * HOST_PAGE_CSP is the policy the README publishes for a cinema page that embeds the elements: its
 * own origin (`'self'`: the page, the CDN module when served from it, the cinema API) plus what
 * Braintree's, PayPal's and Google's published lists ask for the parts the elements use: hosted
 * fields and the client API (braintree-web is bundled in our chunks, so no Braintree script host),
 * PayPal's JS SDK and its data collector, Google Pay's pay.js, reCAPTCHA v3, and Cardinal's
 * Songbird and challenge frame for 3D Secure (product-rules §7.9). No `'unsafe-inline'` and no
 * `'unsafe-eval'` anywhere: the elements style their shadow roots with constructable stylesheets
 * and never evaluate strings.
 */

/** A policy as directive → sources, in the order the README lists them. */
export type CspSources = Readonly<Record<string, readonly string[]>>;

export const HOST_PAGE_CSP_SOURCES: CspSources = {
  'default-src': ["'self'"],
  'script-src': [
    "'self'",
    // PayPal's JS SDK (www.paypal.com) and the fraud data collector (c.paypal.com).
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
    // Google Pay.
    'https://pay.google.com',
    // reCAPTCHA v3.
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    // 3D Secure: Cardinal's Songbird, production and sandbox (the URLs braintree-web 3.102.0 loads).
    'https://songbird.cardinalcommerce.com',
    'https://songbirdstag.cardinalcommerce.com',
  ],
  'style-src': ["'self'"],
  'img-src': [
    "'self'",
    // Braintree's and PayPal's lists both allow data: images (card brand and button artwork).
    'data:',
    'https://assets.braintreegateway.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
    'https://www.gstatic.com',
  ],
  'frame-src': [
    // Hosted fields.
    'https://assets.braintreegateway.com',
    // PayPal's buttons, its checkout window and braintree-web's dispatch frame.
    'https://*.paypal.com',
    'https://pay.google.com',
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
    // 3D Secure: Cardinal's challenge frame, in which the card issuer's own page opens.
    'https://*.cardinalcommerce.com',
  ],
  'connect-src': [
    "'self'",
    // The client API, its GraphQL endpoint and analytics, sandbox and production.
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
    'https://pay.google.com',
    'https://www.google.com/recaptcha/',
    // 3D Secure: Songbird's calls to Cardinal.
    'https://*.cardinalcommerce.com',
  ],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
};

/** A policy's header value. */
export function serializeCsp(sources: CspSources): string {
  return Object.entries(sources)
    .map(([directive, list]) => `${directive} ${list.join(' ')}`)
    .join('; ');
}

/** The README's published host-page policy, as a header value. */
export const HOST_PAGE_CSP = serializeCsp(HOST_PAGE_CSP_SOURCES);

/**
 * The strict policy of a bank or government CMS, for pages asked for with `?csp=strict`: no
 * inline styles or scripts, nothing from another origin. The offline demo's payment frame,
 * gateway and wallet stubs are all on this origin, so `'self'` covers them.
 */
export const STRICT_CSP =
  "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data:; " +
  "frame-src 'self'; connect-src 'self'; base-uri 'none'; object-src 'none'";

/** The policy a page asked for with `?csp=strict` or `?csp=published`, if any. */
export function policyForQuery(search: string): string | undefined {
  const asked = new URLSearchParams(search).get('csp');
  if (asked === 'strict') return STRICT_CSP;
  if (asked === 'published') return HOST_PAGE_CSP;
  return undefined;
}
