/**
 * Intercept mode of the payment emulator: the real braintree-web 3.102.0 talks to Braintree's real
 * hosts, and Playwright answers them with the fake gateway (demo/payments/gateway.ts) and the
 * hosted-fields frame stand-in (demo/payments/buildFrame.ts). Use it with a client token from
 * `PUT /demo/settings { gateway: 'intercept' }` (or createClientToken({ mode: 'intercept' })).
 *
 * Requests this does not answer fall through to the routes registered before it: wallets.ts for the
 * PayPal SDK, pay.js and fb.js, and the `blockedRequests` fixture (test.ts), which aborts every other
 * outside request and records it.
 */
import { expect } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Request } from '@playwright/test';
import { buildFrame } from '../../../demo/payments/buildFrame';
import { handleGatewayRequest } from '../../../demo/payments/gateway';
import { isGatewayHost } from '../../../demo/payments/gatewayUrls';
import { isHostedFieldsFrameUrl } from '../../../demo/payments/isHostedFieldsFrameUrl';
import { isWalletScriptUrl, stubWallets } from './wallets';
import type { WalletStubOptions } from './wallets';

/** One request the fake gateway answered. */
export interface GatewayCall {
  method: string;
  url: URL;
  /** The request body as sent (JSON text for client API calls). */
  body: string;
  status: number;
}

/** What {@link interceptBraintree} gives the test. */
export interface BraintreeIntercept {
  /** Every gateway request the browser made, in order (frame loads included). */
  calls: GatewayCall[];
}

/** Options for {@link interceptBraintree}. */
export interface InterceptOptions {
  /** The page origin answered in CORS headers when a request carries no `Origin`. */
  origin?: string;
  /** The merchant account has 3D Secure (the configuration says so; lookups answer). */
  threeDSecure?: boolean;
  /** Where a lookup's challenge page is (see GatewayOptions.challengeOrigin). */
  challengeOrigin?: string;
}

async function describe(request: Request) {
  return {
    method: request.method(),
    url: new URL(request.url()),
    headers: await request.allHeaders(),
    body: request.postData() ?? '',
  };
}

/** Answer `https://*.braintreegateway.com/**`, `https://*.braintree-api.com/**` and `https://*.paypal.com/**` in `context`. */
export async function interceptBraintree(
  context: BrowserContext,
  options: InterceptOptions = {},
): Promise<BraintreeIntercept> {
  const calls: GatewayCall[] = [];
  await context.route(
    (url) => isGatewayHost(url) && !isWalletScriptUrl(url),
    async (route) => {
      const request = await describe(route.request());
      if (isHostedFieldsFrameUrl(request.url)) {
        calls.push({ method: request.method, url: request.url, body: '', status: 200 });
        await route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: await buildFrame(),
        });
        return;
      }
      const answer = handleGatewayRequest(request, {
        mode: 'intercept',
        origin: options.origin ?? '*',
        threeDSecure: options.threeDSecure === true,
        ...(options.challengeOrigin === undefined
          ? {}
          : { challengeOrigin: options.challengeOrigin }),
      });
      if (!answer) {
        await route.fallback();
        return;
      }
      calls.push({
        method: request.method,
        url: request.url,
        body: request.body,
        status: answer.status,
      });
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    },
  );
  return { calls };
}

/**
 * The real braintree-web against Braintree's real hosts, answered here: the reference server's
 * client tokens switch to intercept mode, the wallet scripts get the demo's stand-ins (`wallets`:
 * all by default; a wallet set to false is left to the `blockedRequests` fixture, which aborts it),
 * and the gateway is intercepted; `merchant.threeDSecure` gives the account 3D Secure on both the
 * gateway and the reference server. Call before the page loads.
 */
export async function useRealBraintree(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
  wallets: WalletStubOptions = {},
  merchant: Omit<InterceptOptions, 'origin'> = {},
): Promise<BraintreeIntercept> {
  const settings = await request.put('/demo/settings', {
    data: { gateway: 'intercept', ...(merchant.threeDSecure ? { threeDSecure: true } : {}) },
  });
  expect(settings.ok()).toBe(true);
  await stubWallets(context, wallets);
  return interceptBraintree(context, { ...merchant, origin: baseURL ?? '' });
}
