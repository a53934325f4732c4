/**
 * Read a request body as JSON with a size cap. A body that is not JSON is the client's mistake
 * (400), one over the cap is 413; both are problems, never a crash.
 */
import type { IncomingMessage } from 'node:http';
import { HttpProblem } from './HttpProblem';

/** Largest body the demo accepts; real payloads are well under 4 KiB. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The body as bytes, or a thrown 413 problem when it exceeds {@link MAX_BODY_BYTES}. */
export async function readBytes(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    throw new HttpProblem(413, `The request body must be at most ${limit} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit)
      throw new HttpProblem(413, `The request body must be at most ${limit} bytes.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The body parsed as JSON; an empty or malformed body is a 400 problem. */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = (await readBytes(req, limit)).toString('utf8');
  if (text.trim() === '')
    throw new HttpProblem(400, 'body: The request body must be JSON, but it is empty.');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpProblem(400, `body: The request body is not valid JSON (${reason}).`);
  }
}
