/**
 * One hosted field's input, rendered into its own frame's document: a visually hidden label (the
 * SDK's `internalLabel`, else its default label), the input with the name, autocomplete and type
 * braintree-web documents, and a hidden message for `setMessage`. The view formats what is typed,
 * keeps the field's state and tells its owner what changed.
 */
import constants from 'braintree-web/hosted-fields/shared/constants';
import { formatFieldValue } from './formatFieldValue';
import { validateField } from './validateField';
import type { FieldKey, FieldValidity } from './validateField';

/** The per-field options braintree-web forwards to the frame (containers removed). */
export interface FieldOptions {
  placeholder?: string;
  type?: string;
  internalLabel?: string;
  formatInput?: boolean;
  maxlength?: number;
  prefill?: string;
}

/** A field's full state as the SDK's state object carries it. */
export interface FieldState extends FieldValidity {
  isFocused: boolean;
}

/** What a view reports: a DOM event that may have changed its state. */
export type FieldViewEvent = 'input' | 'focus' | 'blur' | 'submit';

const INPUT_TYPES: Partial<Record<FieldKey, string>> = {
  cardholderName: 'text',
  postalCode: 'text',
};

/** The base look: the input fills the iframe; the merchant's styles come after and win. */
export const BASE_CSS =
  'html,body{margin:0;padding:0;height:100%;background:transparent;overflow:hidden}' +
  'input{box-sizing:border-box;display:block;width:100%;height:100%;margin:0;padding:0;border:0;outline:none;' +
  'background:transparent;font:inherit;color:inherit}' +
  '.bt-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;' +
  'clip:rect(0 0 0 0);white-space:nowrap;border:0}';

/** One field. */
export class FieldView {
  readonly key: FieldKey;
  readonly input: HTMLInputElement;
  readonly #message: HTMLElement;
  readonly #options: FieldOptions;
  #state: FieldState;
  #focused = false;

  constructor(
    doc: Document,
    key: FieldKey,
    options: FieldOptions,
    styleSheet: string,
    onEvent: (view: FieldView, event: FieldViewEvent) => void,
  ) {
    this.key = key;
    this.#options = options;
    const names = constants.allowedFields[key] ?? { name: key, label: key };
    const id = `bt-${key}`;

    const style = doc.createElement('style');
    style.textContent = BASE_CSS + styleSheet;
    doc.head.append(style);

    const label = doc.createElement('label');
    label.htmlFor = id;
    label.className = 'bt-visually-hidden';
    label.textContent = options.internalLabel ?? names.label;

    const input = doc.createElement('input');
    input.id = id;
    input.name = names.name;
    input.className = key;
    input.type = options.type ?? INPUT_TYPES[key] ?? 'tel';
    if (input.type === 'tel') input.inputMode = 'numeric';
    input.autocomplete = (constants.autocompleteMappings[names.name] ?? 'off') as AutoFill;
    input.spellcheck = false;
    input.setAttribute('autocorrect', 'off');
    input.setAttribute('aria-invalid', 'false');
    if (options.placeholder !== undefined) input.placeholder = options.placeholder;
    if (options.maxlength !== undefined) input.maxLength = options.maxlength;

    const message = doc.createElement('div');
    message.id = `${id}-message`;
    message.className = 'bt-visually-hidden';
    input.setAttribute('aria-describedby', message.id);

    doc.body.replaceChildren(label, input, message);
    this.input = input;
    this.#message = message;
    this.#state = { ...validateField(key, ''), isFocused: false };

    input.addEventListener('input', () => onEvent(this, 'input'));
    input.addEventListener('focus', () => {
      this.#focused = true;
      onEvent(this, 'focus');
    });
    input.addEventListener('blur', () => {
      this.#focused = false;
      onEvent(this, 'blur');
    });
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        onEvent(this, 'submit');
      }
    });
    if (options.prefill !== undefined) input.value = options.prefill;
  }

  /** The current state (copy). */
  get state(): FieldState {
    return { ...this.#state };
  }

  /** What is tokenized: digits for the number, the text otherwise. */
  get value(): string {
    return this.key === 'number' ? this.input.value.replace(/\D/g, '') : this.input.value.trim();
  }

  /** Re-format the input and recompute validity; `number` and `cvvSizes` come from the number field. */
  update(number: string, cvvSizes: readonly number[]): FieldState {
    if (this.#options.formatInput !== false) {
      const formatted = formatFieldValue(this.key, this.input.value, number);
      if (formatted !== this.input.value) this.input.value = formatted;
    }
    this.#state = {
      ...validateField(this.key, this.input.value, cvvSizes),
      isFocused: this.#focused,
    };
    // Flag a field as wrong once it cannot become valid, or when the customer leaves it incomplete.
    const { isEmpty, isValid, isPotentiallyValid, isFocused } = this.#state;
    const showInvalid = !isPotentiallyValid || (!isFocused && !isEmpty && !isValid);
    this.input.classList.toggle('valid', this.#state.isValid);
    this.input.classList.toggle('invalid', showInvalid);
    this.input.setAttribute('aria-invalid', String(showInvalid));
    return this.state;
  }

  /** `setAttribute` / `removeAttribute` from the SDK (it has already checked the attribute name). */
  setAttribute(attribute: string, value: unknown): void {
    if (constants.allowedAttributes[attribute] === undefined) return;
    if (attribute === 'disabled') this.input.disabled = value === true || value === 'true';
    else if (value === undefined) this.input.removeAttribute(attribute);
    else this.input.setAttribute(attribute, String(value));
  }

  /** `setMessage`: text screen readers read with the input. */
  setMessage(message: string): void {
    this.#message.textContent = message;
  }

  /** `clear`: empty the input. */
  clear(): void {
    this.input.value = '';
  }
}
