/**
 * An element that shows a problem an admin can fix (an attribute, a festival without passes, an
 * API that does not answer) also says so once in the console (docs/product-rules.md §2.7). This
 * is all a first view carries of it: the words are in adminMessages.ts, a chunk loaded only when
 * there is something to tell.
 */
import type { tell } from './adminMessages';
import type { AdminProblem } from './adminProblem';

export type { AdminProblem };

/**
 * Tell the page's admin, in the console, about a problem of an element: `(host, problem, shown,
 * detail?)`, where `shown` is what the element shows and `detail` the attribute problems or the
 * error (adminMessages.ts `tell`). Never throws, and logs nothing when the messages' chunk cannot
 * be fetched.
 */
export function tellAdmin(...problem: Parameters<typeof tell>): void {
  import('./adminMessages').then(
    (messages) => messages.tell(...problem),
    () => undefined,
  );
}
