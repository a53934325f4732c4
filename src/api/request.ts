/**
 * The single path every endpoint function takes: check the payload, send it, read the answer,
 * check the answer. Cancelled requests resolve to `undefined` (product-rules §9.7);
 * everything else either resolves to checked data or throws one of our errors.
 */
import * as v from 'valibot';
import { ApiError, SchemaError, isApiError } from '../errors/errors';
import { httpFailure, RETRY_STATUSES } from './answers';
import type { FetchLike } from './answers';
import type { Http } from './http';

/** Options every endpoint function accepts. */
export interface CallOptions {
  /** Aborting it makes the call resolve to `undefined` and skips any cache write. */
  signal?: AbortSignal | undefined;
}

/** Options of the endpoint functions whose answers are cached (product-rules §4.3). */
export interface CachedCallOptions extends CallOptions {
  /** Skip the cached copy and ask the server (the fresh answer is cached again). */
  refresh?: boolean | undefined;
}

/** One HTTP call, described relative to the API base. */
export interface Call extends CallOptions {
  method: 'get' | 'post' | 'delete';
  /** Path below the base, e.g. `cart/abc/products`; ids already encoded with {@link pathId}. */
  path: string;
  searchParams?: Record<string, string> | undefined;
  /** JSON body, already checked with {@link checkPayload}. Omitted: no body at all. */
  json?: unknown;
}

type AnySchema = v.GenericSchema<unknown, unknown>;

/** `giftCards.0.balanceInCents` for the first issue, `''` when it is about the whole value. */
function issueField(issues: readonly v.BaseIssue<unknown>[]): { field: string; message: string } {
  const first = issues[0];
  if (!first) return { field: '', message: 'Invalid value' };
  return { field: v.getDotPath(first) ?? '', message: first.message };
}

/**
 * Check an outgoing payload against its schema and return what to send (trimmed, unknown keys
 * dropped), so an invalid payload never leaves the browser. Throws {@link SchemaError} naming
 * the first bad field, e.g. `Invalid membership order: email — Please enter a valid email address`.
 */
export function checkPayload<S extends AnySchema>(
  schema: S,
  payload: unknown,
  what: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, payload);
  if (result.success) return result.output;
  const { field, message } = issueField(result.issues);
  throw new SchemaError(`Invalid ${what}: ${field || 'payload'} — ${message}`, field);
}

/**
 * A path segment from an id the caller gave us: non-empty and URL-encoded, so `a/b` cannot reach
 * another route. Throws {@link SchemaError} with `field` set to `name` when it is empty.
 */
export function pathId(value: string, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new SchemaError(`${name} is required to call the API.`, name);
  }
  return encodeURIComponent(value);
}

/**
 * A POST {@link Call} carrying `payload` once it passes `schema` ({@link checkPayload} throws a
 * {@link SchemaError} otherwise): the request every endpoint that sends a body makes.
 */
export function postCall(
  path: string,
  schema: AnySchema,
  payload: unknown,
  what: string,
  options: CallOptions,
): Call {
  return {
    method: 'post',
    path,
    json: checkPayload(schema, payload, what),
    signal: options.signal,
  };
}

const describe = (call: Call): string => `${call.method.toUpperCase()} ${call.path}`;

/** The URL ky would ask for `call` (its prefix joined with one `/`, then the query). */
export function callUrl(http: Http, call: Call): string {
  const url = `${http.base.replace(/\/+$/, '')}/${call.path.replace(/^\/+/, '')}`;
  const query = call.searchParams ? new URLSearchParams(call.searchParams).toString() : '';
  return query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** How a plain first try of a GET ended: an answer, or the error of not getting one. */
type FirstTry = { response: Response } | { error: unknown };

/**
 * A GET's first try without ky, exactly as ky would send it (same URL, credentials and
 * `Accept`): most first views make only GETs that succeed, and so never download ky.
 */
async function tryOnce(http: Http, call: Call): Promise<FirstTry> {
  const request = new Request(callUrl(http, call), {
    method: 'GET',
    credentials: 'include',
    headers: { accept: 'application/json' },
    ...(call.signal ? { signal: call.signal } : {}),
  });
  try {
    const response = await http.fetch(request);
    if (response.ok || RETRY_STATUSES.includes(response.status)) return { response };
    // A final refusal (401, 404, 422…): its problem details, read the way ky would read them.
    const body = await response.text().catch(() => undefined);
    throw httpFailure(request, response, body);
  } catch (error) {
    if (isApiError(error)) throw error;
    return { error };
  }
}

/**
 * Send a call. Resolves to the 2xx response, or `undefined` when `call.signal` aborted it;
 * throws {@link ApiError} otherwise (status 0 when no answer arrived).
 *
 * A GET is first tried with a plain fetch; ky (kyClient.ts) is loaded only when that answer says
 * "try again" (a network failure, 408/429/5xx) and is handed that first answer as its own first
 * try, so the retry rules and their waits are ky's, counted from the first try. Every other call
 * goes through ky.
 */
export async function send(http: Http, call: Call): Promise<Response | undefined> {
  const { signal } = call;
  if (signal?.aborted) return undefined;
  try {
    let first: FirstTry | undefined;
    if (call.method === 'get') {
      first = await tryOnce(http, call);
      if ('response' in first && first.response.ok) return first.response;
      if (signal?.aborted) return undefined;
    }
    const ky = await http.client();
    // ky's first fetch is the try already made; its retries go to the network.
    const replayFirst: FetchLike = (input, init) => {
      const made = first;
      first = undefined;
      if (!made) return http.fetch(input, init);
      return 'response' in made ? Promise.resolve(made.response) : Promise.reject(made.error);
    };
    return await ky(call.path, {
      method: call.method,
      // Only GETs are retried (kyClient.ts); with no retry to prepare, ky does not clone the
      // request, which would turn a call's JSON body into a stream that fetch then has to pull
      // (~3 ms of main thread per call on a 4×-slowed phone: docs/speed.md).
      ...(call.method === 'get' ? {} : { retry: 0 }),
      ...(call.json === undefined ? {} : { json: call.json }),
      ...(call.searchParams ? { searchParams: call.searchParams } : {}),
      ...(signal ? { signal } : {}),
      fetch: replayFirst,
    });
  } catch (error) {
    if (signal?.aborted) return undefined;
    if (isApiError(error)) throw error;
    throw new ApiError(
      `Could not reach the server (${describe(call)}). Check your connection and try again.`,
      { status: 0 },
      { cause: error },
    );
  }
}

/** The response body as text; `undefined` when aborted mid-read. */
async function readText(response: Response, call: Call): Promise<string | undefined> {
  try {
    const text = await response.text();
    return call.signal?.aborted ? undefined : text;
  } catch (error) {
    if (call.signal?.aborted) return undefined;
    throw new ApiError(
      `The answer to ${describe(call)} was cut off.`,
      { status: 0 },
      { cause: error },
    );
  }
}

/**
 * Check an answer against its schema; throws {@link SchemaError} naming the first bad field.
 * Also used on cached copies, so a stale shape in storage never reaches the UI.
 */
export function parseAnswer<S extends AnySchema>(
  schema: S,
  data: unknown,
  what: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const { field, message } = issueField(result.issues);
  const where = field === '' ? 'the answer' : `field "${field}"`;
  throw new SchemaError(`Unexpected answer from ${what}: ${where} — ${message}`, field);
}

/**
 * Send a call and parse its JSON answer with `schema`. An empty body (e.g. 204) is checked as
 * `undefined`, so it fails unless the schema allows it; malformed JSON is a {@link SchemaError}
 * with field `''`. Resolves to `undefined` only when the call was aborted.
 */
export async function request<S extends AnySchema>(
  http: Http,
  call: Call,
  schema: S,
): Promise<v.InferOutput<S> | undefined> {
  const response = await send(http, call);
  if (!response) return undefined;
  const text = await readText(response, call);
  if (text === undefined) return undefined;
  let data: unknown;
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (cause) {
      throw new SchemaError(`Unexpected answer from ${describe(call)}: not valid JSON.`, '', {
        cause,
      });
    }
  }
  return parseAnswer(schema, data, describe(call));
}

/** The parts of a `{ success }` answer we read; anything else in the body is ignored. */
export interface CallOutcome {
  /** The HTTP status of the 2xx answer. */
  status: number;
  /**
   * False only when the body says `{ "success": false }`; any other 2xx is success
   * (product-rules §14).
   */
  success: boolean;
}

/**
 * Send a save-style call (answers `{ success: true }`, 204, or anything 2xx). Resolves to its
 * status and success flag, or `undefined` when aborted; throws {@link ApiError} for non-2xx.
 */
export async function requestOutcome(http: Http, call: Call): Promise<CallOutcome | undefined> {
  const response = await send(http, call);
  if (!response) return undefined;
  const text = await readText(response, call);
  if (text === undefined) return undefined;
  let data: unknown;
  try {
    data = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    // Success is any 2xx status, whatever the body; only an explicit `false` says otherwise
    // (product-rules §14).
  }
  const refused =
    typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false;
  return { status: response.status, success: !refused };
}
