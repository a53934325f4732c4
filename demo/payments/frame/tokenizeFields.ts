/**
 * Answer the SDK's TOKENIZATION_REQUEST: check the fields like hosted fields do (all empty, some
 * invalid), POST the card to `payment_methods/credit_cards` through braintree-web's own client (so
 * the URL is `{clientApiUrl}/v1/...`, page-relative when the configuration has none, and the body
 * carries the fingerprint and metadata as the SDK sends them), and reply `[error, payload]`.
 */
import type Client from 'braintree-web/client/client';
import constants from 'braintree-web/hosted-fields/shared/constants';
import errors from 'braintree-web/hosted-fields/shared/errors';
import type { FieldView } from './FieldView';
import type { FieldKey } from './validateField';

/** A BraintreeError as plain data (it crosses postMessage as JSON). */
export interface FrameError {
  type: string;
  code: string;
  message: string;
  details?: unknown;
}

/** The options `hostedFieldsInstance.tokenize(options)` forwards. */
export interface TokenizeOptions {
  vault?: boolean;
  cardholderName?: string;
  billingAddress?: Record<string, unknown>;
  fieldsToTokenize?: string[];
}

/** What the SDK's tokenize resolves with. */
export interface TokenizePayload {
  nonce: string;
  details: unknown;
  description: unknown;
  type: unknown;
  binData: unknown;
}

function frameError(name: string, details?: unknown): FrameError {
  const known = errors[name] ?? { type: 'UNKNOWN', code: name };
  return {
    type: known.type,
    code: known.code,
    message: known.message ?? 'Hosted Fields failed.',
    ...(details === undefined ? {} : { details }),
  };
}

/** The gateway's field error codes that hosted fields turn into their own error. */
function knownGatewayError(body: unknown): FrameError | undefined {
  const groups =
    (body as { fieldErrors?: { fieldErrors?: { code?: string }[] }[] } | undefined)?.fieldErrors ??
    [];
  for (const group of groups) {
    for (const fieldError of group.fieldErrors ?? []) {
      const mapped = fieldError.code
        ? constants.tokenizationErrorCodes[fieldError.code]
        : undefined;
      if (mapped) return { ...mapped, message: mapped.message, details: { originalError: body } };
    }
  }
  return undefined;
}

/** Tokenize the card in `views`; always resolves with the SDK's `[error, payload]` reply. */
export async function tokenizeFields(
  client: Client,
  views: ReadonlyMap<FieldKey, FieldView>,
  options: TokenizeOptions = {},
): Promise<[FrameError | null, TokenizePayload?]> {
  const keys = [...views.keys()].filter(
    (key) => !options.fieldsToTokenize || options.fieldsToTokenize.includes(key),
  );
  const states = keys.map((key) => [key, views.get(key)?.state] as const);
  if (states.every(([, state]) => state?.isEmpty))
    return [frameError('HOSTED_FIELDS_FIELDS_EMPTY')];
  const invalidFieldKeys = states.filter(([, state]) => !state?.isValid).map(([key]) => key);
  if (invalidFieldKeys.length > 0)
    return [frameError('HOSTED_FIELDS_FIELDS_INVALID', { invalidFieldKeys })];

  const value = (key: FieldKey): string | undefined =>
    keys.includes(key) ? views.get(key)?.value : undefined;
  const postalCode = value('postalCode');
  const creditCard = {
    number: value('number'),
    expirationDate: value('expirationDate'),
    expirationMonth: value('expirationMonth'),
    expirationYear: value('expirationYear'),
    cvv: value('cvv'),
    cardholderName: options.cardholderName ?? value('cardholderName'),
    billingAddress: {
      ...options.billingAddress,
      ...(postalCode === undefined ? {} : { postalCode }),
    },
    options: { validate: options.vault === true },
  };

  try {
    const response = await client.request({
      method: 'post',
      endpoint: 'payment_methods/credit_cards',
      // The client JSON-clones `data`, which drops the fields this form does not have.
      data: { _meta: { source: 'hosted-fields' }, creditCard },
    });
    const card = (response.creditCards as TokenizePayload[] | undefined)?.[0];
    if (!card)
      return [frameError('HOSTED_FIELDS_FAILED_TOKENIZATION', { originalError: response })];
    const { nonce, details, description, type, binData } = card;
    return [null, { nonce, details, description, type, binData }];
  } catch (error) {
    const failure = error as { details?: { httpStatus?: number; originalError?: unknown } };
    const status = failure.details?.httpStatus;
    const body = failure.details?.originalError;
    if (status === 422) {
      return [
        knownGatewayError(body) ??
          frameError('HOSTED_FIELDS_FAILED_TOKENIZATION', { originalError: body }),
      ];
    }
    return [
      frameError('HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', {
        originalError: body ?? String(error),
      }),
    ];
  }
}
