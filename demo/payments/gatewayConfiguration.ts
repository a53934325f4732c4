/**
 * The answer to the configuration GET braintree-web makes in `client.create`. Every wallet the
 * product offers is switched on, AUD/AU, sandbox.
 *
 * Offline mode leaves `assetsUrl` and `clientApiUrl` OUT: braintree-web only domain-checks them when
 * present, so the hosted-fields frame URL becomes page-relative (`undefined/web/3.102.0/html/...`)
 * and same-origin, and client API calls go to page-relative `undefined/v1/...` paths the reference
 * server answers. That is a quirk of 3.102.0: re-check it on any braintree-web upgrade.
 */
import type { GatewayMode } from './createClientToken';
import {
  ASSETS_URL,
  OFFLINE_PREFIX,
  PAYPAL_ASSETS_URL,
  SANDBOX_ANALYTICS_URL,
  sandboxClientApiUrl,
} from './gatewayUrls';

/** The display name wallets show for the demo merchant. */
export const GATEWAY_MERCHANT_NAME = 'Demo Cinema';
/** The Apple Pay merchant identifier the fake gateway hands out. */
export const APPLE_MERCHANT_IDENTIFIER = 'merchant.com.example.cinema-elements';
/** The PayPal client id the fake gateway hands out (paypal-checkout puts it in the SDK URL). */
export const PAYPAL_CLIENT_ID = 'fake-paypal-client-id';

/** What the merchant account has beyond the wallets. */
export interface MerchantFeatures {
  /** 3D Secure 2 (product-rules §7.9): `threeDSecureEnabled` and Cardinal's authentication JWT. */
  threeDSecure?: boolean;
}

/** The JWT braintree-web hands Cardinal's Songbird at setup; the stand-in accepts any. */
export const CARDINAL_AUTHENTICATION_JWT = 'fake-cardinal-authentication-jwt';

/** Build the gateway configuration for `merchantId` in `mode`; `origin` is the reference server's. */
export function gatewayConfiguration(
  mode: GatewayMode,
  origin: string,
  merchantId: string,
  features: MerchantFeatures = {},
): Record<string, unknown> {
  const offline = mode === 'offline';
  const urls = offline
    ? {}
    : {
        assetsUrl: ASSETS_URL,
        clientApiUrl: sandboxClientApiUrl(merchantId),
        configUrl: `${sandboxClientApiUrl(merchantId)}/v1/configuration`,
      };
  return {
    ...urls,
    environment: 'sandbox',
    merchantId,
    analytics: {
      url: offline
        ? `${origin}${OFFLINE_PREFIX}/analytics/${encodeURIComponent(merchantId)}`
        : `${SANDBOX_ANALYTICS_URL}/${encodeURIComponent(merchantId)}`,
    },
    challenges: ['cvv'],
    // No `collectDeviceData`: with it, every card tokenization would load PayPal's fraud script.
    creditCards: {
      supportedCardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover', 'JCB', 'UnionPay'],
      supportedGateways: [{ name: 'clientApi' }],
    },
    threeDSecureEnabled: features.threeDSecure === true,
    ...(features.threeDSecure
      ? { threeDSecure: { cardinalAuthenticationJWT: CARDINAL_AUTHENTICATION_JWT } }
      : {}),
    paypalEnabled: true,
    paypal: {
      displayName: GATEWAY_MERCHANT_NAME,
      clientId: PAYPAL_CLIENT_ID,
      // paypal-checkout loads its (unused) dispatch frame from here.
      assetsUrl: offline ? `${origin}${OFFLINE_PREFIX}/assets` : PAYPAL_ASSETS_URL,
      environment: 'sandbox',
      environmentNoNetwork: false,
      unvettedMerchant: false,
      currencyIsoCode: 'AUD',
      billingAgreementsEnabled: false,
      merchantAccountId: `${merchantId}-aud`,
      privacyUrl: 'https://www.example.com/privacy',
      userAgreementUrl: 'https://www.example.com/terms',
    },
    androidPay: {
      enabled: true,
      displayName: GATEWAY_MERCHANT_NAME,
      environment: 'TEST',
      googleAuthorizationFingerprint: `fake-google-fingerprint-${merchantId}`,
      supportedNetworks: ['visa', 'mastercard', 'amex'],
    },
    applePayWeb: {
      countryCode: 'AU',
      currencyCode: 'AUD',
      merchantIdentifier: APPLE_MERCHANT_IDENTIFIER,
      supportedNetworks: ['visa', 'mastercard', 'amex'],
    },
    venmo: 'off',
    kount: { kountMerchantId: null },
  };
}
