/** Shown when the bot-check script (or our own code for it) cannot be loaded. */
export const BOT_CHECK_LOAD_MESSAGE =
  "We couldn't load the security check. Please check your connection and try again.";
