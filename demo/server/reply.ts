/**
 * What a route handler answers. Handlers return data; the dispatcher writes it, so no handler
 * touches the response object and every answer gets the same headers.
 */

/** A handler's answer: JSON `body`, or `raw` bytes with their own content type, or nothing. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Serialised as `application/json`. */
  body?: unknown;
  /** Sent as is; set `Content-Type` in `headers`. */
  raw?: Uint8Array;
}

/** A JSON answer. */
export const json = (body: unknown, status = 200): Reply => ({ status, body });

/** `204 No Content`. */
export const noContent = (headers: Record<string, string> = {}): Reply => ({
  status: 204,
  headers,
});

/** A redirect to `location` (302 by default). */
export const redirect = (location: string, status = 302): Reply => ({
  status,
  headers: { Location: location },
});

/** The `{ success: true }` answer a save gives (product-rules §14). */
export const success = (): Reply => json({ success: true });
