/**
 * The JSON form of one stored entry: the value and when it expires. Anything else found under our
 * prefix (mangled by hand, or written by an older version) is not an envelope and reads as absent.
 */

/** What one stored entry looks like as JSON. */
export interface Envelope {
  value: unknown;
  /** Epoch milliseconds after which the entry reads as null; null for no expiry. */
  expiresAt: number | null;
}

/** The stored text of an entry, from its value already encoded by `JSON.stringify`. */
export function encodeEnvelope(json: string, expiresAt: number | null): string {
  return `{"value":${json},"expiresAt":${String(expiresAt)}}`;
}

/** Parses an entry, or returns undefined when it is not one of ours (corrupted or foreign). */
export function parseEnvelope(text: string): Envelope | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || !('value' in data) || !('expiresAt' in data)) {
    return undefined;
  }
  const { value, expiresAt } = data;
  if (expiresAt !== null && typeof expiresAt !== 'number') return undefined;
  return { value, expiresAt };
}
