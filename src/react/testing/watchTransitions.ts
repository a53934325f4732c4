/**
 * For tests that check what runs inside a React transition: `vi.mock('react', …)` with
 * {@link withTransitionDepth} wraps react's own `startTransition`, and {@link transition} says how
 * deep the code running now is inside one (0: outside any).
 *
 *     vi.mock('react', async (importOriginal) =>
 *       (await import('../testing/watchTransitions')).withTransitionDepth(await importOriginal()),
 *     );
 */
import type * as React from 'react';

/** How many `startTransition` scopes the code running now is inside. */
export const transition = { depth: 0 };

/** `react` with `startTransition` counting {@link transition}'s depth around its scope. */
export function withTransitionDepth(react: typeof React): typeof React {
  return {
    ...react,
    startTransition: (scope: () => void) =>
      react.startTransition(() => {
        transition.depth += 1;
        try {
          scope();
        } finally {
          transition.depth -= 1;
        }
      }),
  };
}
