import { useEffect } from 'react';
import { tellAdmin } from '../../config/adminConsole';
import { emit } from '../../events/events';
import { useHost } from '../useHost';
import type { ConfigProblem } from './parseConfig';

/** Props of {@link ConfigMessage}. */
export interface ConfigMessageProps {
  problems: readonly ConfigProblem[];
}

/**
 * A visible, announced message listing what is wrong with the element's attributes, so a page
 * author sees the mistake instead of a blank box. Also emits `cinema-error` once per distinct set
 * of problems, for pages that log errors, and tells the admin once per problem in the console,
 * with what to set instead (docs/product-rules.md §2.7).
 */
export function ConfigMessage({ problems }: ConfigMessageProps) {
  const host = useHost();
  const summary = problems.map((problem) => problem.message).join(' ');

  useEffect(() => {
    emit(host, 'cinema-error', { message: summary });
    tellAdmin(host, 'attribute', summary, problems);
    // The problems are the summary's: a new list with the same problems tells nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, summary]);

  return (
    <div role="alert" className="alert" part="config-error error">
      <p className="alert__title">{`<${host.localName}> is not set up correctly.`}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.attribute}>{problem.message}</li>
        ))}
      </ul>
    </div>
  );
}
