/**
 * Record the API calls a page makes (what the server is asked, in order), so a test can check the
 * submit sequence and request bodies the way the server sees them.
 */
import type { Page, Request } from '@playwright/test';
import { apiPath } from '../../support/faults';

/** One API call as the browser sent it. */
export interface ApiCall {
  method: string;
  /** The path after `/api/`, without the query. */
  path: string;
  /** The JSON body, parsed (undefined when there is none). */
  body: unknown;
}

/** A live recording: the calls so far, and helpers to read them. */
export interface ApiRecorder {
  readonly calls: ApiCall[];
  /** `METHOD path` of each call, with cart ids written as `{id}` so orders compare as text. */
  lines(): string[];
  /** Forget the calls so far (e.g. those made while the page loaded). */
  clear(): void;
}

function bodyOf(request: Request): unknown {
  const text = request.postData();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Cart ids in a path become `{id}`: `cart/abc/products` → `cart/{id}/products`. */
export function withIdPlaceholder(path: string): string {
  return path.replace(/^(cart|checkout)\/[^/]+/, '$1/{id}');
}

/** Start recording `page`'s API calls (CORS preflights left out: the browser sends those). */
export function recordApiCalls(page: Page): ApiRecorder {
  const calls: ApiCall[] = [];
  page.on('request', (request) => {
    const path = apiPath(request.url());
    if (path === null || request.method() === 'OPTIONS') return;
    calls.push({ method: request.method(), path, body: bodyOf(request) });
  });
  return {
    calls,
    lines: () => calls.map((call) => `${call.method} ${withIdPlaceholder(call.path)}`),
    clear: () => {
      calls.length = 0;
    },
  };
}
