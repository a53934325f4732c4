/**
 * A stand-in for reCAPTCHA v3 (CONTRACT §3): the product uses `window.grecaptcha` when a page
 * already has it, so a test installs this and loads nothing. Tokens are unique per call.
 */
import type { Grecaptcha } from '../../../botcheck/grecaptcha';

/** Installed fake; `actions` lists every action a token was asked for, in order. */
export interface FakeBotCheck {
  actions: string[];
  uninstall(): void;
}

/** Put a fake `window.grecaptcha` on the page. */
export function installFakeBotCheck(): FakeBotCheck {
  const actions: string[] = [];
  const fake: Grecaptcha = {
    ready: (callback) => callback(),
    execute: async (_siteKey, { action }) => {
      actions.push(action);
      return `test-token-${action}-${actions.length}`;
    },
  };
  window.grecaptcha = fake;
  return {
    actions,
    uninstall: () => {
      delete window.grecaptcha;
    },
  };
}
