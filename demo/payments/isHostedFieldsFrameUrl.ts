/**
 * Whether a URL is where braintree-web 3.102.0 loads a hosted-fields iframe from: its assets host
 * (intercept mode), or, offline, the page-relative `undefined/web/...` path it builds when the
 * configuration has no `assetsUrl` (a page at /x/y.html asks for /x/undefined/web/3.102.0/html/...).
 */
import { isGatewayHost, SDK_VERSION } from './gatewayUrls';

const FRAME_FILE = `/web/${SDK_VERSION.replaceAll('.', '\\.')}/html/hosted-fields-frame(?:\\.min)?\\.html$`;
const ASSETS_PATH = new RegExp(`^${FRAME_FILE}`);
const RELATIVE_PATH = new RegExp(`/undefined${FRAME_FILE}`);

/** True when the hosted-fields frame stand-in (buildFrame.ts) should answer `url`. */
export function isHostedFieldsFrameUrl(url: URL): boolean {
  if (isGatewayHost(url))
    return url.hostname === 'assets.braintreegateway.com' && ASSETS_PATH.test(url.pathname);
  return RELATIVE_PATH.test(url.pathname);
}
