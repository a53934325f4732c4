/**
 * Test and bench helper (not product code): one request over HTTP/2 with node:http2's client, for
 * a server started with `tls` (demo/server/server.ts), whose certificate Node's fetch would refuse.
 */
import { connect } from 'node:http2';

/** What came back, with the protocol the TLS handshake agreed on (ALPN). */
export interface Http2Answer {
  status: number;
  /** `h2` for HTTP/2. */
  alpn: string | false | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Options of {@link http2Request}. */
export interface Http2RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The server's certificate (PEM), trusted as its own authority; without it, any certificate. */
  ca?: string;
}

/** Send one request to `url` (an `https://` URL with its path) and read the whole answer. */
export function http2Request(url: string, options: Http2RequestOptions = {}): Promise<Http2Answer> {
  const { origin, pathname, search } = new URL(url);
  const session = connect(origin, options.ca ? { ca: options.ca } : { rejectUnauthorized: false });
  return new Promise<Http2Answer>((resolve, reject) => {
    session.once('error', reject);
    const stream = session.request({
      ':method': options.method ?? 'GET',
      ':path': `${pathname}${search}`,
      ...options.headers,
    });
    stream.once('error', reject);
    let headers: Http2Answer['headers'] = {};
    stream.once('response', (answer) => (headers = answer));
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () =>
      resolve({
        status: Number(headers[':status']),
        alpn: session.alpnProtocol,
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    );
    stream.end(options.body);
  }).finally(() => session.close());
}
