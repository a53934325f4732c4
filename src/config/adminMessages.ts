/**
 * The console lines for an admin (docs/product-rules.md §2.7): what is wrong, naming the attribute
 * and its value or the API and the request; what the page shows; what to fix; and the README
 * section that lists them (README.md, "`<tag>`: when something is wrong"). A chunk of its own,
 * loaded by `tellAdmin` (adminConsole.ts) only when an element has something to tell, so no first
 * view carries these words.
 */
import { contrastFailures } from '../themes/contrastFailures';
import type { ContrastFailure } from '../themes/contrastFailures';
import type {
  AdminProblem,
  ApiAddressProblem,
  AttributeProblem,
  LeftOutDetail,
  Line,
} from './adminProblem';
import { addressLine, apiBase, failureLine, leftOutLine, quote } from './apiLines';

/**
 * Where the README is. package.json names no `homepage` or `repository`, so the link is relative:
 * the README at the root of the repository and of the npm package.
 */
export const README_URL = 'README.md';

/** The README section of `tag`'s messages: its heading "`<tag>`: when something is wrong". */
export const readmeSection = (tag: string): string =>
  `${README_URL}#${tag}-when-something-is-wrong`;

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
