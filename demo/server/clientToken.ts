/**
 * A braintree-web client token for the demo merchant. Its `configUrl` points back at this server,
 * where the offline payment emulator answers, so the card provider's client never leaves the demo.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentEnvironment } from '../../src/api/schemas';

/** The merchant id the demo's client tokens name. */
export const DEMO_MERCHANT_ID = 'demo';

/** A client token and the fingerprint it carries. */
export interface ClientToken {
  authorization: string;
  fingerprint: string;
}

/** A fresh client token (base64 JSON, version 2, as braintree-web reads it) for `origin`. */
export function createClientToken(origin: string, environment: PaymentEnvironment): ClientToken {
  const fingerprint = randomBytes(24).toString('hex');
  const token = {
    version: 2,
    authorizationFingerprint: fingerprint,
    configUrl: `${origin}/braintree/merchants/${DEMO_MERCHANT_ID}/client_api/v1/configuration`,
    environment,
    merchantId: DEMO_MERCHANT_ID,
  };
  return { authorization: Buffer.from(JSON.stringify(token)).toString('base64'), fingerprint };
}
