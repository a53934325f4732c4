/**
 * The one form system of every element (the festival pass's and the shop's details, the membership
 * applicant, the member area's forms, the newsletter): a form's values, the message under each
 * field and its send state live in atoms, so they survive r2wc's
 * unmount when the element moves in the DOM and can be read by the actions that send them. The
 * timing of product-rules §8 is applied here once: a field is checked when the buyer leaves it, a
 * field showing a message is checked again as anything changes, and a send checks every field.
 */
import { atom } from 'jotai/vanilla';
import type { Getter, PrimitiveAtom, Setter, WritableAtom } from 'jotai/vanilla';
import { elementOwned } from '../elementState';
import { personalAtom } from '../personalDataClears';

/** The message for `field` given `values`, or undefined when it is valid. */
export type FieldValidator<Values, Field extends string> = (
  field: Field,
  values: Values,
  get: Getter,
) => string | undefined;

/** The atoms of one form. */
export interface FormAtoms<Values extends object, Field extends string> {
  readonly valuesAtom: PrimitiveAtom<Values>;
  readonly errorsAtom: PrimitiveAtom<Partial<Record<Field, string>>>;
  /** True while the form is being sent: the values are frozen, a second send does nothing. */
  readonly submittingAtom: PrimitiveAtom<boolean>;
  /** Why the last send failed, or null. */
  readonly submitErrorAtom: PrimitiveAtom<string | null>;
  /**
   * Change values (ignored while the form is being sent, so what is sent is what the form shows);
   * a field showing a message is checked again, so the message goes once it is fixed.
   */
  readonly updateValues: WritableAtom<null, [Partial<Values>], void>;
  /** The buyer left `field`: the on-blur check (product-rules §8). */
  readonly blurField: WritableAtom<null, [Field], void>;
  /**
   * Check `fields` (by default every field of the values), as a send does: each gets its message,
   * or none. True when none has a message.
   */
  readonly checkAll: WritableAtom<null, [fields?: readonly Field[]], boolean>;
  /** Start again from `values` (after a save, or a new buyer): no message, no send failure. */
  readonly reset: WritableAtom<null, [Values], void>;
}

/** How a form's fields behave. */
export interface FormOptions<Values extends object, Field extends string> {
  initial: Values;
  validate: FieldValidator<Values, Field>;
  /** How a change applies (default: the patch over the values). */
  merge?(values: Values, patch: Partial<Values>): Values;
  /**
   * The values after `clearPersonalData()` (default `initial`): empty, where `initial` came from
   * the signed-in member.
   */
  cleared?: Values;
}

/** Build one form's atoms. */
export function createFormAtoms<Values extends object, Field extends string>(
  options: FormOptions<Values, Field>,
): FormAtoms<Values, Field> {
  const { validate, merge = (values, patch) => ({ ...values, ...patch }) } = options;
  // Personal: a clear empties the values and their messages (product-rules §4.4).
  const valuesAtom = personalAtom<Values>(
    { ...options.initial },
    { ...(options.cleared ?? options.initial) },
  );
  const errorsAtom = personalAtom<Partial<Record<Field, string>>>({}, {});
  const submittingAtom = atom(false);
  const submitErrorAtom = atom<string | null>(null);

  /**
   * `errors` with `fields`' messages as of `values`: `errors` itself when none of them changed, so
   * a blur or a keystroke that changes no message re-renders nothing that shows them.
   */
  const checked = (
    get: Getter,
    errors: Partial<Record<Field, string>>,
    fields: readonly Field[],
    values: Values,
  ) => {
    let next = errors;
    for (const field of fields) {
      const message = validate(field, values, get) || undefined;
      if (message === next[field]) continue;
      if (next === errors) next = { ...errors };
      if (message) next[field] = message;
      else delete next[field];
    }
    return next;
  };

  const updateValues = atom(null, (get, set, patch: Partial<Values>) => {
    if (get(submittingAtom)) return;
    const values = merge(get(valuesAtom), patch);
    set(valuesAtom, values);
    const errors = get(errorsAtom);
    set(errorsAtom, checked(get, errors, Object.keys(errors) as Field[], values));
  });

  const blurField = atom(null, (get, set, field: Field) => {
    set(errorsAtom, checked(get, get(errorsAtom), [field], get(valuesAtom)));
  });

  const checkAll = atom(null, (get, set, fields?: readonly Field[]) => {
    const values = get(valuesAtom);
    const all = fields ?? (Object.keys(values) as Field[]);
    const errors = checked(get, {}, all, values);
    set(errorsAtom, errors);
    return Object.keys(errors).length === 0;
  });

  const reset = atom(null, (_get, set, values: Values) => {
    set(valuesAtom, { ...values });
    set(errorsAtom, {});
    set(submitErrorAtom, null);
  });

  return {
    valuesAtom,
    errorsAtom,
    submittingAtom,
    submitErrorAtom,
    updateValues,
    blurField,
    checkAll,
    reset,
  };
}

/**
 * The form named `name` of `owner` (an element): made on first use from `options`, the same atoms
 * for that element ever after (later options are ignored, as `useState` ignores a later initial
 * value), so a move in the DOM or a remount loses nothing typed.
 */
export function elementFormAtoms<Values extends object, Field extends string>(
  owner: object,
  name: string,
  options: FormOptions<Values, Field>,
): FormAtoms<Values, Field> {
  return elementOwned(owner, `form:${name}`, () => createFormAtoms(options));
}

/** How a send ended. */
export type StepResult = { ok: true } | { ok: false; message: string };

/** What a send needs of its form. */
export type SendState = Pick<FormAtoms<object, string>, 'submittingAtom' | 'submitErrorAtom'>;

/**
 * Send a form, once at a time: busy while `run` runs, the failure's message kept for the form.
 * Resolves what `run` resolved, or undefined when a send of this form was already running (a
 * second click or Enter does nothing).
 */
export async function sendForm<Result extends StepResult>(
  get: Getter,
  set: Setter,
  { submittingAtom, submitErrorAtom }: SendState,
  run: () => Promise<Result>,
): Promise<Result | undefined> {
  if (get(submittingAtom)) return undefined;
  set(submittingAtom, true);
  set(submitErrorAtom, null);
  try {
    const result = await run();
    if (!result.ok) set(submitErrorAtom, result.message);
    return result;
  } finally {
    set(submittingAtom, false);
  }
}
