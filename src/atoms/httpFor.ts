import { createHttp, loadKyClient } from '../api/http';
import type { Http } from '../api/http';

const clients = new Map<string, Http>();

/**
 * The page's one API client for an `api-base` attribute value, made on first use, so every element
 * on the page that talks to the same API shares its client. Throws ConfigError for a base that is
 * not an http(s) URL or path (the element's attribute check reports that first).
 */
export function httpFor(apiBase: string): Http {
  let http = clients.get(apiBase);
  if (!http) {
    http = createHttp(apiBase);
    clients.set(apiBase, http);
  }
  return http;
}

/**
 * Start loading what sending needs (ky's chunk: the first GETs of a view never need it, every
 * change does), for a user who has started on something that sends, so the chunk is here by the
 * time they press the button. Never rejects: a chunk that cannot be fetched is the send's to
 * report.
 */
export function prepareToSend(): void {
  loadKyClient().catch(() => undefined);
}
