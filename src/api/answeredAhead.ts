/**
 * Answers the CDN loader asked for ahead and has already read (src/dom/prefetch.ts), taken without
 * waiting, so an element shows its data in its first render instead of a loading state. Its own
 * module: only the elements whose first request can be read ahead this way carry it.
 */
import * as v from 'valibot';
import type { ApiError } from '../errors/errors';
import { httpFailure } from './answers';
import type { Http, PrefetchedAnswer } from './http';
import { callUrl } from './request';
import type { Call } from './request';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** Where the CDN loader leaves its answers, by URL (src/dom/prefetch.ts). */
const PREFETCHED = Symbol.for('cinema-elements.prefetch');

/**
 * What `read` makes of the loader's answer to the GET of `url`, when that answer has come and been
 * read: taken (nobody asks for it again) when `read` returns a value and `take` is not false, left
 * where it is otherwise.
 */
function takeReadAnswer<T>(
  url: string,
  read: (response: Response, body: string) => T | undefined,
  take = true,
): T | undefined {
  const slot = (globalThis as { [PREFETCHED]?: Map<string, PrefetchedAnswer> })[PREFETCHED];
  const answer = slot?.get(url)?.read;
  const taken = answer ? read(...answer) : undefined;
  if (taken !== undefined && take) slot?.delete(url);
  return taken;
}

/** A GET's answer as {@link answeredAhead} gives it: its value, or the refusal it was. */
export type Answered<T> = { value: T } | { error: ApiError };

/**
 * A GET's answer now, without waiting, when the CDN loader asked for it ahead and has read it
 * (src/dom/prefetch.ts): a 2xx checked with `schema` as request.ts `request` checks it, or one of
 * the `refusals` (e.g. 401) as the error `request` would throw; taken, so nobody asks again.
 * Undefined when it has not come yet, or is anything else (a retry, a bad body): the usual call
 * then makes it and says what went wrong. What lets an element show its data in its first render.
 */
export function answeredAhead<S extends AnySchema>(
  http: Http,
  call: Pick<Call, 'path' | 'searchParams'>,
  schema: S,
  refusals: readonly number[] = [],
  /** False: only look (the answer stays for the next caller). */
  take = true,
): Answered<v.InferOutput<S>> | undefined {
  const url = callUrl(http, { method: 'get', ...call });
  return takeReadAnswer(
    url,
    (response, body) => {
      if (refusals.includes(response.status))
        return { error: httpFailure(new Request(url), response, body) };
      if (!response.ok) return undefined;
      try {
        const parsed = v.safeParse(schema, body.trim() === '' ? undefined : JSON.parse(body));
        return parsed.success ? { value: parsed.output } : undefined;
      } catch {
        return undefined;
      }
    },
    take,
  );
}

/** Take the loader's read answer to `call`, which {@link answeredAhead} only looked at. */
export function takeAhead(http: Http, call: Pick<Call, 'path' | 'searchParams'>): void {
  takeReadAnswer(callUrl(http, { method: 'get', ...call }), () => true);
}
