/**
 * Client tokens for the fake gateway. braintree-web 3.x reads only `environment`,
 * `authorizationFingerprint`, `configUrl` and `graphQL` from one; leaving `graphQL` out makes it
 * GET `configUrl`, which is where either mode of the fake gateway answers.
 */
import { offlineConfigUrl, sandboxClientApiUrl } from './gatewayUrls';

/** Which fake gateway a token points the SDK at (see gateway.ts). */
export type GatewayMode = 'offline' | 'intercept';

/** What a client token carries once decoded. */
export interface ClientTokenPayload {
  version: 2;
  authorizationFingerprint: string;
  configUrl: string;
  environment: 'sandbox';
  merchantId: string;
}

/** `bytes` random bytes as lower-case hex. */
function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Options for {@link createClientToken}. */
export interface ClientTokenOptions {
  mode: GatewayMode;
  /** The reference server's origin, e.g. `http://127.0.0.1:4321` (used in offline mode). */
  origin: string;
  merchantId: string;
}

/**
 * A base64 client token. Offline: `configUrl` is on the reference server itself (the token's own
 * `configUrl` is the one URL braintree-web does not domain-check). Intercept: the real sandbox URL,
 * answered by Playwright routes, so the token looks like one from Braintree.
 */
export function createClientToken({ mode, origin, merchantId }: ClientTokenOptions): string {
  const payload: ClientTokenPayload = {
    version: 2,
    // Random per token, as Braintree's are; the gateway only checks that requests carry one.
    authorizationFingerprint: randomHex(24),
    configUrl:
      mode === 'offline'
        ? offlineConfigUrl(origin, merchantId)
        : `${sandboxClientApiUrl(merchantId)}/v1/configuration`,
    environment: 'sandbox',
    merchantId,
  };
  return btoa(JSON.stringify(payload));
}

/** Decode a token made by {@link createClientToken}; undefined when it is not one. */
export function decodeClientToken(token: string): ClientTokenPayload | undefined {
  try {
    const payload: unknown = JSON.parse(atob(token));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { authorizationFingerprint, configUrl } = payload as Partial<ClientTokenPayload>;
    return typeof authorizationFingerprint === 'string' && typeof configUrl === 'string'
      ? (payload as ClientTokenPayload)
      : undefined;
  } catch {
    return undefined;
  }
}
