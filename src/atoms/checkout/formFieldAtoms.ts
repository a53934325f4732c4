/**
 * The field state every checkout form keeps (the festival pass's, the shop's): the values, the
 * message under each field, the fields the buyer has left, and the two ways they change, so each
 * form applies the timing of product-rules §8 the same way.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, PrimitiveAtom, Setter, WritableAtom } from 'jotai/vanilla';
import { loadCheckoutFlow } from '../loadCheckoutFlow';
import type { CheckoutFlow } from '../loadCheckoutFlow';
import { loadChunk } from '../loadChunk';

/** The atoms of one form's fields. */
export interface FormFieldAtoms<Values extends object, Field extends string> {
  valuesAtom: PrimitiveAtom<Values>;
  errorsAtom: PrimitiveAtom<Partial<Record<Field, string>>>;
  touchedAtom: PrimitiveAtom<Partial<Record<Field, boolean>>>;
  /**
   * Change values (ignored while `frozenAtom` is true, so what is being sent is what the form
   * shows); a field showing a message is checked again, so the message goes once it is fixed.
   */
  updateValues: WritableAtom<null, [Partial<Values>], void>;
  /** The buyer left `field`: the on-blur check (product-rules §8). */
  blurField: WritableAtom<null, [Field], void>;
}

/** How a form's fields behave. */
export interface FormFieldOptions<Values extends object, Field extends string> {
  initial: Values;
  /** The message for `field`, or undefined when it is valid. */
  validate(field: Field, values: Values): string | undefined;
  /** True while the form is being sent. */
  frozenAtom: Atom<boolean>;
  /** How a change applies (default: the patch over the values). */
  merge?(values: Values, patch: Partial<Values>): Values;
}

/** Build one form's field atoms. */
export function createFormFieldAtoms<Values extends object, Field extends string>(
  options: FormFieldOptions<Values, Field>,
): FormFieldAtoms<Values, Field> {
  const { validate, frozenAtom, merge = (values, patch) => ({ ...values, ...patch }) } = options;
  const valuesAtom = atom<Values>({ ...options.initial });
  const errorsAtom = atom<Partial<Record<Field, string>>>({});
  const touchedAtom = atom<Partial<Record<Field, boolean>>>({});

  const updateValues = atom(null, (get, set, patch: Partial<Values>) => {
    if (get(frozenAtom)) return;
    const values = merge(get(valuesAtom), patch);
    set(valuesAtom, values);
    const errors = { ...get(errorsAtom) };
    for (const field of Object.keys(errors) as Field[]) {
      const message = validate(field, values);
      if (message) errors[field] = message;
      else delete errors[field];
    }
    set(errorsAtom, errors);
  });

  const blurField = atom(null, (get, set, field: Field) => {
    set(touchedAtom, (touched) => ({ ...touched, [field]: true }));
    const message = validate(field, get(valuesAtom));
    set(errorsAtom, (errors) => {
      const next = { ...errors };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  });

  return { valuesAtom, errorsAtom, touchedAtom, updateValues, blurField };
}

/** How a form's step ended. */
export type StepResult = { ok: true } | { ok: false; message: string };

/** The send state of a form. */
export interface SendState {
  submittingAtom: PrimitiveAtom<boolean>;
  /** Why the last send failed, or null. */
  submitErrorAtom: PrimitiveAtom<string | null>;
}

/**
 * Send a form with the checkout flow's code, which loads on the first send rather than with the
 * form: busy while it runs, the failure's message kept for the form, never throwing. Resolves
 * whether it succeeded.
 */
export async function sendWithCheckoutFlow(
  set: Setter,
  { submittingAtom, submitErrorAtom }: SendState,
  run: (flow: CheckoutFlow) => Promise<StepResult>,
): Promise<boolean> {
  set(submittingAtom, true);
  set(submitErrorAtom, null);
  try {
    const loaded = await loadChunk(loadCheckoutFlow);
    if (!loaded.ok) {
      set(submitErrorAtom, loaded.message);
      return false;
    }
    const result = await run(loaded.module);
    if (!result.ok) set(submitErrorAtom, result.message);
    return result.ok;
  } finally {
    set(submittingAtom, false);
  }
}
