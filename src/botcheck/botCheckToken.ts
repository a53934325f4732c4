import { BotCheckError } from '../errors/errors';
import { BOT_CHECK_LOAD_MESSAGE } from './botCheckMessages';
import type { BotCheckAction, getBotCheckToken } from './getBotCheckToken';

/**
 * A fresh bot-check token for `action` (product-rules §13), with the reCAPTCHA code loaded only
 * when a call first needs a token, so no element's first view pays for it. A chunk that cannot load
 * is a BotCheckError with the usual "couldn't load the security check" text.
 */
export async function botCheckToken(siteKey: string, action: BotCheckAction): Promise<string> {
  let get: typeof getBotCheckToken;
  try {
    ({ getBotCheckToken: get } = await import('./getBotCheckToken'));
  } catch (cause) {
    throw new BotCheckError(BOT_CHECK_LOAD_MESSAGE, { cause });
  }
  return get(siteKey, action);
}
