/**
 * RFC 9457 problem details. Handlers throw an {@link HttpProblem}; the dispatcher turns it into an
 * `application/problem+json` answer, so every error the demo server gives has one shape.
 */
import { STATUS_CODES } from 'node:http';
import type { ServerResponse } from 'node:http';

/** The body of a problem answer. `detail` is left out when there is nothing to tell the user. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
}

/** An HTTP failure a handler throws; `detail` is the text the product shows to the user. */
export class HttpProblem extends Error {
  override readonly name = 'HttpProblem';
  /** HTTP status, 4xx or 5xx. */
  readonly status: number;
  /** User-facing explanation, or undefined for a bare problem (e.g. the simulated 500). */
  readonly detail: string | undefined;
  /** Extra headers for the answer, e.g. `Allow` on a 405. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, detail?: string, headers: Record<string, string> = {}) {
    super(detail ?? STATUS_CODES[status] ?? `HTTP ${status}`);
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }

  /** The JSON body: `type` is `about:blank`, so `title` is the status phrase (RFC 9457 §4.2.1). */
  toBody(): ProblemBody {
    const body: ProblemBody = {
      type: 'about:blank',
      title: STATUS_CODES[this.status] ?? 'Error',
      status: this.status,
    };
    if (this.detail !== undefined) body.detail = this.detail;
    return body;
  }
}

/** True for an {@link HttpProblem}. */
export const isHttpProblem = (value: unknown): value is HttpProblem =>
  value instanceof Error && value.name === 'HttpProblem';

/** Write `problem` as an `application/problem+json` answer (no body for HEAD). */
export function sendProblem(res: ServerResponse, problem: HttpProblem, head = false): void {
  const body = JSON.stringify(problem.toBody());
  res.writeHead(problem.status, {
    ...problem.headers,
    'Content-Type': 'application/problem+json',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(head ? undefined : body);
}
