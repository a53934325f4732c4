/**
 * Who a gift card by e-mail is for (product-rules §15.2; openapi.yaml `GiftRecipient`), as the
 * product order sends it. Apart from the cart's schemas so the browser cart's own recipient
 * schema (src/atoms/shop-cart/giftRecipientSchema.ts) builds on it without the rest of the cart.
 */
import * as v from 'valibot';
import { Email, Required } from './primitives';

/** The most characters a gift message may have (product-rules §15.2). */
export const MESSAGE_MAX_LENGTH = 250;
/** A message past {@link MESSAGE_MAX_LENGTH}; product-rules §15.2 gives no text of its own. */
export const MESSAGE_TOO_LONG_MESSAGE = `Keep the message to ${MESSAGE_MAX_LENGTH} characters or fewer.`;
/** A send date before today or more than 12 months ahead (product-rules §15.2). */
export const SEND_DATE_MESSAGE = 'Choose a send date within the next 12 months.';

/**
 * Whether a gift message fits {@link MESSAGE_MAX_LENGTH}: the check the schema runs in place of
 * valibot's maxLength (named, so the API contract test reads it as `maxLength: 250`).
 */
export const fitsGiftMessage = (message: string): boolean => message.length <= MESSAGE_MAX_LENGTH;

/**
 * A recipient: their name and e-mail, who the card is from, an optional message and the day it is
 * sent (`YYYY-MM-DD`, Sydney's calendar). The window of send dates is the server's to enforce.
 */
export const GiftRecipient = v.object({
  name: Required,
  email: Email,
  from: Required,
  // A check rather than valibot's maxLength: the same test (the text's length) and message, and
  // no validator of valibot's that nothing else uses, which every first view would carry.
  message: v.optional(
    v.pipe(v.string(), v.trim(), v.check(fitsGiftMessage, MESSAGE_TOO_LONG_MESSAGE)),
  ),
  sendDate: v.pipe(v.string(), v.isoDate(SEND_DATE_MESSAGE)),
});
export type GiftRecipient = v.InferOutput<typeof GiftRecipient>;
