import type { ReactNode } from 'react';
import { RequiredMark } from './RequiredMark';

/**
 * The ids of a control's hint and message, `${id}-hint` and `${id}-error`, as its
 * `aria-describedby` (hint first), or undefined when it has neither.
 */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /** The control's id: the label points at it, the hint and message take it as a prefix. */
  id: string;
  label: string;
  required: boolean;
  /** Under the label, tied to the control (`describedBy`). */
  hint?: ReactNode;
  /** The message under the control, announced when it appears; none when valid. */
  error?: string | undefined;
  children: ReactNode;
}

/**
 * Every field's layout around its control (product-rules §8): the label with its required mark,
 * the hint, the control, and the message tied to it.
 */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className="field">
      <label part="label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error && (
        <p part="error" id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
