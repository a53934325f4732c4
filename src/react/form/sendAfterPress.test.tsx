import type * as React from 'react';
import { sendAfterPress } from './useFieldForm';

/** Whether the code under test is inside `startTransition` (react's own, wrapped to tell). */
const transition = vi.hoisted(() => ({ depth: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
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
});

describe('sendAfterPress', () => {
  it('runs the send at once, inside a transition, and hands back its promise', async () => {
    const seen: string[] = [];
    const sent = sendAfterPress(() => {
      seen.push(transition.depth > 0 ? 'sent in a transition' : 'sent outside one');
      return Promise.resolve('answered');
    });
    seen.push('returned');
    expect(seen).toEqual(['sent in a transition', 'returned']);
    await expect(sent).resolves.toBe('answered');
  });

  it("passes a send's failure on to its caller", async () => {
    await expect(sendAfterPress(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
  });
});
