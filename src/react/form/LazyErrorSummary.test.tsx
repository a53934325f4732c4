import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyerForm, renderInForm } from './testing/buyerForm';

// The summary's code arrives only when the test says so, as on a slow network.
const chunk = vi.hoisted(() => {
  let release = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('./errorSummaryChunk', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('an error summary whose code arrives after the press (product-rules §8)', () => {
  it('leaves focus in the field the buyer went on to type in, and says what is still wrong', async () => {
    const user = renderInForm(<BuyerForm lazy />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: /Given names/ });
    await user.click(name);
    await user.keyboard('Sam');
    chunk.release();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Sam');
    expect(summary).not.toHaveFocus();
    expect(summary).toHaveTextContent('Enter your email address');
    // The next press is a press: the summary, here now, takes focus.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(summary).toHaveFocus());
  });
});
