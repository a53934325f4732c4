/**
 * Data while code loads: the CDN loader starts each element's first request the moment it sees the
 * tag, in parallel with the element's code, and leaves the answer where the element's API client
 * takes it (`takePrefetched` in src/api/http.ts) instead of asking again. The request is the one
 * the element would make (the same URL, credentials and `Accept`), so a server sees no difference;
 * an answer nobody takes within {@link PREFETCH_TTL_MS} is dropped. An answer can also decide
 * which code the element will need: a member area told "signed out" (401) will show the sign-in
 * form, whose chunk is then asked for at once rather than after the tree has rendered.
 */
import type { PrefetchedAnswer } from '../api/http';
import { checkAddress } from '../config/pageAddress';
import { prefetchElementChunks, SIGNED_OUT_STEP } from './elementChunks';

/** Where prefetched answers wait, by URL: a registered symbol the API client reads too. */
const SLOT = Symbol.for('cinema-elements.prefetch');

/** How long a prefetched answer may wait for its element. */
export const PREFETCH_TTL_MS = 10_000;

type Slot = Map<string, PrefetchedAnswer>;

/** The page's waiting answers (made on first use). */
export function prefetchSlot(): Slot {
  const global = globalThis as typeof globalThis & { [SLOT]?: Slot };
  global[SLOT] ??= new Map();
  return global[SLOT];
}

/**
 * One first GET: the API path, its query (each parameter with the attribute whose trimmed value it
 * takes, or 0 for none), whether a 401 answer means the sign-in form (1, else 0), and the GETs a
 * 401 (a visitor) asks next.
 */
export type LoaderRequest = readonly [
  path: string,
  query?: ReadonlyArray<readonly [parameter: string, attribute: string]> | 0,
  signedOutOn401?: 1 | 0,
  thenForVisitor?: readonly LoaderRequest[],
];

/** Each element's first GETs by tag, with the attributes they wait for (all must be set). */
export type LoaderFirstRequests = Readonly<
  Record<string, readonly [required: readonly string[], requests: readonly LoaderRequest[]]>
>;

/**
 * Each element's first GETs, from its attributes, once its required attributes are all there: a
 * misconfigured element shows its message and asks the API nothing. Baked in at build time from
 * the elements' descriptors (`firstRequests`, src/elements/elementDefines.ts), so the loader
 * carries this table and nothing else of them.
 */
const FIRST_REQUESTS: LoaderFirstRequests = JSON.parse(__CINEMA_FIRST_REQUESTS__);

/** The request's path and query, each value from its attribute. */
const pathOf = (element: Element, [path, query]: LoaderRequest): string =>
  query
    ? `${path}?${new URLSearchParams(
        query.map(([parameter, attribute]) => [
          parameter,
          element.getAttribute(attribute)?.trim() ?? '',
        ]),
      )}`
    : path;

/**
 * The API base an element's client would use (`api-base`, default `/api/`), or null when the
 * address rule (docs/product-rules.md §2.8; the loader's own copy, tsup.config.ts) refuses it: the
 * element will show its configuration message, so nothing may leave the page before it does.
 */
function apiBase(element: Element): URL | null {
  const given = element.getAttribute('api-base')?.trim() || '/api/';
  const url = checkAddress(given.endsWith('/') ? given : `${given}/`, 'api');
  return typeof url === 'string' ? null : url;
}

/** Start `element`'s first requests, unless already asked for. Never throws. */
export function prefetchFor(element: Element): void {
  const [required, requests = []] = FIRST_REQUESTS[element.localName] ?? [];
  // A tag in the table has a request at least.
  const ready = required?.every((name) => element.getAttribute(name)?.trim());
  const base = ready ? apiBase(element) : null;
  if (!base || typeof fetch !== 'function') return;
  for (const request of requests) ask(element, base, request);
}

/** Ask for `request` (and, when it says 401, what a visitor's view asks next) unless asked. */
function ask(element: Element, base: URL, request: LoaderRequest): void {
  const slot = prefetchSlot();
  const url = new URL(pathOf(element, request), base).href;
  if (slot.has(url)) return;
  const answer = fetch(url, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  // A visitor's next requests go out as soon as the status is known, before the body is read.
  answer
    .then(({ status }) => {
      if (status !== 401) return;
      if (request[2]) prefetchElementChunks(SIGNED_OUT_STEP);
      for (const next of request[3] ?? []) ask(element, base, next);
    })
    // A failure is the element's to see when it takes the answer (its client retries then).
    .catch(() => undefined);
  // Read as it comes, so an element whose code arrives later shows it in its first render; the
  // client that takes the response instead gets one with the same status, headers and body.
  const entry: PrefetchedAnswer = {
    response: answer.then(async (response) => {
      const body = await response.text();
      entry.read = [response, body];
      // No body for an empty one: a 204 may not be given one, even empty.
      return new Response(body || null, response);
    }),
  };
  // Its failure is the taker's to see; an answer nobody takes fails quietly.
  entry.response.catch(() => undefined);
  slot.set(url, entry);
  setTimeout(() => {
    if (slot.get(url) === entry) slot.delete(url);
  }, PREFETCH_TTL_MS);
}
