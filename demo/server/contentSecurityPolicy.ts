/**
 * The Content-Security-Policies the reference server can put on a page, for the E2E that prove the
 * elements work under them (`?csp=strict`, `?csp=published`), and the one table of which element
 * needs which part of the published policy, which the configurator (`/configure`, demo/configure)
 * and the tests both read.
 *
 * HOST_PAGE_CSP is the policy the README publishes for a cinema page that embeds the elements
 * (README, "Content-Security-Policy for a host page"): its own origin (`'self'`: the page, the CDN
 * module when served from it, the cinema API) plus what Braintree's, PayPal's and Google's
 * published lists ask for the parts the elements use: hosted fields and the client API
 * (braintree-web is bundled in our chunks, so no Braintree script host), PayPal's JS SDK and its
 * data collector, Google Pay's pay.js, reCAPTCHA v3, and Cardinal's Songbird and challenge frame
 * for 3D Secure (product-rules §7.9). No `'unsafe-inline'` and no `'unsafe-eval'` anywhere: the
 * elements style their shadow roots with constructable stylesheets and never evaluate strings.
 * Trusted Types are required for scripts, and the one policy the elements create is theirs,
 * `cinema-elements` (product-rules §2.1); 3D Secure adds the page's own `default` policy, which
 * docs/content-security-policy.md gives (demo/public/trusted-types-default.js) for what
 * braintree-web does with strings.
 * It is made of {@link CSP_PARTS}, so it is exactly what all the elements together need.
 */
import { TRUSTED_TYPES_POLICY_NAME } from '../../src/dom/trustedScriptUrl';
import type { CinemaTag, CspPart, ElementDescriptor } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';

/** A policy as directive → sources, in the order the README lists them. */
export type CspSources = Readonly<Record<string, readonly string[]>>;

/** The directives of a host page's policy, in the order the README lists them. */
export const CSP_DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'frame-src',
  'connect-src',
  'object-src',
  'base-uri',
  'require-trusted-types-for',
  'trusted-types',
] as const;

/**
 * The parts of the published policy, each what one thing on the page asks for (README, "Drop what
 * you do not offer"), named where the elements' descriptors name what each element needs
 * (src/elements/descriptor.ts).
 */
export type { CinemaTag, CspPart };

/** Every part, in the order their sources appear in the published policy. */
export const CSP_PART_ORDER: readonly CspPart[] = [
  'page',
  'card',
  'payPal',
  'googlePay',
  'botCheck',
  'threeDSecure',
];

/** What each part adds, directive by directive. */
export const CSP_PARTS: Readonly<Record<CspPart, CspSources>> = {
  // The page's own origin: the page, the CDN module when served from it, the cinema API. No
  // plugins; a `<base>` only of the page's own origin (attributes' addresses resolve against it).
  // Trusted Types for every script sink, and the elements' own policy.
  page: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [TRUSTED_TYPES_POLICY_NAME],
  },
  card: {
    // Braintree's and PayPal's lists both allow data: images (card brand and button artwork).
    'img-src': ['data:', 'https://assets.braintreegateway.com'],
    // Hosted fields.
    'frame-src': ['https://assets.braintreegateway.com'],
    // The client API, its GraphQL endpoint and analytics, sandbox and production.
    'connect-src': [
      'https://api.braintreegateway.com',
      'https://api.sandbox.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://client-analytics.sandbox.braintreegateway.com',
      'https://*.braintree-api.com',
    ],
  },
  payPal: {
    // PayPal's JS SDK (www.paypal.com) and the fraud data collector (c.paypal.com).
    'script-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    'img-src': ['data:', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
    // PayPal's buttons, its checkout window and braintree-web's dispatch frame.
    'frame-src': ['https://*.paypal.com'],
    'connect-src': ['https://*.paypal.com'],
  },
  googlePay: {
    'script-src': ['https://pay.google.com'],
    'img-src': ['https://www.gstatic.com'],
    'frame-src': ['https://pay.google.com'],
    'connect-src': ['https://pay.google.com'],
  },
  // reCAPTCHA v3, loaded on the first form sent (product-rules §13).
  botCheck: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    'connect-src': ['https://www.google.com/recaptcha/'],
  },
  threeDSecure: {
    // Cardinal's Songbird, production and sandbox (the URLs braintree-web 3.102.0 loads).
    'script-src': [
      'https://songbird.cardinalcommerce.com',
      'https://songbirdstag.cardinalcommerce.com',
    ],
    // Cardinal's challenge frame, in which the card issuer's own page opens.
    'frame-src': ['https://*.cardinalcommerce.com'],
    // Songbird's calls to Cardinal.
    'connect-src': ['https://*.cardinalcommerce.com'],
    // The page's default policy (docs/content-security-policy.md): braintree-web loads Songbird
    // and puts the challenge frame in the page with strings, which no policy of ours is ever
    // asked about.
    'trusted-types': ['default'],
  },
};

/**
 * What each element needs besides the page (README, the element sections), from its descriptor's
 * `cspParts` (src/elements/<name>/descriptor.ts): the elements that sell open a payment page and
 * ask for a bot-check token with their orders; the member area sells renewals and upgrades with
 * the same flow and checks its forms; the newsletter sign-up only checks its form; the cart
 * summary only reads the cinema API.
 */
export const ELEMENT_CSP_PARTS: Readonly<Record<CinemaTag, readonly CspPart[]>> =
  Object.fromEntries(
    Object.values<ElementDescriptor>(DESCRIPTORS).map((element) => [element.tag, element.cspParts]),
  ) as Record<CinemaTag, readonly CspPart[]>;

/** True for a tag {@link ELEMENT_CSP_PARTS} knows. */
export function isCinemaTag(tag: string): tag is CinemaTag {
  return Object.hasOwn(ELEMENT_CSP_PARTS, tag);
}

/**
 * The policy made of `parts` (the page's always), each directive's sources in the published
 * order without repeats. Every directive of the published policy is kept: one that none of the
 * parts opens says `'none'`, so a narrower policy never allows what the published one refuses.
 */
export function policyOf(parts: Iterable<CspPart>): CspSources {
  const wanted = new Set<CspPart>(['page', ...parts]);
  const policy: Record<string, string[]> = {};
  for (const directive of CSP_DIRECTIVES) {
    const sources = CSP_PART_ORDER.filter((part) => wanted.has(part)).flatMap(
      (part) => CSP_PARTS[part][directive] ?? [],
    );
    policy[directive] = sources.length > 0 ? [...new Set(sources)] : ["'none'"];
  }
  return policy;
}

/** What a page with `tags` needs, less the `omitted` parts (a wallet the cinema does not offer). */
export function partsForElements(
  tags: Iterable<CinemaTag>,
  omitted: Iterable<CspPart> = [],
): CspPart[] {
  const left = new Set([...tags].flatMap((tag) => ELEMENT_CSP_PARTS[tag]));
  for (const part of omitted) if (part !== 'page') left.delete(part);
  return CSP_PART_ORDER.filter((part) => left.has(part));
}

/** The policy of a page holding `tags`: the published one, narrowed to what they need. */
export function policyForElements(
  tags: Iterable<CinemaTag>,
  omitted: Iterable<CspPart> = [],
): CspSources {
  return policyOf(partsForElements(tags, omitted));
}

/** The README's published policy: every part, what all the elements together need. */
export const HOST_PAGE_CSP_SOURCES: CspSources = policyOf(CSP_PART_ORDER);

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
