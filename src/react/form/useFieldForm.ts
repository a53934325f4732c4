import { useCallback } from 'react';
import { useElementState } from '../useElementState';

/** A member form's state: what was typed and the message under each field. */
export interface FieldForm<Values extends Record<string, string | boolean>> {
  values: Values;
  errors: Partial<Record<keyof Values & string, string>>;
  /** Change one field; a field showing a message is checked again as it changes. */
  change<K extends keyof Values & string>(field: K, value: Values[K]): void;
  /** The buyer left `field`: check it (the timing of product-rules §8). */
  blur(field: keyof Values & string): void;
  /** Check every field; true when the form may be sent. */
  validateAll(): boolean;
  /** Start again from `values` (after a save). */
  reset(values: Values): void;
}

/**
 * State for the member area's small forms (details, voucher, verify e-mail, activate):
 * the on-blur checks (product-rules §8) through `validate`, which returns the message for a field
 * or undefined.
 */
export function useFieldForm<Values extends Record<string, string | boolean>>(
  name: string,
  initial: Values,
  validate: (field: keyof Values & string, values: Values) => string | undefined,
): FieldForm<Values> {
  // Kept with the element, so a move or a remount loses nothing typed.
  const [values, setValues] = useElementState(`form:${name}:values`, initial);
  const [errors, setErrors] = useElementState<Partial<Record<keyof Values & string, string>>>(
    `form:${name}:errors`,
    {},
  );

  const check = useCallback(
    (field: keyof Values & string, next: Values) =>
      setErrors((current) => {
        const message = validate(field, next);
        const updated = { ...current };
        if (message) updated[field] = message;
        else delete updated[field];
        return updated;
      }),
    [validate, setErrors],
  );

  return {
    values,
    errors,
    change: (field, value) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (errors[field]) check(field, next);
    },
    blur: (field) => check(field, values),
    validateAll: () => {
      const all: Partial<Record<keyof Values & string, string>> = {};
      for (const field of Object.keys(values) as (keyof Values & string)[]) {
        const message = validate(field, values);
        if (message) all[field] = message;
      }
      setErrors(all);
      return Object.keys(all).length === 0;
    },
    reset: (next) => {
      setValues(next);
      setErrors({});
    },
  };
}
