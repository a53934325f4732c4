/**
 * The console lines about the cinema's API (docs/product-rules.md §2.7): a request that failed, an
 * address of its answers that the address rule refused (§2.8), and entries of a list left out
 * (§14). Part of the admin messages' chunk (adminMessages.ts), which puts them in the console.
 */
import { isApiError, isSchemaError } from '../errors/errors';
import type { AdminProblem, ApiAddressProblem, LeftOutDetail, Line } from './adminProblem';

/** The request behind each failure (docs/api/openapi.yaml); a sign-up's depends on its type. */
const REQUESTS: Partial<Record<AdminProblem, string>> = {
  passes: 'GET shop/festival-passes',
  catalogue: 'GET shop/gifts-by-email or shop/gifts-by-post',
  member: 'GET member',
  options: 'GET shop/membership-options',
};

/** A value as the page wrote it, quoted; a very long one shortened as the element shows it. */
export const quote = (value: string): string =>
  JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);

/** The API the element calls: its `api-base`, or the default when there is none. */
export function apiBase(host: Element): { at: string; check: string } {
  const base = host.getAttribute('api-base')?.trim();
  return base
    ? { at: base, check: `api-base=${quote(base)}` }
    : { at: '/api/', check: 'api-base (not set, so "/api/")' };
}

/**
 * The line for a request that failed, or null for a failure that is the visitor's to fix (a
 * sign-up the API refused for what was typed, a bot check that did not complete).
 */
export function failureLine(
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
export function addressLine(host: Element, shown: string, problem: ApiAddressProblem): Line {
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
export function leftOutLine(
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
