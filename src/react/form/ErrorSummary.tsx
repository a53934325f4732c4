import { useId } from 'react';
import type { Ref } from 'react';

/** One thing the summary lists: the field at fault and what to do about it. */
export interface SummaryProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps<Field extends string = string> {
  problems: readonly SummaryProblem<Field>[];
  /** Move focus to the control of `field`. */
  onFix(field: Field): void;
  /** Its id, for the control it explains (`aria-describedby`). */
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * GOV.UK's "There is a problem" summary: what still keeps the form from going on, each a link that
 * takes the buyer to the field. Focused when it appears, so it is read out first.
 */
export function ErrorSummary<Field extends string>({
  problems,
  onFix,
  id,
  ref,
}: ErrorSummaryProps<Field>) {
  const headingId = useId();
  return (
    <div
      ref={ref}
      id={id}
      className="error-summary"
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h3 id={headingId}>There is a problem</h3>
      <ul>
        {problems.map((problem) => (
          <li key={problem.field}>
            <a
              href={`#${problem.field}`}
              onClick={(event) => {
                event.preventDefault();
                onFix(problem.field);
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
