import type { HTMLInputAutoCompleteAttribute } from 'react';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

/** How a form's text fields read and change its state. */
export interface TextFieldBinding<Name extends string> {
  values: Readonly<Record<Name, unknown>>;
  errors: Partial<Record<Name, string>>;
  /** While the form is being sent: shown, not editable. */
  readOnly: boolean;
  change(name: Name, value: string): void;
  blur(name: Name): void;
}

/** What a form may set on a text field besides its name, label, autocomplete and value. */
export type TextFieldExtra = Partial<
  Omit<TextFieldProps, 'name' | 'label' | 'autoComplete' | 'value'>
>;

/**
 * A maker of a form's labelled text fields, each bound to its value, message, change and blur,
 * so a form lists its fields in one line each.
 */
export function textFieldFor<Name extends string>(binding: TextFieldBinding<Name>) {
  return function field(
    name: Name,
    label: string,
    autoComplete: HTMLInputAutoCompleteAttribute,
    extra: TextFieldExtra = {},
  ) {
    return (
      <TextField
        name={name}
        label={label}
        autoComplete={autoComplete}
        value={String(binding.values[name] ?? '')}
        error={binding.errors[name]}
        readOnly={binding.readOnly}
        onChange={(value) => binding.change(name, value)}
        onBlur={() => binding.blur(name)}
        {...extra}
      />
    );
  };
}
