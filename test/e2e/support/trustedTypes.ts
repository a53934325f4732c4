/**
 * Trusted Types in E2E: a host page's own `default` policy for 3D Secure pasted into a test page
 * (docs/content-security-policy.md; demo/public/trusted-types-default.js), reCAPTCHA's
 * api.js answered offline for a page that lets the elements load it (`?recaptcha=script`), and
 * what the page holds of the elements' `cinema-elements` policy.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** Where the demo serves the documented default policy (docs/content-security-policy.md). */
export const DEFAULT_POLICY_SCRIPT = '/demo/trusted-types-default.js';

/** `html` with `<script src="{src}">` as the first script of its head, as a host would paste it. */
export function withScriptFirst(html: string, src: string): string {
  const tag = `<script src="${src}"></script>\n    `;
  const at = html.search(/<script\b/i);
  if (at === -1) throw new Error('the page has no <script> to put the policy before');
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * Serve the page at `pathname` (its own headers, its policy included) with `src` as its first
 * script: by default the documented default policy, loaded before the elements as the document
 * says.
 */
export async function pasteIntoHead(
  page: Page,
  pathname: string,
  src: string = DEFAULT_POLICY_SCRIPT,
): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, headers, body: withScriptFirst(await response.text(), src) });
    },
  );
}

/** What {@link routeRecaptchaApi} gives the test. */
export interface RecaptchaRoute {
  /** How many times the browser fetched api.js. */
  loads: () => number;
}

/**
 * Answer Google's `https://www.google.com/recaptcha/api.js?render=…` in `context` with a stand-in
 * that defines `grecaptcha` at once, tokens `google-<action>-<n>` (not the demo page's `demo-…`).
 */
export async function routeRecaptchaApi(context: BrowserContext): Promise<RecaptchaRoute> {
  let loads = 0;
  await context.route('https://www.google.com/recaptcha/api.js?*', async (route) => {
    loads += 1;
    await route.fulfill({
      contentType: 'text/javascript',
      body: `(function () {
        var issued = 0;
        window.grecaptcha = {
          ready: function (callback) { setTimeout(callback, 0); },
          execute: function (_key, options) {
            issued += 1;
            return Promise.resolve('google-' + options.action + '-' + issued);
          },
        };
      })();`,
    });
  });
  return { loads: () => loads };
}

/**
 * The page's `cinema-elements` policy as the elements keep it (a registered symbol on the global
 * object, src/dom/trustedScriptUrl.ts): its name, and whether it is the browser's own
 * `TrustedTypePolicy`; null before the elements have needed one.
 */
export function elementsPolicy(page: Page): Promise<{ name: string; native: boolean } | null> {
  return page.evaluate(() => {
    const kept: unknown = Reflect.get(
      globalThis,
      Symbol.for('cinema-elements.trusted-types-policy'),
    );
    if (!kept) return null;
    const Policy = Reflect.get(globalThis, 'TrustedTypePolicy') as (new () => object) | undefined;
    const native = Policy !== undefined && kept instanceof Policy;
    return { name: String((kept as { name?: unknown }).name), native };
  });
}
