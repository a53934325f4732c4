import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { HostContext } from '../useHost';
import { textFieldFor } from './textFieldFor';
import { useFieldForm } from './useFieldForm';
import type { StepResult } from '../../atoms/form/formAtoms';

const validate = (_field: 'code', values: { code: string }) =>
  values.code.trim() ? undefined : 'Enter a code';

function CodeForm({ run }: { run(code: string): Promise<StepResult> }) {
  const form = useFieldForm('code', { code: '' }, validate);
  const text = textFieldFor<'code'>({ ...form, readOnly: form.submitting });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(({ code }) => run(code));
      }}
    >
      {text('code', 'Code', 'off')}
      {form.failure && <p role="alert">{form.failure}</p>}
      <button type="submit">{form.submitting ? 'Sending' : 'Send'}</button>
    </form>
  );
}

/** Render the form in `host`'s tree; the same host and store keep its state. */
function mount(
  host: HTMLElement,
  store: ReturnType<typeof createStore>,
  run = (_: string) => new Promise<StepResult>(() => {}),
) {
  return render(
    <Provider store={store}>
      <HostContext value={host}>
        <CodeForm run={run} />
      </HostContext>
    </Provider>,
  );
}

describe('useFieldForm', () => {
  it('keeps what was typed and its messages when the tree unmounts and mounts again (a move)', async () => {
    const user = userEvent.setup();
    const [host, store] = [document.createElement('div'), createStore()];
    const first = mount(host, store);
    await user.type(screen.getByRole('textbox', { name: /Code/ }), 'AB');
    await user.clear(screen.getByRole('textbox', { name: /Code/ }));
    await user.tab();
    expect(screen.getByText('Enter a code')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Code/ }), 'XY');
    first.unmount();
    mount(host, store);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Code/ }).value).toBe('XY');
    // Another element's form of the same name is its own.
    mount(document.createElement('div'), store);
    expect(screen.getAllByRole<HTMLInputElement>('textbox', { name: /Code/ })[1]?.value).toBe('');
  });

  it('sends nothing with a message showing, then once at a time, and keeps a failure', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    let finish!: (result: StepResult) => void;
    const run = (code: string) => {
      calls.push(code);
      return new Promise<StepResult>((resolve) => (finish = resolve));
    };
    mount(document.createElement('div'), createStore(), run);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a code')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Code/ }), 'XY');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Sending' }));
    expect(calls).toEqual(['XY']);
    await act(async () => finish({ ok: false, message: 'That code is not valid' }));
    expect(screen.getByRole('alert').textContent).toBe('That code is not valid');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Code/ }).value).toBe('XY');
  });
});
