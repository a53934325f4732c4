/**
 * The API client of one base (product-rules §14): where calls go, the fetch they go through and
 * ky, loaded on first need (kyClient.ts), for what a plain first try cannot do: sending changes,
 * retrying, and turning every failure into our own {@link ApiError}.
 */
import type { KyInstance } from 'ky';
import { ConfigError } from '../errors/errors';
import type { FetchLike } from './answers';
import type * as KyClient from './kyClient';
import { storage as defaultStorage } from '../storage/storage';
import type { StorageHelper } from '../storage/storage';
import { API_BASE_HINT, DEFAULT_API_BASE, apiBaseProblem, resolveApiBase } from '../config/apiBase';
import { addressProblemWords } from '../config/addressWords';
import type { Member } from './schemas/member';

export { DEFAULT_API_BASE };

/** An API client: its base, its fetch and its ky, and where its cache lives. */
export interface Http {
  /** The API base, absolute when the page gives us a base URI, always ending in `/`. */
  readonly base: string;
  /**
   * The fetch every request of this client goes through: the answer the loader fetched ahead for
   * an element's first GET (src/dom/prefetch.ts), else the network.
   */
  readonly fetch: FetchLike;
  /** ky for this base (kyClient.ts), its chunk loaded on the first call that needs it. */
  client(): Promise<KyInstance>;
  /**
   * Where the API cache lives (product-rules §4.3): the page-wide storage helper unless a test
   * injects one.
   */
  readonly storage: StorageHelper;
  /**
   * Who is signed in, as this client last heard it, and the question in flight (member.ts): the
   * client is the page's one per API base, so every element of the page shares one `GET member`.
   */
  readonly signedIn: SignedInSlot;
}

/** The page's answer to "who is signed in" for one API base, kept on its client. */
export interface SignedInSlot {
  /**
   * The round's question (member.ts): its one request, answered or in flight, what round it
   * belongs to and when it was asked. A member, or a 401 for a visitor, holds for the round; any
   * other failure is forgotten so the next caller asks again.
   */
  current?:
    | {
        readonly answer: Promise<Member | undefined>;
        readonly round: string;
        readonly at: number;
        /** Who it said, when it was known at once (memberNow.ts): the member, or null for a visitor. */
        readonly known?: Member | null;
      }
    | undefined;
}

/** Seams for tests and unusual hosts; elements pass none. */
export interface HttpOptions {
  /** A fetch to use instead of the global one (e.g. a cookie-keeping fetch in Node tests). */
  fetch?: FetchLike;
  /** The storage helper that holds the cache. */
  storage?: StorageHelper;
}

/**
 * The `api-base` attribute as a usable prefix: trimmed, defaulted to `/api/`, ending in `/`, and
 * resolved against the page when possible so that `/api/` and `https://this.site/api/` share a cache.
 * Throws {@link ConfigError} (attribute `api-base`) for a value the one rule (config/apiBase) refuses.
 */
export function normalizeApiBase(base?: string | null): string {
  const resolved = resolveApiBase(base);
  if (resolved === null) {
    const problem = apiBaseProblem(base);
    const why = problem ? `${addressProblemWords(problem)}; ` : '';
    throw new ConfigError(`api-base "${base?.trim() ?? ''}": ${why}${API_BASE_HINT}.`, 'api-base');
  }
  return resolved;
}

/** Where the CDN loader leaves the answers it fetched ahead (src/dom/prefetch.ts), by URL. */
const PREFETCHED = Symbol.for('cinema-elements.prefetch');

/**
 * An answer the CDN loader asked for ahead (src/dom/prefetch.ts): the response, and once it has
 * come, the response with its body already read, which an element whose code arrives later can
 * show in its first render.
 */
export interface PrefetchedAnswer {
  readonly response: Promise<Response>;
  read?: readonly [response: Response, body: string];
}

const prefetched = () =>
  (globalThis as { [PREFETCHED]?: Map<string, PrefetchedAnswer> })[PREFETCHED];

/**
 * The answer the loader already asked for `request` (a GET of the same URL; the loader drops what
 * nobody takes in time), taken so nobody else gets it; otherwise undefined.
 */
function takePrefetched(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const slot = prefetched();
  const hit = slot?.get(request.url);
  slot?.delete(request.url);
  return hit?.response;
}

/** ky's chunk, asked for once per page (it also warms it: {@link loadKyClient}). */
let kyModule: Promise<typeof KyClient> | undefined;

/**
 * Load ky's chunk, once; a failed load is forgotten so the next call tries again. Callers that
 * expect to send soon (a buyer typing into a form) call it early so the chunk is here by then.
 */
export function loadKyClient(): Promise<typeof KyClient> {
  if (!kyModule) {
    const pending = import('./kyClient');
    kyModule = pending;
    // Forgotten once, when it fails; a member area calls this on every focus.
    pending.catch(() => {
      if (kyModule === pending) kyModule = undefined;
    });
  }
  return kyModule;
}

/**
 * Create the API client for one `api-base` (default `/api/`; relative or absolute). Its ky
 * (kyClient.ts) has the retry and failure rules; `send` in request.ts says when it is needed.
 *
 * Throws {@link ConfigError} when `base` is not a usable URL or path.
 */
export function createHttp(base?: string | null, options: HttpOptions = {}): Http {
  const prefix = normalizeApiBase(base);
  const fetchOwn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // The loader's answer for an element's first request, else the network.
  const fetchFirstTaken: FetchLike = (input, init) =>
    (input instanceof Request ? takePrefetched(input) : undefined) ?? fetchOwn(input, init);
  let instance: Promise<KyInstance> | undefined;
  const client = (): Promise<KyInstance> => {
    instance ??= loadKyClient().then(
      ({ createKy }) => createKy(prefix, fetchFirstTaken),
      (error: unknown) => {
        instance = undefined;
        throw error;
      },
    );
    return instance;
  };
  return {
    base: prefix,
    fetch: fetchFirstTaken,
    client,
    storage: options.storage ?? defaultStorage,
    signedIn: {},
  };
}
