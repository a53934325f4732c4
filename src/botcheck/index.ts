export {
  getBotCheckToken,
  BOT_CHECK_LOAD_MESSAGE,
  BOT_CHECK_FAILED_MESSAGE,
  DEFAULT_BOT_CHECK_TIMEOUT_MS,
} from './getBotCheckToken';
export type { BotCheckAction, BotCheckOptions } from './getBotCheckToken';
export type { Grecaptcha } from './grecaptcha';
