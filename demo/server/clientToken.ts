/**
 * A braintree-web client token for the demo merchant, made by the payment emulator
 * (demo/payments/createClientToken.ts). Offline, its `configUrl` points back at this server, where
 * the emulator answers, so the card provider's client never leaves the demo; in intercept mode it
 * names Braintree's real sandbox, which E2E tests answer with Playwright routes.
 */
import {
  createClientToken as createGatewayToken,
  decodeClientToken,
} from '../payments/createClientToken';
import type { GatewayMode } from '../payments/createClientToken';

/** The merchant id the demo's client tokens name. */
export const DEMO_MERCHANT_ID = 'demo';

/** A client token and the fingerprint it carries. */
export interface ClientToken {
  authorization: string;
  fingerprint: string;
}

/** A fresh client token (base64 JSON, version 2, as braintree-web reads it) for `origin`. */
export function createClientToken(origin: string, mode: GatewayMode): ClientToken {
  const authorization = createGatewayToken({ mode, origin, merchantId: DEMO_MERCHANT_ID });
  return {
    authorization,
    fingerprint: decodeClientToken(authorization)?.authorizationFingerprint ?? '',
  };
}
