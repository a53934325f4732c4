/** The part of reCAPTCHA v3's `window.grecaptcha` the product uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  /** Resolves to a token; reCAPTCHA returns a thenable, not always a real Promise. */
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Partial<Grecaptcha>;
  }
}

/** `window.grecaptcha`, or `undefined`; reading a hostile or half-built global never throws. */
function read(): Partial<Grecaptcha> | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.grecaptcha;
  } catch {
    return undefined;
  }
}

/** The page's `window.grecaptcha` when it has both `ready` and `execute`, else `undefined`. */
export function getGrecaptcha(): Grecaptcha | undefined {
  const candidate = read();
  return candidate &&
    typeof candidate.ready === 'function' &&
    typeof candidate.execute === 'function'
    ? (candidate as Grecaptcha)
    : undefined;
}

/**
 * `window.grecaptcha` when at least `ready` exists. Google's api.js defines only `ready` at first
 * and adds `execute` when its second script arrives, so "loaded" means "ready has fired".
 */
export function getGrecaptchaLoader(): Pick<Grecaptcha, 'ready'> | undefined {
  const candidate = read();
  return candidate && typeof candidate.ready === 'function'
    ? (candidate as Pick<Grecaptcha, 'ready'>)
    : undefined;
}
