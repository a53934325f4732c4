import { fireEvent } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useFocusTrap } from './useFocusTrap';
import { renderInShadow } from '../testing/renderInShadow';

function Dialog() {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(ref);
  return (
    <div ref={ref} role="dialog" aria-label="Test" tabIndex={-1} onKeyDown={onKeyDown}>
      <button type="button">One</button>
      <button type="button" disabled>
        Off
      </button>
      <a href="#two">Two</a>
      <button type="button">Three</button>
    </div>
  );
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        Toggle
      </button>
      {open && <Dialog />}
    </>
  );
}

describe('useFocusTrap', () => {
  it('cycles Tab and Shift+Tab through the enabled controls inside a shadow root', () => {
    const { view, shadowRoot } = renderInShadow(<Harness />);
    const toggle = view.getByRole('button', { name: 'Toggle' });
    toggle.focus();
    fireEvent.click(toggle);

    const [one, two, three] = [
      view.getByRole('button', { name: 'One' }),
      view.getByRole('link', { name: 'Two' }),
      view.getByRole('button', { name: 'Three' }),
    ];
    expect(shadowRoot.activeElement).toBe(one);
    fireEvent.keyDown(one as HTMLElement, { key: 'Tab' });
    expect(shadowRoot.activeElement).toBe(two);
    fireEvent.keyDown(two as HTMLElement, { key: 'Tab' });
    expect(shadowRoot.activeElement).toBe(three);
    fireEvent.keyDown(three as HTMLElement, { key: 'Tab' });
    expect(shadowRoot.activeElement).toBe(one);
    fireEvent.keyDown(one as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(shadowRoot.activeElement).toBe(three);

    // Unmounting gives focus back to the control that opened it.
    fireEvent.click(toggle);
    expect(view.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shadowRoot.activeElement).toBe(toggle);
  });
});
