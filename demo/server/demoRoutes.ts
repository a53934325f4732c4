/**
 * DEMO-ONLY control routes, outside /api/: a real cinema has none of these. They sign the demo
 * member in and out, reset the store, and switch payment methods for the demo page and E2E tests.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { PaymentEnvironment, PaymentMethods } from '../../src/api/schemas';
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie } from './cookies';
import { createDemoState, replaceState } from './DemoState';
import type { DemoState } from './DemoState';
import { json, noContent } from './reply';
import type { Route } from './Router';

/** The shortest cart lifetime the demo accepts: long enough to reach the payment page. */
export const MIN_CART_LIFETIME_SECONDS = 5;

/**
 * Body of `PUT /demo/settings`: any subset of the methods, and/or the environment, the gateway, the
 * cart lifetime and whether the merchant has 3D Secure.
 */
export const DemoSettingsUpdate = v.strictObject({
  methods: v.optional(v.strictObject(v.partial(PaymentMethods).entries)),
  environment: v.optional(PaymentEnvironment),
  gateway: v.optional(v.picklist(['offline', 'intercept'])),
  cartLifetimeSeconds: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(MIN_CART_LIFETIME_SECONDS), v.maxValue(3600)),
  ),
  threeDSecure: v.optional(v.boolean()),
});

function sessionView(state: DemoState, signedIn: boolean) {
  const { firstName, lastName, memberType } = state.member;
  return signedIn ? { signedIn, member: { firstName, lastName, memberType } } : { signedIn };
}

/** The demo control routes. */
export const demoRoutes: Route[] = [
  {
    method: 'GET',
    path: '/demo/session',
    handler: ({ state, cookies }) => {
      const session = cookies[SESSION_COOKIE];
      return json(sessionView(state, session !== undefined && state.signIns.includes(session)));
    },
  },
  {
    method: 'POST',
    path: '/demo/session',
    handler: ({ state, cookies, crossSiteCookies }) => {
      const current = cookies[SESSION_COOKIE];
      const session =
        current !== undefined && state.signIns.includes(current) ? current : randomUUID();
      if (!state.signIns.includes(session)) state.signIns.push(session);
      return {
        status: 200,
        headers: { 'Set-Cookie': sessionCookie(session, crossSiteCookies) },
        body: sessionView(state, true),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/demo/session',
    handler: ({ state, cookies, crossSiteCookies }) => {
      state.signIns = state.signIns.filter((session) => session !== cookies[SESSION_COOKIE]);
      return noContent({ 'Set-Cookie': clearedSessionCookie(crossSiteCookies) });
    },
  },
  {
    method: 'POST',
    path: '/demo/reset',
    handler: ({ state, now, crossSiteCookies }) => {
      // The server's own settings (CART_LIFETIME_SECONDS) survive a reset; the test's switches do not.
      replaceState(state, createDemoState(now(), state.startupSettings));
      return noContent({ 'Set-Cookie': clearedSessionCookie(crossSiteCookies) });
    },
  },
  { method: 'GET', path: '/demo/settings', handler: ({ state }) => json(state.settings) },
  {
    // The screenings on sale, with their ticket types: what a cinema's own session list and seat
    // map know, for the demo page's seat picker (the API has no such route: product-rules §5.5).
    method: 'GET',
    path: '/demo/sessions',
    handler: ({ state }) => json(state.screenings),
  },
  {
    method: 'PUT',
    path: '/demo/settings',
    handler: async ({ state, body }) => {
      const update = await body(DemoSettingsUpdate);
      const methods = { ...state.settings.methods };
      for (const [name, on] of Object.entries(update.methods ?? {})) {
        if (on !== undefined) methods[name as keyof typeof methods] = on;
      }
      state.settings = {
        methods,
        environment: update.environment ?? state.settings.environment,
        gateway: update.gateway ?? state.settings.gateway,
        cartLifetimeSeconds: update.cartLifetimeSeconds ?? state.settings.cartLifetimeSeconds,
        threeDSecure: update.threeDSecure ?? state.settings.threeDSecure,
      };
      return json(state.settings);
    },
  },
];
