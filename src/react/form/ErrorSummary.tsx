import { useEffect, useId, useRef } from 'react';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';
import { errorSummaryCss } from './errorSummaryCss';

/** What the summary needs of a form (`useForm`'s handle). */
export interface SummaryForm<Field extends string> {
  values: object;
  errors: Partial<Record<Field, string>>;
  /** How many presses of the form's button found problems. */
  tried: number;
  submitting: boolean;
}

/**
 * A field's line in the summary: the rules' words for it (`words[field]`, product-rules §8.1's
 * 'Enter your given names') while it is empty, else the message at the field; or a function of
 * the field, its message and its value.
 */
export type SummaryWords<Field extends string> =
  Partial<Record<Field, string>> | ((field: Field, message: string, value: string) => string);

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps<Field extends string> {
  form: SummaryForm<Field>;
  /** The fields that can be at fault, in the order of the form. */
  fields: readonly Field[];
  words?: SummaryWords<Field> | undefined;
  /** Its id, for the control it explains (`aria-describedby`). */
  id?: string;
  /**
   * Whether it may take focus now (default: always). A summary whose code arrives after the press
   * asks, so it never pulls the buyer out of a field they have moved on to meanwhile.
   */
  mayFocus?: (() => boolean) | undefined;
}

/**
 * GOV.UK's "There is a problem" summary, one half of the forms' one error pattern (product-rules
 * §8): after a press of the form's button that found problems, every field at fault, each a link
 * that takes the buyer to the field, which shows its own message. It takes focus after each such
 * press (and when it first appears after one, loaded late), so it is read out first, and follows
 * the fields as they are fixed without taking focus again.
 */
export function ErrorSummary<Field extends string>({
  form,
  fields,
  words = {},
  id,
  mayFocus,
}: ErrorSummaryProps<Field>) {
  useStyles(errorSummaryCss, STYLE_ORDER.page);
  const { errors, tried } = form;
  const values = form.values as Record<Field, unknown>;
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The presses already answered: a summary shown again with an old press's problems (its form
  // back on screen after 'Change') leaves focus on the page's heading. One loaded late (with
  // `mayFocus`) has answered none yet.
  const answered = useRef(mayFocus ? 0 : tried);
  useEffect(() => {
    if (!tried || tried === answered.current) return;
    answered.current = tried;
    if (mayFocus?.() ?? true) ref.current?.focus();
    // Only a press moves focus; a new `mayFocus` on a re-render is not one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tried]);
  const problems = fields.filter((field) => errors[field]);
  if (!tried || form.submitting || problems.length === 0) return null;
  return (
    <div
      part="error"
      ref={ref}
      id={id}
      className="error-summary"
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h3 part="heading" id={headingId}>
        There is a problem
      </h3>
      <ul>
        {problems.map((field) => {
          const message = errors[field] ?? '';
          const value = String(values[field] ?? '');
          return (
            <li key={field}>
              <a
                href={`#${field}`}
                onClick={(event) => {
                  event.preventDefault();
                  event.currentTarget
                    .closest('form')
                    ?.querySelector<HTMLElement>(`[name="${field}"]`)
                    ?.focus();
                }}
              >
                {typeof words === 'function'
                  ? words(field, message, value)
                  : (!value.trim() && words[field]) || message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
