/**
 * Answers of the fake client API, and errors in the JSON shape Braintree's gateway uses, so the
 * SDK's own error handling (e.g. `HOSTED_FIELDS_FAILED_TOKENIZATION` on a 422) runs as in production.
 */

/** A status and a JSON body; gateway.ts adds headers. */
export interface ClientApiAnswer {
  status: number;
  body: unknown;
}

/** One invalid field of a resource, with Braintree's numeric error code. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** A success answer. */
export const ok = (body: unknown, status = 200): ClientApiAnswer => ({ status, body });

/** `{ error: { message } }` with `status`. */
export const gatewayError = (status: number, message: string): ClientApiAnswer => ({
  status,
  body: { error: { message } },
});

/**
 * 422 for invalid fields of `resource` (e.g. `creditCard`):
 * `{ error: { message }, fieldErrors: [{ field: resource, fieldErrors: [...] }] }`.
 */
export function validationError(resource: string, errors: readonly FieldError[]): ClientApiAnswer {
  return {
    status: 422,
    body: {
      error: { message: errors.map((error) => error.message).join(' ') },
      fieldErrors: [{ field: resource, fieldErrors: errors }],
    },
  };
}
