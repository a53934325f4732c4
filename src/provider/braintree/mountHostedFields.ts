/**
 * Card fields: braintree-web hosted fields for number, name on card, expiry (MM/YYYY) and CVV,
 * mounted in light-DOM containers of the element (product-rules §7.8), with their state aggregated
 * for React.
 */
import { PaymentError } from '../../errors/errors';
import { cardOf } from './cardOf';
import type {
  CardFieldName,
  CardFields,
  CardFieldsOptions,
  CardFieldsState,
  TokenizeResult,
  VerifiedCard,
  VerifyCardOptions,
} from '../PaymentProvider';
import { CARD_DETAILS_MESSAGE, PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import type { ClientSession } from './ClientSession';
import { checkSlotHost, createSlotContainer } from './createSlotContainer';
import { loadSdk } from './loadSdk';
import type {
  BraintreeClient,
  HostedFieldOptions,
  HostedFieldsEventName,
  HostedFieldsInstance,
  HostedFieldsStateObject,
} from './sdkTypes';
import { CARD_FIELDS, toCardFieldsState } from './toCardFieldsState';
import { toPaymentError } from './toPaymentError';
import { verifyTokenized } from './verifyCard';

/** Card inputs use 16px at least (product-rules §7.3; it also stops iOS zooming into the field). */
export const CARD_INPUT_FONT_SIZE = '16px';

const STATE_EVENTS: readonly HostedFieldsEventName[] = [
  'validityChange',
  'empty',
  'notEmpty',
  'focus',
  'blur',
  'cardTypeChange',
];

const DEFAULT_PLACEHOLDERS: Partial<Record<CardFieldName, string>> = { expirationDate: 'MM/YYYY' };

/** Mounted hosted fields; teardown removes the iframes, listeners and our containers. */
class BraintreeCardFields implements CardFields {
  readonly #instance: HostedFieldsInstance;
  readonly #client: BraintreeClient;
  readonly #host: HTMLElement;
  /** Aborted on teardown: a verification still running ends, and its challenge frame goes. */
  readonly #alive = new AbortController();
  readonly #containers: readonly HTMLElement[];
  readonly #onTeardown: () => void;
  readonly #listeners = new Set<(state: CardFieldsState) => void>();
  readonly #handleEvent = (sdkState: HostedFieldsStateObject) =>
    this.#emit(toCardFieldsState(sdkState));
  #state: CardFieldsState;
  #teardown: Promise<void> | undefined;

  constructor(
    instance: HostedFieldsInstance,
    client: BraintreeClient,
    host: HTMLElement,
    containers: readonly HTMLElement[],
    onTeardown: () => void,
  ) {
    this.#instance = instance;
    this.#client = client;
    this.#host = host;
    this.#containers = containers;
    this.#onTeardown = onTeardown;
    this.#state = toCardFieldsState(instance.getState());
    for (const event of STATE_EVENTS) instance.on(event, this.#handleEvent);
  }

  on(_event: 'change', listener: (state: CardFieldsState) => void): () => void {
    this.#listeners.add(listener);
    listener(this.#state);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  focus(field: CardFieldName): void {
    // braintree-web turns every method into a thrower after teardown; a late label click is harmless.
    if (this.#teardown) return;
    try {
      void Promise.resolve(this.#instance.focus(field)).catch(() => undefined);
    } catch {
      // Focusing is a convenience; failing to focus must not break the form.
    }
  }

  async tokenize(): Promise<TokenizeResult> {
    if (this.#teardown) {
      throw new PaymentError(CARD_DETAILS_MESSAGE, ProviderErrorCode.TORN_DOWN);
    }
    // All four fields are required (product-rules §7.3); the SDK alone would accept an empty name
    // on card.
    if (!this.#state.allValid) {
      throw new PaymentError(CARD_DETAILS_MESSAGE, ProviderErrorCode.CARD_FIELDS_INVALID);
    }
    try {
      const payload = await this.#instance.tokenize();
      const card = cardOf(payload.details);
      const bin = payload.details?.bin;
      return { nonce: payload.nonce, ...(card ? { card } : {}), ...(bin ? { bin } : {}) };
    } catch (error) {
      throw toPaymentError(error, CARD_DETAILS_MESSAGE, 'HOSTED_FIELDS_FAILED_TOKENIZATION');
    }
  }

  async verify(
    tokenized: TokenizeResult,
    options: VerifyCardOptions,
  ): Promise<VerifiedCard | null> {
    if (this.#teardown) throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.TORN_DOWN);
    return verifyTokenized(this.#client, this.#host, tokenized, options, this.#alive.signal);
  }

  teardown(): Promise<void> {
    this.#alive.abort();
    this.#teardown ??= this.#doTeardown();
    return this.#teardown;
  }

  #emit(state: CardFieldsState): void {
    this.#state = state;
    for (const listener of [...this.#listeners]) listener(state);
  }

  async #doTeardown(): Promise<void> {
    this.#listeners.clear();
    this.#onTeardown();
    for (const event of STATE_EVENTS) {
      try {
        this.#instance.off(event, this.#handleEvent);
      } catch {
        // Already torn down by the SDK.
      }
    }
    try {
      await this.#instance.teardown();
    } catch {
      // The SDK refuses a second teardown; the iframes are gone either way once the containers go.
    }
    for (const container of this.#containers) container.remove();
  }
}

function fieldOptions(
  containers: Record<CardFieldName, HTMLElement>,
  options: CardFieldsOptions,
): Record<CardFieldName, HostedFieldOptions> {
  const entries = CARD_FIELDS.map((field): [CardFieldName, HostedFieldOptions] => {
    const placeholder = options.placeholders?.[field] ?? DEFAULT_PLACEHOLDERS[field];
    const internalLabel = options.labels?.[field];
    return [
      field,
      {
        container: containers[field],
        ...(placeholder === undefined ? {} : { placeholder }),
        ...(internalLabel === undefined ? {} : { internalLabel }),
      },
    ];
  });
  return Object.fromEntries(entries) as Record<CardFieldName, HostedFieldOptions>;
}

function styles(options: CardFieldsOptions): Record<string, Record<string, string>> {
  const custom = options.style ?? {};
  // A larger size in px (the element's, product-rules §1.3) is kept; anything else is 16px.
  const size = /^\d+(\.\d+)?px$/.test(custom['input']?.['font-size'] ?? '')
    ? parseFloat(custom['input']?.['font-size'] ?? '')
    : 0;
  const fontSize = size > 16 ? `${size}px` : CARD_INPUT_FONT_SIZE;
  return { ...custom, input: { ...custom['input'], 'font-size': fontSize } };
}

/** Mount the four hosted fields into new light-DOM containers of `host`; rejects with PaymentError. */
export async function mountHostedFields(
  session: ClientSession,
  host: HTMLElement,
  options: CardFieldsOptions,
): Promise<CardFields> {
  checkSlotHost(
    'mountCardFields',
    host,
    CARD_FIELDS.map((field) => options?.slots?.[field]),
  );
  const { signal } = options;
  let client, sdk;
  try {
    [client, sdk] = await Promise.all([session.client, loadSdk.hostedFields()]);
  } catch (error) {
    throw toPaymentError(error, PAYMENT_FAILED_MESSAGE);
  }
  session.ensureLive(signal);

  const containers = {} as Record<CardFieldName, HTMLElement>;
  for (const field of CARD_FIELDS) {
    containers[field] = createSlotContainer(host, options.slots[field], `cinema-card-${field}`);
  }
  const removeContainers = () =>
    Object.values(containers).forEach((container) => container.remove());

  let instance: HostedFieldsInstance;
  try {
    instance = await sdk.create({
      client,
      fields: fieldOptions(containers, options),
      styles: styles(options),
    });
  } catch (error) {
    removeContainers();
    throw toPaymentError(error, PAYMENT_FAILED_MESSAGE);
  }
  for (const field of CARD_FIELDS) {
    try {
      void Promise.resolve(
        instance.setAttribute({ field, attribute: 'aria-required', value: true }),
      ).catch(() => undefined);
    } catch {
      // Screen-reader hint only; the provider enforces "required" in tokenize().
    }
  }
  const fields: BraintreeCardFields = new BraintreeCardFields(
    instance,
    client,
    host,
    Object.values(containers),
    () => session.release(fields),
  );
  return session.adopt(fields, signal);
}
