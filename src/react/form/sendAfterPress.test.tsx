import { sendAfterPress } from './useFieldForm';
import { transition } from '../testing/watchTransitions';

vi.mock('react', async (importOriginal) =>
  (await import('../testing/watchTransitions')).withTransitionDepth(await importOriginal()),
);

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
