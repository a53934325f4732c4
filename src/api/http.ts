/**
 * The one ky instance per API base (product-rules §14): JSON in and out, cookies sent cross-origin,
 * no timeout, and every failure turned into our own {@link ApiError} so no ky error type leaks
 * upward.
 */
import ky, { isHTTPError, isNetworkError } from 'ky';
import type { KyInstance } from 'ky';
import { ApiError, ConfigError } from '../errors/errors';
import { storage as defaultStorage } from '../storage/storage';
import type { StorageHelper } from '../storage/storage';
import { API_BASE_HINT, DEFAULT_API_BASE, parseApiBase } from '../config/apiBase';

export { DEFAULT_API_BASE };

/**
 * Statuses worth a second GET: the server or a proxy says "try again". Other 4xx answers are
 * final, and 413 is left out because re-sending the same request cannot shrink it.
 */
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

/** An API client: a configured ky instance plus what the cache needs to know about it. */
export interface Http {
  /** The ky instance every call goes through; its prefix is {@link Http.base}. */
  readonly ky: KyInstance;
  /** The API base, absolute when the page gives us a base URI, always ending in `/`. */
  readonly base: string;
  /**
   * Where the API cache lives (product-rules §4.3): the page-wide storage helper unless a test
   * injects one.
   */
  readonly storage: StorageHelper;
}

/** Seams for tests and unusual hosts; elements pass none. */
export interface HttpOptions {
  /** A fetch to use instead of the global one (e.g. a cookie-keeping fetch in Node tests). */
  fetch?: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  /** The storage helper that holds the cache. */
  storage?: StorageHelper;
}

/**
 * The `api-base` attribute as a usable prefix: trimmed, defaulted to `/api/`, ending in `/`, and
 * resolved against the page when possible so that `/api/` and `https://this.site/api/` share a cache.
 * Throws {@link ConfigError} (attribute `api-base`) for a value the one rule (config/apiBase) refuses.
 */
export function normalizeApiBase(base?: string | null): string {
  const withSlash = parseApiBase(base);
  if (withSlash === null) {
    throw new ConfigError(`api-base "${base?.trim() ?? ''}": ${API_BASE_HINT}.`, 'api-base');
  }
  if (/^https?:/i.test(withSlash)) return new URL(withSlash).href;
  // Relative: resolve against the page when there is one; otherwise fetch resolves it later.
  const pageBase = globalThis.document?.baseURI;
  if (pageBase) {
    try {
      const url = new URL(withSlash, pageBase);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // An opaque page base (about:blank) cannot resolve paths; keep the path as given.
    }
  }
  return withSlash;
}

/** Problem-details fields from an error body, which may be JSON, JSON sent as text, or neither. */
export function readProblem(data: unknown): {
  title: string | undefined;
  detail: string | undefined;
} {
  let body = data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // An HTML error page or plain text is not shown to users: the product's default text is.
      body = undefined;
    }
  }
  if (typeof body !== 'object' || body === null) return { title: undefined, detail: undefined };
  const { title, detail } = body as Record<string, unknown>;
  return {
    title: typeof title === 'string' && title.trim() !== '' ? title : undefined,
    detail: typeof detail === 'string' && detail.trim() !== '' ? detail : undefined,
  };
}

/** Turns ky's errors into {@link ApiError}; aborts and anything unknown pass through. */
function toApiError(error: Error, request: Request): Error {
  const what = `${request.method} ${request.url}`;
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    const { title, detail } = readProblem(error.data);
    const reason = detail ?? title ?? statusText;
    const message = `${what} failed with status ${status}${reason ? `: ${reason}` : ''}`;
    return new ApiError(message, { status, title, detail }, { cause: error });
  }
  if (isNetworkError(error)) {
    return new ApiError(
      `Could not reach the server (${what}). Check your connection and try again.`,
      { status: 0 },
      { cause: error },
    );
  }
  return error;
}

/** Where the CDN loader leaves the answers it fetched ahead (src/dom/prefetch.ts), by URL. */
const PREFETCHED = Symbol.for('cinema-elements.prefetch');

/**
 * The answer the loader already asked for `request` (a GET of the same URL; the loader drops what
 * nobody takes in time), taken so nobody else gets it; otherwise undefined.
 */
function takePrefetched(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const slot = (globalThis as { [PREFETCHED]?: Map<string, Promise<Response>> })[PREFETCHED];
  const hit = slot?.get(request.url);
  slot?.delete(request.url);
  return hit;
}

/**
 * Create the API client for one `api-base` (default `/api/`; relative or absolute).
 *
 * - `credentials: 'include'`: member calls ride on the cinema's session cookie, also cross-origin.
 * - `timeout: false`: there is no request timeout (product-rules §14).
 * - Retries: GET only, at most 2, on network failures and 408/429/5xx. §14 never retries a
 *   non-idempotent call; DELETE is idempotent by HTTP but removing a gift card returns the new
 *   list, so a replayed DELETE would hide the first answer — we keep to GET.
 * - Non-2xx answers throw {@link ApiError} with the problem-details title/detail; a network
 *   failure throws {@link ApiError} with status 0.
 *
 * Throws {@link ConfigError} when `base` is not a usable URL or path.
 */
export function createHttp(base?: string | null, options: HttpOptions = {}): Http {
  const prefix = normalizeApiBase(base);
  const fetchOwn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // The loader's answer for an element's first request, else the network.
  const fetchFirstTaken: NonNullable<HttpOptions['fetch']> = (input, init) =>
    (input instanceof Request ? takePrefetched(input) : undefined) ?? fetchOwn(input, init);
  const instance = ky.create({
    prefix,
    credentials: 'include',
    headers: { accept: 'application/json' },
    timeout: false,
    retry: {
      limit: 2,
      methods: ['get'],
      statusCodes: RETRY_STATUSES,
      afterStatusCodes: [429, 503],
      // A server asking for minutes of patience gets a failure instead of a frozen widget.
      maxRetryAfter: 5_000,
      backoffLimit: 3_000,
    },
    hooks: {
      beforeError: [({ error, request }) => toApiError(error, request)],
    },
    fetch: fetchFirstTaken,
  });
  return { ky: instance, base: prefix, storage: options.storage ?? defaultStorage };
}
