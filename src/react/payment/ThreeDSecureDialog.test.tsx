import { fireEvent, render } from '@testing-library/react';
import ThreeDSecureDialog from './ThreeDSecureDialog';

// The dialog adopts its stylesheet into the element's shadow root; this test renders it bare.
vi.mock('../useStyles', () => ({ useStyles: () => undefined }));
import { CHALLENGE_SLOT } from './useCardVerification';

/** A host whose shadow root holds the dialog, and a light-DOM frame in the challenge slot. */
function setUp(withFrame = true) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  // The button that started the payment, in the element's shadow root as on the payment page.
  const before = document.createElement('button');
  before.textContent = 'Process Payment';
  const mount = document.createElement('div');
  shadow.append(before, mount);
  before.focus();
  let frame: HTMLIFrameElement | null = null;
  if (withFrame) {
    const container = document.createElement('div');
    container.slot = CHALLENGE_SLOT;
    frame = document.createElement('iframe');
    frame.title = 'Demo Bank';
    container.append(frame);
    host.append(container);
  }
  const onCancel = vi.fn();
  const view = render(<ThreeDSecureDialog slot={CHALLENGE_SLOT} onCancel={onCancel} />, {
    container: mount,
  });
  const cancel = [...shadow.querySelectorAll('button')].find(
    (button) => button.textContent === 'Cancel',
  ) as HTMLButtonElement;
  return { host, shadow, before, frame, onCancel, view, cancel };
}

afterEach(() => document.body.replaceChildren());

describe('ThreeDSecureDialog', () => {
  it('is a modal dialog named ‘Verify your card’ that shows the challenge slot', () => {
    const { shadow } = setUp();
    const dialog = shadow.querySelector('[role="dialog"]');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const title = shadow.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title).toHaveTextContent('Verify your card');
    expect(dialog?.querySelector(`slot[name="${CHALLENGE_SLOT}"]`)).not.toBeNull();
  });

  it('moves focus to the bank’s frame, and back where it was when it goes', () => {
    const { frame, before, view, shadow } = setUp();
    expect(document.activeElement).toBe(frame);
    view.unmount();
    expect(shadow.activeElement).toBe(before);
  });

  it('focuses Cancel when there is no frame yet', () => {
    const { shadow, cancel } = setUp(false);
    expect(shadow.activeElement).toBe(cancel);
  });

  it('keeps Tab between the frame and Cancel: from Cancel either way to the frame, Shift+Tab out of the frame to Cancel', () => {
    const { shadow, frame, cancel } = setUp();
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(frame);
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(frame);
    // The sentinel before the frame is where a backward Tab out of the frame lands.
    const sentinel = shadow.querySelector('[tabindex="0"]') as HTMLElement;
    sentinel.focus();
    expect(shadow.activeElement).toBe(cancel);
  });

  it('Escape and Cancel cancel', () => {
    const { cancel, onCancel } = setUp();
    fireEvent.keyDown(cancel, { key: 'Escape' });
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
