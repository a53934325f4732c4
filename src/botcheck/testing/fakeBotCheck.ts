/**
 * Test helper (not product code): a reCAPTCHA v3 stand-in installed as `window.grecaptcha`, which
 * hands out numbered tokens per action like the real one never repeats a token, and can be told
 * to fail. Works in happy-dom and, by stubbing `window`, in Node. vitest's `unstubGlobals` removes
 * it after each test.
 */
import type { Grecaptcha } from '../grecaptcha';

/** The installed fake. */
export interface FakeBotCheck {
  /** Every token handed out, in order, e.g. `payment-token-1`. */
  issued: string[];
  /** The action of every token handed out, in order, e.g. `['giftCard', 'payment']`. */
  actions: string[];
  /** Make the next `execute` calls reject (true) or succeed again (false). */
  failing(on: boolean): void;
}

// Numbered across installs, so tokens never repeat within a test file, as real ones never do.
let serial = 0;

/** Install the fake as `window.grecaptcha` (stubbing `window` itself where there is none). */
export function installFakeBotCheck(): FakeBotCheck {
  const issued: string[] = [];
  const actions: string[] = [];
  let fail = false;
  const grecaptcha: Grecaptcha = {
    ready: (callback) => callback(),
    execute: (_siteKey, { action }) => {
      if (fail) return Promise.reject(new Error('reCAPTCHA refused'));
      const token = `${action}-token-${++serial}`;
      issued.push(token);
      actions.push(action);
      return Promise.resolve(token);
    },
  };
  if (typeof window === 'undefined') vi.stubGlobal('window', { grecaptcha });
  else vi.stubGlobal('grecaptcha', grecaptcha);
  return { issued, actions, failing: (on) => void (fail = on) };
}
