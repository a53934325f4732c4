import { BotCheckError } from '../errors/errors';
import { getGrecaptcha, getGrecaptchaLoader } from './grecaptcha';
import type { Grecaptcha } from './grecaptcha';
import { loadScript } from '../dom/loadScript';

/** Shown when the reCAPTCHA script cannot load, fails, or takes too long. */
import { BOT_CHECK_LOAD_MESSAGE } from './botCheckMessages';

export { BOT_CHECK_LOAD_MESSAGE };
/** Shown when the script is there but does not hand back a token. */
export const BOT_CHECK_FAILED_MESSAGE = "The security check didn't complete. Please try again.";
/** How long one call may take, script load included, before it gives up. */
export const DEFAULT_BOT_CHECK_TIMEOUT_MS = 10_000;

/**
 * The named actions (product-rules §13); reCAPTCHA accepts any name of letters, digits, `/` and
 * `_`.
 */
export type BotCheckAction = 'payment' | 'giftCard' | (string & {});

/** Options for {@link getBotCheckToken}. */
export interface BotCheckOptions {
  /** Give up after this many milliseconds (default {@link DEFAULT_BOT_CHECK_TIMEOUT_MS}). */
  timeoutMs?: number;
}

const ACTION_PATTERN = /^[A-Za-z0-9/_]+$/;

/** reCAPTCHA v3's script for `siteKey` (product-rules §13). */
export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

/**
 * The page-wide script load, shared by every element and call so the page gets one script tag.
 * Cleared when it fails, so a later call (after the visitor fixes their connection) tries again.
 */
let sharedLoad: Promise<Grecaptcha> | undefined;

/** Wait for reCAPTCHA's `ready`, then hand back the full API (which only then has `execute`). */
function whenReady(loader: Pick<Grecaptcha, 'ready'>): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    try {
      loader.ready(() => {
        const grecaptcha = getGrecaptcha();
        if (grecaptcha) resolve(grecaptcha);
        else reject(new Error('reCAPTCHA became ready without execute()'));
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function loadGrecaptcha(siteKey: string, timeoutMs: number): Promise<Grecaptcha> {
  if (sharedLoad) return sharedLoad;
  // The page's own reCAPTCHA (complete, or its api.js still fetching the rest): use it, load nothing.
  const existing = getGrecaptcha() ?? getGrecaptchaLoader();
  if (existing) return whenReady(existing);

  const controller = new AbortController();
  const attempt = new Promise<Grecaptcha>((resolve, reject) => {
    // The shared load has its own deadline so a stuck script is removed and retried next time,
    // even when every caller has already given up.
    const timer = setTimeout(() => {
      controller.abort();
      reject(new Error('reCAPTCHA script timed out'));
    }, timeoutMs);
    loadScript(recaptchaScriptUrl(siteKey), { signal: controller.signal })
      .then(() => {
        const loader = getGrecaptchaLoader();
        if (!loader) throw new Error('reCAPTCHA script loaded without window.grecaptcha');
        return whenReady(loader);
      })
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
  sharedLoad = attempt;
  attempt.catch(() => {
    if (sharedLoad === attempt) sharedLoad = undefined;
  });
  return attempt;
}

/** Settle like `promise`, or reject with `onTimeout()` after `ms`. */
function withDeadline<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function tokenFor(siteKey: string, action: string, timeoutMs: number): Promise<string> {
  let grecaptcha: Grecaptcha;
  try {
    grecaptcha = await loadGrecaptcha(siteKey, timeoutMs);
  } catch (cause) {
    throw new BotCheckError(BOT_CHECK_LOAD_MESSAGE, { cause });
  }
  let token: unknown;
  try {
    // Every call executes anew: a reCAPTCHA token is single-use and expires after two minutes.
    token = await grecaptcha.execute(siteKey, { action });
  } catch (cause) {
    throw new BotCheckError(BOT_CHECK_FAILED_MESSAGE, { cause });
  }
  if (typeof token !== 'string' || token === '') throw new BotCheckError(BOT_CHECK_FAILED_MESSAGE);
  return token;
}

/**
 * A fresh reCAPTCHA v3 token for `action` (product-rules §13), fetched right before the call that
 * sends it. Uses the page's own `window.grecaptcha` when it has one; otherwise loads Google's
 * script once per page. Always settles within `timeoutMs`; every failure is a {@link BotCheckError}
 * whose message can be shown to the visitor.
 */
export function getBotCheckToken(
  siteKey: string,
  action: BotCheckAction,
  options: BotCheckOptions = {},
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_BOT_CHECK_TIMEOUT_MS;
  if (typeof siteKey !== 'string' || siteKey.trim() === '') {
    return Promise.reject(
      new BotCheckError('The security check is not configured: the reCAPTCHA site key is missing.'),
    );
  }
  if (typeof action !== 'string' || !ACTION_PATTERN.test(action)) {
    return Promise.reject(
      new BotCheckError(`The security check was asked for an invalid action "${String(action)}".`),
    );
  }
  return withDeadline(
    tokenFor(siteKey.trim(), action, timeoutMs),
    timeoutMs,
    () =>
      new BotCheckError(BOT_CHECK_LOAD_MESSAGE, {
        cause: new Error(`No token within ${timeoutMs} ms`),
      }),
  );
}
