/**
 * The frame that braintree-web answers FRAME_READY for (it replies to the first field's frame only,
 * with the merchant configuration) runs every field. Its sibling frames are same-origin and reachable
 * through `window.parent.frames` (which is why braintree-web keeps its iframes in light DOM), so this
 * frame renders each field into its sibling's document, listens to all of them, reports the combined
 * state over the bus (INPUT_EVENT) and answers TOKENIZATION_REQUEST with the values of all fields.
 */
import Client from 'braintree-web/client/client';
import constants from 'braintree-web/hosted-fields/shared/constants';
import type Framebus from 'framebus';
import { FieldView } from './FieldView';
import type { FieldOptions, FieldState, FieldViewEvent } from './FieldView';
import { tokenizeFields } from './tokenizeFields';
import type { TokenizeOptions } from './tokenizeFields';
import { toStyleSheet } from './toStyleSheet';
import { cardTypesFor, cvvSizesFor } from './validateField';
import type { FieldKey } from './validateField';

/** The merchant configuration braintree-web replies to FRAME_READY with. */
export interface FrameConfiguration {
  fields?: Record<string, FieldOptions>;
  styles?: unknown;
  preventAutofill?: boolean;
}

/** The SDK's hosted-field events (`hostedFieldsInstance.on(...)`). */
type InputEventType =
  | 'focus'
  | 'blur'
  | 'empty'
  | 'notEmpty'
  | 'validityChange'
  | 'cardTypeChange'
  | 'inputSubmitRequest';

const FIELD_KEYS = new Set<string>(Object.keys(constants.allowedFields));
const isFieldKey = (key: string): key is FieldKey => FIELD_KEYS.has(key);
const { events } = constants;

const sameValidity = (a: FieldState, b: FieldState): boolean =>
  a.isValid === b.isValid && a.isPotentiallyValid === b.isPotentiallyValid;

/** The field-addressed payload of most page → frame events. */
interface FieldMessage {
  field?: string;
  attribute?: string;
  value?: unknown;
  classname?: string;
  message?: string;
}

/** Runs all fields of one hosted-fields instance. */
export class HostedFieldsFrame {
  readonly #bus: Framebus;
  readonly #views = new Map<FieldKey, FieldView>();
  readonly #client: Promise<Client>;
  #cardTypes = '';
  #bin = '';
  #entryBegun = false;

  /** Render the fields into `documents` (field key → its frame's document) and start listening. */
  constructor(bus: Framebus, config: FrameConfiguration, documents: ReadonlyMap<string, Document>) {
    this.#bus = bus;
    const css = toStyleSheet(config.styles, constants.allowedStyles);
    for (const [key, options] of Object.entries(config.fields ?? {})) {
      const doc = documents.get(key);
      if (!doc || !isFieldKey(key)) continue;
      const view = new FieldView(doc, key, options, css, (changed, event) =>
        this.#onFieldEvent(changed, event),
      );
      if (config.preventAutofill) view.input.autocomplete = 'off';
      this.#views.set(key, view);
    }
    for (const view of this.#views.values()) this.#refresh(view);
    this.#cardTypes = this.#cardTypeKey();

    // The page replies with its client (serialised through Client#toJSON: its configuration).
    this.#client = new Promise((resolve) => {
      bus.emit(events.READY_FOR_CLIENT, (configuration) => resolve(new Client(configuration)));
    });
    this.#listen();
  }

  #listen(): void {
    const on = (
      event: string,
      handler: (message: FieldMessage, reply: (data: unknown) => void) => void,
    ) =>
      this.#bus.on(event, (data, reply) => {
        // framebus passes the reply first when the event carried no data.
        if (typeof data === 'function') handler({}, data as (data: unknown) => void);
        else handler(data as FieldMessage, reply);
      });
    const withView =
      (handler: (view: FieldView, message: FieldMessage) => void) => (message: FieldMessage) => {
        const view =
          message.field !== undefined && isFieldKey(message.field)
            ? this.#views.get(message.field)
            : undefined;
        if (view) handler(view, message);
      };

    on(events.TOKENIZATION_REQUEST, (options, reply) => {
      void this.#client
        .then((client) => tokenizeFields(client, this.#views, options as TokenizeOptions))
        .then((response) => reply(response));
    });
    on(
      events.SET_ATTRIBUTE,
      withView((view, { attribute, value }) => view.setAttribute(attribute ?? '', value)),
    );
    on(
      events.REMOVE_ATTRIBUTE,
      withView((view, { attribute }) => view.setAttribute(attribute ?? '', undefined)),
    );
    on(
      events.ADD_CLASS,
      withView((view, { classname }) => classname && view.input.classList.add(classname)),
    );
    on(
      events.REMOVE_CLASS,
      withView((view, { classname }) => classname && view.input.classList.remove(classname)),
    );
    on(
      events.SET_MESSAGE,
      withView((view, { message }) => view.setMessage(message ?? '')),
    );
    on(
      events.TRIGGER_INPUT_FOCUS,
      withView((view) => view.input.focus()),
    );
    on(
      events.CLEAR_FIELD,
      withView((view) => {
        view.clear();
        this.#onFieldEvent(view, 'input');
      }),
    );
    // Month options only apply to a <select>, which this stand-in does not render.
    on(events.SET_MONTH_OPTIONS, (_message, reply) => reply(undefined));
  }

  /** The card number typed so far (digits), or '' when the form has no number field. */
  #number(): string {
    return this.#views.get('number')?.value ?? '';
  }

  /** Re-format and re-validate `view` against the current card number. */
  #refresh(view: FieldView): FieldState {
    return view.update(this.#number(), cvvSizesFor(this.#number()));
  }

  #cardTypeKey(): string {
    return cardTypesFor(this.#number())
      .map((card) => card.type)
      .join();
  }

  #onFieldEvent(view: FieldView, event: FieldViewEvent): void {
    if (event === 'submit') {
      this.#emit('inputSubmitRequest', view.key);
      return;
    }
    const before = view.state;
    const after = this.#refresh(view);
    if (event === 'focus' || event === 'blur') {
      this.#emit(event, view.key);
      return;
    }
    if (!this.#entryBegun) {
      this.#entryBegun = true;
      this.#bus.emit(events.CARD_FORM_ENTRY_HAS_BEGUN);
    }
    if (before.isEmpty !== after.isEmpty)
      this.#emit(after.isEmpty ? 'empty' : 'notEmpty', view.key);
    if (!sameValidity(before, after)) this.#emit('validityChange', view.key);
    if (view.key === 'number') this.#onNumberChange(view);
  }

  /** A new number can change the card type, the BIN and how long the CVV must be. */
  #onNumberChange(number: FieldView): void {
    const cardTypes = this.#cardTypeKey();
    if (cardTypes !== this.#cardTypes) {
      this.#cardTypes = cardTypes;
      this.#emit('cardTypeChange', 'number');
    }
    const bin = number.value.length >= 6 ? number.value.slice(0, 6) : '';
    if (bin !== '' && bin !== this.#bin)
      this.#bus.emit(events.BIN_AVAILABLE, bin as unknown as Record<string, unknown>);
    this.#bin = bin;
    const cvv = this.#views.get('cvv');
    if (!cvv) return;
    const before = cvv.state;
    if (!sameValidity(before, this.#refresh(cvv))) this.#emit('validityChange', 'cvv');
  }

  /** Tell the page about a field event, with every field's state (the SDK's state object). */
  #emit(type: InputEventType, emittedBy: FieldKey): void {
    const fields = Object.fromEntries([...this.#views].map(([key, view]) => [key, view.state]));
    const cards = cardTypesFor(this.#number());
    this.#bus.emit(events.INPUT_EVENT, { type, merchantPayload: { cards, emittedBy, fields } });
  }
}
