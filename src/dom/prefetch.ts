/**
 * Data while code loads: the CDN loader starts each element's first request the moment it sees the
 * tag, in parallel with the element's code, and leaves the answer where the element's API client
 * takes it (`takePrefetched` in src/api/http.ts) instead of asking again. The request is the one
 * the element would make (the same URL, credentials and `Accept`), so a server sees no difference;
 * an answer nobody takes within {@link PREFETCH_TTL_MS} is dropped. An answer can also decide
 * which code the element will need: a member area told "signed out" (401) will show the sign-in
 * form, whose chunk is then asked for at once rather than after the tree has rendered.
 */
import { checkAddress } from '../config/pageAddress';
import { prefetchElementChunks, SIGNED_OUT_STEP } from './elementChunks';

/** Where prefetched answers wait, by URL: a registered symbol the API client reads too. */
const SLOT = Symbol.for('cinema-elements.prefetch');

/** How long a prefetched answer may wait for its element. */
export const PREFETCH_TTL_MS = 10_000;

type Slot = Map<string, Promise<Response>>;

/** The page's waiting answers (made on first use). */
export function prefetchSlot(): Slot {
  const global = globalThis as typeof globalThis & { [SLOT]?: Slot };
  global[SLOT] ??= new Map();
  return global[SLOT];
}

/**
 * Each element's first GETs (API paths with their query), from its attributes, once its required
 * attributes are all there: a misconfigured element shows its message and asks the API nothing.
 */
const FIRST_REQUESTS: Readonly<
  Record<
    string,
    {
      required: readonly string[];
      paths(element: Element): string[];
      /** What the answer says about the code the element will need. */
      answered?(response: Response): void;
    }
  >
> = {
  'cinema-festival-pass': {
    required: ['data-cinema-id', 'data-cinema-name', 'data-recaptcha-key', 'data-festival-id'],
    paths: (element) => [
      `shop/festival-passes?${new URLSearchParams({
        festivalId: element.getAttribute('data-festival-id')?.trim() ?? '',
      }).toString()}`,
    ],
  },
  'cinema-shop-cart': {
    required: ['data-cinema-id', 'data-recaptcha-key'],
    paths: () => ['shop/gifts-by-email', 'shop/gifts-by-post'],
  },
  'cinema-member-area': {
    required: ['data-cinema-id', 'data-recaptcha-key'],
    paths: () => ['member'],
    answered: (response) => {
      if (response.status === 401) prefetchElementChunks(SIGNED_OUT_STEP);
    },
  },
  'cinema-membership': {
    required: ['data-cinema-id', 'data-recaptcha-key'],
    paths: () => ['member'],
  },
};

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
  const first = FIRST_REQUESTS[element.localName];
  const ready = first?.required.every((name) => element.getAttribute(name)?.trim());
  const paths = first && ready ? first.paths(element) : [];
  const base = paths.length > 0 ? apiBase(element) : null;
  if (!base || typeof fetch !== 'function') return;
  const slot = prefetchSlot();
  for (const path of paths) {
    const url = new URL(path, base).href;
    if (slot.has(url)) continue;
    const response = fetch(url, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    // A failure is the element's to see when it takes the answer (its client retries then).
    response.then((answer) => first?.answered?.(answer)).catch(() => undefined);
    slot.set(url, response);
    setTimeout(() => {
      if (slot.get(url) === response) slot.delete(url);
    }, PREFETCH_TTL_MS);
  }
}
