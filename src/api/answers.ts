/**
 * What an answer from the API means, for both ways a call is sent (request.ts `send`): a plain
 * first try and ky (kyClient.ts). Non-2xx answers become {@link ApiError} with the problem-details
 * title and detail (product-rules §14), no answer an {@link ApiError} with status 0.
 */
import { ApiError } from '../errors/errors';

/**
 * Statuses worth a second GET: the server or a proxy says "try again". Other 4xx answers are
 * final, and 413 is left out because re-sending the same request cannot shrink it.
 */
export const RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/** A fetch: the global one, or a test's. */
export type FetchLike = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

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

/**
 * The {@link ApiError} for a non-2xx answer to `request`: its status, and the problem-details
 * title and detail from `body` (JSON, JSON sent as text, or neither), e.g.
 * `GET https://cinema.example/api/member failed with status 401: Sign in to continue.`
 */
export function httpFailure(
  request: Request,
  response: Response,
  body: unknown,
  cause?: unknown,
): ApiError {
  const { status, statusText } = response;
  const { title, detail } = readProblem(body);
  const reason = detail ?? title ?? statusText;
  const message = `${request.method} ${request.url} failed with status ${status}${reason ? `: ${reason}` : ''}`;
  return new ApiError(message, { status, title, detail }, { cause: cause ?? response });
}

/** The {@link ApiError} (status 0) for a request that got no answer. */
export function networkFailure(request: Request, cause: unknown): ApiError {
  return new ApiError(
    `Could not reach the server (${request.method} ${request.url}). Check your connection and try again.`,
    { status: 0 },
    { cause },
  );
}
