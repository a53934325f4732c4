import { useId } from 'react';
import type { Ref } from 'react';
import type { MissingForNext } from '../../atoms/festivalPass';

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  problems: readonly MissingForNext[];
  /** Move focus to the control of `field`. */
  onFix(field: MissingForNext['field']): void;
  /** Its id, for the control it explains (`aria-describedby`). */
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * GOV.UK's "There is a problem" summary: what still keeps Next unavailable, each a link that
 * takes the buyer to the field. Focused when it appears, so it is read out first.
 */
export function ErrorSummary({ problems, onFix, id, ref }: ErrorSummaryProps) {
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
