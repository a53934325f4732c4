/** Hosts the E2E browser may reach: the reference server under either of its origins. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the browser may make this request during E2E: loopback http(s) only. Everything else
 * (Google's reCAPTCHA, Braintree, fonts, telemetry) is aborted, so a test can never pass by
 * talking to the internet and a run needs no network.
 */
export function isLocalRequest(url: URL | string): boolean {
  const parsed = typeof url === 'string' ? URL.parse(url) : url;
  if (!parsed) return false;
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'ws:') {
    return false;
  }
  return LOCAL_HOSTS.has(parsed.hostname);
}
