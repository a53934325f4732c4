import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { WhoopsModal } from './WhoopsModal';
import { renderInShadow } from '../testing/renderInShadow';

function Harness({ message }: { message: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pay
      </button>
      <input aria-label="Other field" />
      {open && <WhoopsModal message={message} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Render inside an open shadow root, as the element does. */
function renderHarness(message = 'Your card was declined by the bank.') {
  const { view, shadowRoot } = renderInShadow(<Harness message={message} />);
  return { view, shadowRoot, user: userEvent.setup() };
}

async function open(message?: string) {
  const page = renderHarness(message);
  const trigger = page.view.getByRole('button', { name: 'Pay' });
  await page.user.click(trigger);
  return { ...page, trigger, dialog: page.view.getByRole('dialog', { name: 'WHOOPS' }) };
}

describe('WhoopsModal', () => {
  it('is a labelled modal dialog with the message and moves focus to Close', async () => {
    const { dialog, view, shadowRoot } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Your card was declined by the bank.');
    expect(shadowRoot.activeElement).toBe(view.getByRole('button', { name: 'Close' }));
  });

  it('shows the default of product-rules §7.1 when there is no message', async () => {
    const { dialog } = await open('  ');
    expect(dialog).toHaveTextContent('An error has occurred');
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { view, shadowRoot, dialog } = await open();
    const close = view.getByRole('button', { name: 'Close' });
    // fireEvent returns false when the default (leaving the dialog) was prevented.
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(false);
    expect(shadowRoot.activeElement).toBe(close);
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(shadowRoot.activeElement).toBe(close);

    // From the dialog box itself (e.g. after a click on its text) Tab goes back to its control.
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(shadowRoot.activeElement).toBe(close);
  });

  it('closes on Escape and returns focus to where it was', async () => {
    const { user, view, shadowRoot, trigger } = await open();
    await user.keyboard('{Escape}');
    expect(view.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shadowRoot.activeElement).toBe(trigger);
  });

  it('closes on Close and returns focus to where it was', async () => {
    const { user, view, shadowRoot, trigger } = await open();
    await user.click(view.getByRole('button', { name: 'Close' }));
    expect(view.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shadowRoot.activeElement).toBe(trigger);
  });
});
