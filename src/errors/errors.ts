/**
 * Error classes shared by every layer. Each sets `name` and has a guard, so code that catches
 * `unknown` can tell an HTTP failure from a malformed answer, a payment failure or a bad attribute.
 */

/** Options common to our errors. */
interface CinemaErrorOptions {
  cause?: unknown;
}

/** An API answer outside 2xx, carrying the problem-details fields the server sent. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got an answer (network failure). */
  readonly status: number;
  /** Problem-details `title`, when the server sent one. */
  readonly title: string | undefined;
  /** Problem-details `detail`: the text the product shows as "the server's detail". */
  readonly detail: string | undefined;

  constructor(
    message: string,
    init: { status: number; title?: string | undefined; detail?: string | undefined },
    options: CinemaErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
  }
}

/**
 * Data that does not match its schema: a 2xx answer the product cannot read, or a payload that is
 * refused before it is sent. `field` names the first field at fault.
 */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  /** Dotted path of the first field that failed, e.g. `giftCards.0.balanceInCents`; `''` for the root. */
  readonly field: string;

  constructor(message: string, field: string, options: CinemaErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.field = field;
  }
}

/** A payment step failed: tokenization, a wallet, or the provider client. `message` is user-facing. */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
  /** Provider error code when there is one (e.g. braintree-web's `HOSTED_FIELDS_FIELDS_INVALID`). */
  readonly code: string | undefined;

  constructor(message: string, code?: string, options: CinemaErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}

/** An element attribute is missing or invalid; `message` is shown in the element. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** The attribute at fault, e.g. `data-festival-id`. */
  readonly attribute: string;

  constructor(message: string, attribute: string) {
    super(message);
    this.attribute = attribute;
  }
}

/** The bot-check (reCAPTCHA) script could not load or did not give a token. */
export class BotCheckError extends Error {
  override readonly name = 'BotCheckError';

  constructor(message: string, options: CinemaErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
  }
}

const is =
  <T extends Error>(name: string) =>
  (value: unknown): value is T =>
    value instanceof Error && value.name === name;

/** True for an {@link ApiError} (checked by name, so it works across bundle copies). */
export const isApiError = is<ApiError>('ApiError');
/** True for a {@link SchemaError}. */
export const isSchemaError = is<SchemaError>('SchemaError');
/** True for a {@link PaymentError}. */
export const isPaymentError = is<PaymentError>('PaymentError');
/** True for a {@link ConfigError}. */
export const isConfigError = is<ConfigError>('ConfigError');
/** True for a {@link BotCheckError}. */
export const isBotCheckError = is<BotCheckError>('BotCheckError');

/**
 * The server's problem-details `detail` when the error carries one, else `fallback`.
 * This is the "the server's detail, or the default" rule (product-rules §9) in one place.
 */
export function detailOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.detail && error.detail.trim() !== '') return error.detail;
  return fallback;
}
