/**
 * The console lines for an admin (docs/product-rules.md §2.7): what is wrong, naming the attribute
 * and its value or the API and the request; what the page shows; what to fix; and the README
 * section that lists them (README.md, "`<tag>`: when something is wrong"). A chunk of its own,
 * loaded by `tellAdmin` (adminConsole.ts) only when an element has something to tell, so no first
 * view carries these words.
 */
import { isApiError, isSchemaError } from '../errors/errors';
import { contrastFailures } from '../themes/contrastFailures';
import type { ContrastFailure } from '../themes/contrastFailures';
import type { LeftOutEntry } from './leftOut';

/**
 * What went wrong, as the element knows it:
 * - `attribute`: missing or invalid attributes (`detail`: the element's configuration problems);
 * - `no-passes`: the festival's pass list is empty;
 * - `passes`, `catalogue`, `member`, `options`: the element's first request failed (`detail`: the
 *   error): the festival's passes, the shop's two lists, `GET member`, the membership options;
 * - `signup`: the newsletter sign-up failed (`detail`: the error);
 * - `address`: an address the API answered with was refused (docs/product-rules.md §2.8; `detail`:
 *   an {@link ApiAddressProblem});
 * - `left-out`: a list the API answered had entries the element cannot read, left out of it
 *   (`detail`: {@link LeftOutDetail}).
 * - `contrast`: the page set colour tokens; measured here (themes/contrastFailures.ts, or
 *   `detail`: the failing pairs), one line names every pair that fails, none when all pass.
 */
export type AdminProblem =
  | 'attribute'
  | 'no-passes'
  | 'passes'
  | 'catalogue'
  | 'member'
  | 'options'
  | 'signup'
  | 'address'
  | 'left-out'
  | 'contrast';

/** An address the API answered with that the address rule refused (product-rules §2.8). */
export interface ApiAddressProblem {
  /** The request that answered it, e.g. `GET member`. */
  request: string;
  /** Where in the answer, e.g. `wallet.apple`. */
  field: string;
  /** The address as answered; only its scheme and site are written. */
  address: string;
  /** Why the rule refused it (addressWords.ts). */
  why: string;
}

/** What a `left-out` problem names: the request whose answer it was, and what was left out. */
export interface LeftOutDetail {
  /** e.g. `GET shop/membership-options`; for a list read from storage, what it is (`the cart`). */
  request: string;
  entries: readonly LeftOutEntry[];
  /** The storage key the list was read from, when it came from the browser rather than the API. */
  stored?: string;
}

/** One attribute problem, as the attribute check reports it (src/react/config/parseConfig.ts). */
interface AttributeProblem {
  attribute: string;
  message: string;
  /** The attribute's value; absent or blank when it is missing. */
  value?: string | undefined;
}

/**
 * Where the README is. package.json names no `homepage` or `repository`, so the link is relative:
 * the README at the root of the repository and of the npm package.
 */
export const README_URL = 'README.md';

/** The README section of `tag`'s messages: its heading "`<tag>`: when something is wrong". */
export const readmeSection = (tag: string): string =>
  `${README_URL}#${tag}-when-something-is-wrong`;

/** One console line's parts: what is wrong, what the page shows, what to fix. */
type Line = [wrong: string, shown: string, fix: string];

/**
 * What each element shows when it works, which a configuration message takes the place of: every
 * element's `adminName`, baked in at build time from its descriptor (src/elements/elementDefines.ts),
 * so no element can lack one.
 */
const ELEMENT: Readonly<Record<string, string>> = JSON.parse(__CINEMA_ELEMENT_NAMES__);

const FESTIVAL_ID =
  'the festival\'s id as the cinema\'s API knows it (letters, digits and single dashes), e.g. "jiff"';

/** Each attribute: what its value is, and what to set it to (product-rules §2.2, §2.3). */
const ATTRIBUTES: Record<string, [what: string, setTo: string]> = {
  'data-cinema-id': [
    'cinema id',
    'the cinema\'s id as the cinema\'s API knows it, e.g. "0000000001"',
  ],
  'data-cinema-name': [
    'cinema name',
    'the cinema\'s name as buyers should see it, e.g. "The Ritz"',
  ],
  'data-recaptcha-key': [
    'reCAPTCHA site key',
    "the cinema's reCAPTCHA v3 site key, exactly as the reCAPTCHA admin console shows it",
  ],
  'data-festival-id': ['festival id', FESTIVAL_ID],
  'data-type-id': [
    'newsletter type',
    "the newsletter's type as the cinema's API knows it (letters, digits and single dashes), e.g. \"JIF\", or leave it out for the cinema's own newsletter",
  ],
  'api-base': [
    'API address',
    'the cinema\'s API: a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/", or leave it out for "/api/"',
  ],
  href: [
    'page address',
    'the cart page: a path such as "/cart" or an http(s) URL, or leave it out to go to the shop on this page',
  ],
  'sign-in-url': [
    'page address',
    'the cinema\'s sign-in page: a path such as "/sign-in" or an http(s) URL, or leave it out',
  ],
  'terms-url': [
    'page address',
    'the cinema\'s terms-of-use page: a path such as "/terms" or an http(s) URL, or leave it out for /terms-of-use on the site of api-base',
  ],
  'time-zone': [
    'time zone',
    'the cinema\'s IANA time zone as the browser knows it, e.g. "Australia/Perth", or leave it out for "Australia/Sydney"',
  ],
};

/** The request behind each failure (docs/api/openapi.yaml); a sign-up's depends on its type. */
const REQUESTS: Partial<Record<AdminProblem, string>> = {
  passes: 'GET shop/festival-passes',
  catalogue: 'GET shop/gifts-by-email or shop/gifts-by-post',
  member: 'GET member',
  options: 'GET shop/membership-options',
};

/** A value as the page wrote it, quoted; a very long one shortened as the element shows it. */
const quote = (value: string): string =>
  JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);

/** The API the element calls: its `api-base`, or the default when there is none. */
function apiBase(host: Element): { at: string; check: string } {
  const base = host.getAttribute('api-base')?.trim();
  return base
    ? { at: base, check: `api-base=${quote(base)}` }
    : { at: '/api/', check: 'api-base (not set, so "/api/")' };
}

/** The line for one attribute problem; none for one that names no attribute. */
function attributeLine(tag: string, problem: AttributeProblem): Line | null {
  const { attribute, message, value } = problem;
  if (attribute === '') return null;
  const [what, setTo] = ATTRIBUTES[attribute] ?? ['value', `what ${README_URL} says it takes`];
  const wrong =
    value === undefined || value.trim() === ''
      ? `${attribute} is missing`
      : `${attribute}=${quote(value)} is not a valid ${what}`;
  return [
    wrong,
    // Only a tag that is no Cinema Element's (a test's own) has no name.
    `'${message}' instead of ${ELEMENT[tag] ?? 'the element'}`,
    `Set ${attribute} to ${setTo}`,
  ];
}

/**
 * The line for a request that failed, or null for a failure that is the visitor's to fix (a
 * sign-up the API refused for what was typed, a bot check that did not complete).
 */
function failureLine(
  host: Element,
  problem: AdminProblem,
  shown: string,
  error: unknown,
): Line | null {
  const api = apiBase(host);
  const status = isApiError(error) ? error.status : 0;
  const signup = problem === 'signup';
  // A sign-up's other 4xx answers are about what was typed (an address already signed up, ...),
  // and a bot check that did not complete is the visitor's; 404 and 405 say the request went
  // somewhere that is not the cinema's API.
  const apis = status === 0 || status === 404 || status === 405 || status >= 500;
  if (signup && !(isApiError(error) && apis)) return null;
  const request = signup
    ? host.getAttribute('data-type-id')?.trim()
      ? 'POST subscribe'
      : 'POST member/subscribe-newsletter'
    : (REQUESTS[problem] ?? 'its first request');
  const festival =
    problem === 'passes'
      ? `, and that data-festival-id=${quote(host.getAttribute('data-festival-id') ?? '')} is a festival it knows`
      : '';
  let wrong: string;
  let fix: string;
  if (isSchemaError(error)) {
    wrong = `the API at ${api.at} answered ${request} with something other than the cinema API's JSON`;
    fix = `Check that ${api.check} is the address of the cinema's API${festival}`;
  } else if (status === 0) {
    wrong = `the API at ${api.at} did not answer ${request}`;
    fix = `Check ${api.check} and that the cinema's API is running; on another site, the API must allow this page's origin (CORS) and the page's Content-Security-Policy must allow the API in connect-src`;
  } else {
    wrong = `the API at ${api.at} answered ${request} with HTTP ${status}`;
    fix =
      status >= 500
        ? `The cinema's API failed: ask its team to look at its logs for ${request}`
        : `Check that ${api.check} is the address of the cinema's API${festival}`;
  }
  // Never the server's own words, which may repeat what a visitor typed: say whose they are.
  const words =
    isApiError(error) && error.detail && shown === error.detail
      ? "the API's own message"
      : `'${shown}'`;
  return [wrong, signup ? words : `${words} with 'Try again'`, fix];
}

/**
 * An address as the console may show it: its scheme and site, never its path or query (a wallet
 * link may carry the member's token), e.g. `http://evil.example/…`, `data:…`, `//cdn.example/…`.
 */
function addressShape(address: string): string {
  const trimmed = address.trim();
  const site = /^([a-z][a-z\d+.-]*:)?\/\/([^/?#\\]*)/i.exec(trimmed);
  if (site) return `${site[1] ?? ''}//${site[2] ?? ''}/…`;
  const scheme = /^[a-z][a-z\d+.-]*:/i.exec(trimmed);
  return scheme ? `${scheme[0]}…` : 'a path';
}

/** The line for an address of the API's that the rule refused. */
function addressLine(host: Element, shown: string, problem: ApiAddressProblem): Line {
  const { request, field, address, why } = problem;
  return [
    `the API at ${apiBase(host).at} answered ${request} with ${field} ${quote(addressShape(address))}, which is refused: ${why}`,
    shown,
    `The cinema's API must give ${field} as an https: address, or one on this page's own site`,
  ];
}

/**
 * The line for entries of a list left out (docs/product-rules.md §14): which, and which field was
 * wrong (the schema's words, never the server's, which may carry a member's data).
 */
function leftOutLine(
  host: Element,
  { request, entries, stored }: LeftOutDetail,
): [string, string, string] {
  const named = entries
    .slice(0, 3)
    .map(({ index, field, message }) => `#${index + 1}${field ? ` ${field}` : ''}: ${message}`)
    .join('; ');
  const more = entries.length > 3 ? `; and ${entries.length - 3} more` : '';
  const count = entries.length === 1 ? '1 entry' : `${entries.length} entries`;
  if (stored !== undefined)
    return [
      `${request} stored in this browser (${stored}) holds ${count} it cannot read (${named}${more})`,
      `${request} without them`,
      `They are dropped at the cart's next change; another version of the elements, or the page's own code, may have written them`,
    ];
  return [
    `the API at ${apiBase(host).at} answered ${request} with ${count} it cannot read (${named}${more})`,
    'the rest of the list without them',
    `Check the cinema API's answer to ${request} against docs/api/openapi.yaml`,
  ];
}

/** The README section on theming, which lists the tokens and the pairs checked. */
const THEMING = `${README_URL}#theming`;

/**
 * The one line for the colour pairs of `tag` that fail contrast (product-rules §1.3): both tokens
 * of each pair, the ratio measured and the minimum.
 */
function contrastLine(tag: string, failures: readonly ContrastFailure[]): string {
  const pairs = failures
    .map(
      ({ fg, bg, ratio, min }) =>
        `${fg} on ${bg} is ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1, under ${min}:1`,
    )
    .join('; ');
  return `${tag}: the page's colours fail contrast: ${pairs}; the element still shows, in these colours. Set the tokens to colours that meet WCAG 2.2 AA. See ${THEMING}`;
}

/** What each element has already told, so each problem is told once per element. */
const told = new WeakMap<Element, Set<string>>();

/**
 * The console lines for `problem` of `host`, which shows `shown`, in the order told; pure, for
 * tests and for {@link tell}.
 */
export function adminLines(
  host: Element,
  problem: AdminProblem,
  shown: string,
  detail?: unknown,
): string[] {
  const tag = host.localName;
  if (problem === 'contrast') {
    const failures = (detail as ContrastFailure[] | undefined) ?? contrastFailures(host);
    return failures.length > 0 ? [contrastLine(tag, failures)] : [];
  }
  let parts: Array<Line | null>;
  if (problem === 'attribute') {
    parts = (detail as AttributeProblem[]).map((one) => attributeLine(tag, one));
  } else if (problem === 'no-passes') {
    const festivalId = quote(host.getAttribute('data-festival-id') ?? '');
    parts = [
      [
        `the API at ${apiBase(host).at} has no passes for data-festival-id=${festivalId}`,
        `'${shown}'`,
        `Check data-festival-id: it must be ${FESTIVAL_ID}; if it is, the festival's passes are not on sale in the cinema's system yet`,
      ],
    ];
  } else if (problem === 'address') {
    parts = [addressLine(host, shown, detail as ApiAddressProblem)];
  } else if (problem === 'left-out') {
    parts = [leftOutLine(host, detail as LeftOutDetail)];
  } else {
    parts = [failureLine(host, problem, shown, detail)];
  }
  return parts.flatMap((part) =>
    part
      ? [`${tag}: ${part[0]}; the page shows ${part[1]}. ${part[2]}. See ${readmeSection(tag)}`]
      : [],
  );
}

/**
 * Tell the page's admin about `problem` of `host` in the console, once per element and line: a
 * setting with `console.warn`, the API with `console.error`.
 */
export function tell(host: Element, problem: AdminProblem, shown: string, detail?: unknown): void {
  let seen = told.get(host);
  if (!seen) told.set(host, (seen = new Set()));
  const log =
    problem === 'attribute' || problem === 'no-passes' || problem === 'contrast'
      ? console.warn
      : console.error;
  for (const line of adminLines(host, problem, shown, detail)) {
    if (seen.has(line)) continue;
    seen.add(line);
    log(line);
  }
}
