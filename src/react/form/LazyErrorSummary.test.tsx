import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { BUYER_MISSING_MESSAGES, validateBuyerField } from '../../atoms/checkout/buyerValidation';
import { HostContext } from '../useHost';
import { LazyErrorSummary } from './LazyErrorSummary';
import { textFieldFor } from './textFieldFor';
import { useFieldForm } from './useFieldForm';

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

type Values = { firstName: string; email: string };
const FIELDS = ['firstName', 'email'] as const;
const validate = (field: keyof Values, values: Values) =>
  validateBuyerField(field, { lastName: 'x', postCode: '2000', ...values });

function BuyerForm() {
  const form = useFieldForm<Values>('buyer', { firstName: '', email: '' }, validate);
  const text = textFieldFor<keyof Values>({ ...form, readOnly: false });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async () => ({ ok: true }));
      }}
    >
      <LazyErrorSummary form={form} fields={FIELDS} words={BUYER_MISSING_MESSAGES} />
      {text('firstName', 'Given names', 'given-name')}
      {text('email', 'Email', 'email', { type: 'email' })}
      <button type="submit">Send</button>
    </form>
  );
}

describe('an error summary whose code arrives after the press (product-rules §8)', () => {
  it('leaves focus in the field the buyer went on to type in, and says what is still wrong', async () => {
    render(
      <Provider store={createStore()}>
        <HostContext value={document.createElement('div')}>
          <BuyerForm />
        </HostContext>
      </Provider>,
    );
    const user = userEvent.setup();
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
