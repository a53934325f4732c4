/**
 * Types for the two braintree-web 3.102.0 modules the frame stand-in reuses from the npm package
 * (they ship without typings): the client, to make the tokenize request exactly as the SDK does, and
 * the hosted-fields constants and errors, so event names and error codes match the SDK's.
 */
declare module 'braintree-web/client/client' {
  /** A client rebuilt from the configuration the page sends over the bus. */
  export default class Client {
    constructor(configuration: unknown);
    request(options: {
      method: string;
      endpoint: string;
      data: unknown;
    }): Promise<Record<string, unknown>>;
  }
}

declare module 'braintree-web/hosted-fields/shared/constants' {
  const constants: {
    /** Bus event names, `hosted-fields:` + the key. */
    events: Record<
      | 'ADD_CLASS'
      | 'BIN_AVAILABLE'
      | 'CARD_FORM_ENTRY_HAS_BEGUN'
      | 'CLEAR_FIELD'
      | 'FRAME_READY'
      | 'INPUT_EVENT'
      | 'READY_FOR_CLIENT'
      | 'REMOVE_ATTRIBUTE'
      | 'REMOVE_CLASS'
      | 'SET_ATTRIBUTE'
      | 'SET_MESSAGE'
      | 'SET_MONTH_OPTIONS'
      | 'TOKENIZATION_REQUEST'
      | 'TRIGGER_INPUT_FOCUS',
      string
    >;
    allowedFields: Record<string, { name: string; label: string }>;
    allowedStyles: string[];
    allowedAttributes: Record<string, 'boolean' | 'string'>;
    autocompleteMappings: Record<string, string>;
    tokenizationErrorCodes: Record<string, { type: string; code: string; message: string }>;
  };
  export default constants;
}

declare module 'braintree-web/hosted-fields/shared/errors' {
  const errors: Record<string, { type: string; code: string; message?: string }>;
  export default errors;
}

/** Used by demo/public/wallet-stubs.test.ts to check the Google Pay stub's token parses. */
declare module 'braintree-web/google-payment/google-payment' {
  export default class GooglePayment {
    constructor(options: {
      client: unknown;
      createPromise: Promise<unknown>;
      googlePayVersion: number;
    });
    parseResponse(
      paymentData: unknown,
    ): Promise<{ nonce: string; type: string; details: Record<string, unknown> }>;
  }
}

/** Used by demo/public/trusted-types-default.test.ts: the Songbird addresses braintree-web loads. */
declare module 'braintree-web/three-d-secure/shared/constants' {
  const constants: {
    CARDINAL_SCRIPT_SOURCE: { production: string; sandbox: string };
  };
  export default constants;
}
