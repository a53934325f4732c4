/**
 * Watch the bot-check tokens the page hands out: the test page's offline reCAPTCHA stand-in
 * (demo/public/demo.js) is wrapped so a test can tell which token was issued for which action, and
 * so check that a call carries a token fetched for it rather than one reused.
 */
import type { Page } from '@playwright/test';

/** One token `grecaptcha.execute` handed out. */
export interface IssuedToken {
  action: string;
  token: string;
}

/**
 * Wrap the loaded page's `window.grecaptcha.execute` (call after `page.goto`). Resolves with a
 * reader of the tokens issued so far, in order.
 */
export async function watchBotCheckTokens(page: Page): Promise<() => Promise<IssuedToken[]>> {
  await page.evaluate(() => {
    type Execute = (key: string, options: { action: string }) => PromiseLike<string>;
    const target = window as unknown as {
      grecaptcha: { execute: Execute };
      __issuedTokens: { action: string; token: string }[];
    };
    const issued: { action: string; token: string }[] = [];
    target.__issuedTokens = issued;
    const execute = target.grecaptcha.execute.bind(target.grecaptcha);
    target.grecaptcha.execute = (key, options) =>
      Promise.resolve(execute(key, options)).then((token) => {
        issued.push({ action: options.action, token });
        return token;
      });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __issuedTokens: IssuedToken[] }).__issuedTokens);
}
