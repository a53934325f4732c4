/**
 * The reference server's hook into the payment emulator: `node:http` in, `node:http` out. It claims
 * only the emulator's URLs (see handlePaymentEmulatorRequest.ts), so the server's own routes and
 * static files are untouched, and reads a request body only for a request it claims.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isGatewayUrl } from './gateway';
import { handlePaymentEmulatorRequest, isEmulatorFilePath } from './handlePaymentEmulatorRequest';
import { isHostedFieldsFrameUrl } from './isHostedFieldsFrameUrl';

/** Largest request body the emulator reads (a card tokenization is well under 2 kB). */
const MAX_BODY_BYTES = 64 * 1024;

/** True for every URL the emulator answers on the reference server. */
export function isPaymentEmulatorUrl(url: URL): boolean {
  return (
    isHostedFieldsFrameUrl(url) || isEmulatorFilePath(url.pathname) || isGatewayUrl(url, 'offline')
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES)
      throw new Error('The request body is too large for the payment emulator.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Answer `req` when it is the emulator's and return true; return false (having read nothing) when
 * it is not. `origin` is the server's origin as the client reached it; `merchant` what the merchant
 * account has (3D Secure).
 */
export async function servePaymentEmulator(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  merchant: { threeDSecure?: boolean } = {},
): Promise<boolean> {
  const url = new URL(req.url ?? '/', origin);
  if (!isPaymentEmulatorUrl(url)) return false;
  const method = req.method ?? 'GET';
  const answer = await handlePaymentEmulatorRequest(
    {
      method,
      url,
      headers: req.headers,
      body: method === 'GET' || method === 'HEAD' ? '' : await readBody(req),
    },
    origin,
    merchant,
  );
  if (!answer) return false;
  const body = Buffer.from(answer.body, 'utf8');
  res.writeHead(answer.status, { ...answer.headers, 'Content-Length': body.length });
  res.end(method === 'HEAD' ? undefined : body);
  return true;
}
