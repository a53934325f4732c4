import { useAtomValue, useStore } from 'jotai/react';
import { startTransition, useMemo, useState } from 'react';
import { elementFormAtoms, sendForm } from '../../atoms/form/formAtoms';
import type { FieldValidator, FormAtoms, StepResult } from '../../atoms/form/formAtoms';
import { useHost } from '../useHost';

/** A form as a view uses it: what was typed, the message under each field, and its changes. */
export interface FieldForm<Values extends object, Field extends string = keyof Values & string> {
  values: Values;
  errors: Partial<Record<Field, string>>;
  /** True while the form is being sent. */
  submitting: boolean;
  /**
   * How many times a press of the form's button found problems (`validateAll` or `submit`): the
   * error summary shows after one (product-rules §8).
   */
  tried: number;
  /** Why the last send failed, or null. */
  failure: string | null;
  /** Stop showing the last send's failure (the buyer has moved on). */
  dismissFailure(): void;
  /** Change one field; a field showing a message is checked again as it changes. */
  change<K extends Field & keyof Values>(field: K, value: Values[K]): void;
  /** Change several fields at once. */
  update(patch: Partial<Values>): void;
  /** The buyer left `field`: check it (the timing of product-rules §8). */
  blur(field: Field): void;
  /** Check every field (or `fields`), as a press of the form's button; true when it may be sent. */
  validateAll(fields?: readonly Field[]): boolean;
  /** Start again from `values` (after a save). */
  reset(values: Values): void;
  /**
   * Send the form: nothing while a send runs or while a field has a message (each then shows);
   * otherwise `run` with the values, busy meanwhile, its failure's message kept in `failure`.
   * Resolves what `run` resolved, or undefined when nothing was sent.
   */
  submit<Result extends StepResult>(
    run: (values: Values) => Promise<Result>,
  ): Promise<Result | undefined>;
}

/** A view's handle on a form of the shared form system (`atoms/form/formAtoms.ts`). */
export function useForm<Values extends object, Field extends string>(
  form: FormAtoms<Values, Field>,
): FieldForm<Values, Field> {
  const store = useStore();
  const [tried, setTried] = useState(0);
  const check = (fields?: readonly Field[]) => {
    const ok = store.set(form.checkAll, fields);
    if (!ok) setTried((n) => n + 1);
    return ok;
  };
  return {
    values: useAtomValue(form.valuesAtom),
    errors: useAtomValue(form.errorsAtom),
    submitting: useAtomValue(form.submittingAtom),
    tried,
    failure: useAtomValue(form.submitErrorAtom),
    change: (field, value) => {
      const patch: Partial<Values> = {};
      patch[field] = value;
      store.set(form.updateValues, patch);
    },
    update: (patch) => store.set(form.updateValues, patch),
    blur: (field) => store.set(form.blurField, field),
    validateAll: check,
    reset: (values) => store.set(form.reset, values),
    dismissFailure: () => store.set(form.submitErrorAtom, null),
    submit: async (run) => {
      if (store.get(form.submittingAtom) || !check()) return undefined;
      return sendForm(store.get, store.set, form, () => run(store.get(form.valuesAtom)));
    },
  };
}

/**
 * A small form that belongs to this element (the member area's details, voucher, verify e-mail
 * and activate forms, the newsletter): its atoms are made on first use with `initial` and
 * `validate`, which returns the message for a field or undefined, and kept with the element, so a
 * move or a remount loses nothing typed.
 */
export function useFieldForm<Values extends Record<string, string | boolean>>(
  name: string,
  initial: Values,
  validate: FieldValidator<Values, keyof Values & string>,
): FieldForm<Values> {
  const host = useHost();
  // The first `initial` and `validate` make the form; later ones are ignored, as useState does.
  const form = useMemo(
    () => elementFormAtoms(host, name, { initial, validate }),
    [host, name], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return useForm(form);
}

/**
 * Runs a form's `send` inside a transition and returns its promise: what the send sets before its
 * first wait (the busy state, the next page) renders after the press's frame rather than in the
 * press itself, so the press is painted at once (docs/speed.md, "Interactions"). Here, beside the
 * forms' hook, so every form that sends has it without a file of its own in its first view.
 */
export function sendAfterPress<T>(send: () => Promise<T>): Promise<T> {
  let sent: Promise<T> | undefined;
  // startTransition runs its callback before it returns. `send` is an async function, so what
  // goes wrong in it reaches the caller as a rejection, never as an error of the page.
  startTransition(() => {
    sent = send();
  });
  return sent!;
}
