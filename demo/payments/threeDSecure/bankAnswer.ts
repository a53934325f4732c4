/**
 * What the Songbird stand-in (createCardinal.ts) and the demo's stand-in bank page (runBankPage.ts)
 * agree on, with no Node or DOM dependency so both browser bundles and the server share it:
 *
 * - the stand-in opens the bank page (the lookup's `acsUrl`, product-rules §7.9) in an iframe with the
 *   transaction id, the lookup's payload (`pareq`) and its own page's origin in the query;
 * - the bank page answers with one `postMessage` to that origin: {@link BankAnswer}.
 */

/** The query parameters the bank page is opened with. */
export const BANK_QUERY = {
  transactionId: 'transactionId',
  payload: 'payload',
  parentOrigin: 'parentOrigin',
} as const;

/** The `type` of the bank page's answer message. */
export const BANK_ANSWER_TYPE = 'cinema-demo-bank:answer';

/** The bank page's answer to its embedding page. */
export interface BankAnswer {
  type: typeof BANK_ANSWER_TYPE;
  /** The 3D Secure transaction the answer is for (the lookup's `transactionId`). */
  transactionId: string;
  /** True for 'Approve', false for 'Decline'. */
  approved: boolean;
}

/** Whether `data` (a message's data, from anyone) is a bank answer. */
export function isBankAnswer(data: unknown): data is BankAnswer {
  if (typeof data !== 'object' || data === null) return false;
  const answer = data as Record<string, unknown>;
  return (
    answer.type === BANK_ANSWER_TYPE &&
    typeof answer.transactionId === 'string' &&
    answer.transactionId !== '' &&
    typeof answer.approved === 'boolean'
  );
}

/** `url` with the bank page's query: where the stand-in points the challenge frame. */
export function bankPageUrl(
  acsUrl: string,
  request: { transactionId: string; payload: string; parentOrigin: string },
): string {
  const url = new URL(acsUrl);
  url.searchParams.set(BANK_QUERY.transactionId, request.transactionId);
  url.searchParams.set(BANK_QUERY.payload, request.payload);
  url.searchParams.set(BANK_QUERY.parentOrigin, request.parentOrigin);
  return url.href;
}

/** `text` (UTF-8) as unpadded base64url, the way the fake gateway's `readCardinalJwt` reads it. */
export function encodeBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text behind base64url `encoded` (padded or not), or undefined when it is not base64url. */
export function decodeBase64Url(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(encoded)) return undefined;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}

/** An `http(s)` origin exactly as `URL#origin` writes it, else undefined. */
export function readOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return url.origin === value ? value : undefined;
}
