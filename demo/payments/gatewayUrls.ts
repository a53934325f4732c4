/**
 * Where braintree-web 3.102.0 talks to, for real (intercept mode) and on the reference server
 * (offline mode). Kept in one place so the configuration the fake gateway hands out and the paths
 * it recognises cannot drift apart.
 */

/** The braintree-web version the stand-in frame and asset paths are written for. */
export const SDK_VERSION = '3.102.0';

/** The sandbox client API origin (with the `:443` braintree-web itself writes). */
export const SANDBOX_CLIENT_API_ORIGIN = 'https://api.sandbox.braintreegateway.com:443';
/** Where braintree-web loads its frames from. */
export const ASSETS_URL = 'https://assets.braintreegateway.com';
/** The sandbox analytics host. */
export const SANDBOX_ANALYTICS_URL = 'https://origin-analytics-sand.sandbox.braintree-api.com';
/** Where paypal-checkout loads its dispatch frame from. */
export const PAYPAL_ASSETS_URL = 'https://checkout.paypal.com';

/** Path prefix of everything the offline gateway answers on the reference server. */
export const OFFLINE_PREFIX = '/braintree';

/** The domains braintree-web trusts (lib/is-verified-domain.js); intercept mode answers for them. */
const GATEWAY_DOMAINS = [
  'braintreegateway.com',
  'braintree-api.com',
  'braintreepayments.com',
  'paypal.com',
];

/** True for an https URL on one of Braintree's or PayPal's domains. */
export function isGatewayHost(url: URL): boolean {
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return GATEWAY_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The client API base for a merchant in intercept mode (the configuration's `clientApiUrl`). */
export function sandboxClientApiUrl(merchantId: string): string {
  return `${SANDBOX_CLIENT_API_ORIGIN}/merchants/${encodeURIComponent(merchantId)}/client_api`;
}

/** The configuration URL on the reference server in offline mode (plain http is allowed there). */
export function offlineConfigUrl(origin: string, merchantId: string): string {
  return `${origin}${OFFLINE_PREFIX}/merchants/${encodeURIComponent(merchantId)}/client_api/v1/configuration`;
}
