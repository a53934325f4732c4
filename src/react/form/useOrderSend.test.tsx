import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom } from 'jotai/vanilla';
import { renderInElementRoot } from '../testing/renderInElementRoot';
import type { CheckoutSession } from '../payment/CheckoutSession';
import { useOrderSend } from './useOrderSend';
import { transition } from '../testing/watchTransitions';

vi.mock('react', async (importOriginal) =>
  (await import('../testing/watchTransitions')).withTransitionDepth(await importOriginal()),
);

function Send({ session, submit }: { session: CheckoutSession; submit: () => Promise<boolean> }) {
  const { send } = useOrderSend(session, submit, atom<string | null>(null));
  return (
    <button type="button" onClick={() => void send()}>
      Next
    </button>
  );
}

describe('useOrderSend', () => {
  it('starts the session and the submit inside a transition, so the press paints before the busy form', async () => {
    const seen: string[] = [];
    const session = {
      start: () => seen.push(`start${transition.depth > 0 ? ' in a transition' : ''}`),
    } as unknown as CheckoutSession;
    const submit = () => {
      seen.push(`submit${transition.depth > 0 ? ' in a transition' : ''}`);
      return Promise.resolve(true);
    };
    renderInElementRoot(<Send session={session} submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await act(() => Promise.resolve());
    expect(seen).toEqual(['start in a transition', 'submit in a transition']);
  });
});
