import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderInElementRoot } from '../testing/renderInElementRoot';
import { CartBar, itemCountText } from './CartBar';
import type { CartBarProps } from './CartBar';

/**
 * A stand-in IntersectionObserver the test drives: `report(ratio)` says how much of the cart's
 * 'Checkout' is on screen (0 to 1).
 */
function stubObserver() {
  const observed: Element[] = [];
  let callback: IntersectionObserverCallback = () => undefined;
  class FakeObserver {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb;
    }
    observe(target: Element) {
      observed.push(target);
    }
    disconnect() {
      observed.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    report: (intersectionRatio: number) =>
      act(() =>
        callback(
          [
            {
              isIntersecting: intersectionRatio > 0,
              intersectionRatio,
            } as IntersectionObserverEntry,
          ],
          {} as IntersectionObserver,
        ),
      ),
  };
}

function renderBar(props: Partial<CartBarProps> = {}) {
  const cartCheckout = document.createElement('button');
  document.body.append(cartCheckout);
  const checkoutRef = createRef<HTMLElement>() as { current: HTMLElement | null };
  checkoutRef.current = cartCheckout;
  const onCheckout = vi.fn();
  const view = renderInElementRoot(
    <CartBar
      count={3}
      totalInCents={14500}
      checkoutRef={checkoutRef}
      formOpen={false}
      onCheckout={onCheckout}
      {...props}
    />,
  );
  return { ...view, cartCheckout, onCheckout };
}

/** The bar, as assistive technology finds it: not at all while it is hidden. */
const bar = () => screen.queryByRole('group', { name: 'Cart' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('<CartBar>', () => {
  it("says '3 items · $145.00', and its 'Checkout' (read with them) checks out", async () => {
    stubObserver();
    const { onCheckout } = renderBar();
    const group = screen.getByRole('group', { name: 'Cart' });
    expect(group).toHaveTextContent('3 items · $145.00');
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout).toHaveAccessibleDescription('3 items, $145.00');
    await userEvent.click(checkout);
    expect(onCheckout).toHaveBeenCalledTimes(1);
    // Not a live region: nothing is announced as the cart changes.
    expect(group.closest('[aria-live]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('counts one item in the singular, and adds what else describes checkout', () => {
    stubObserver();
    const held = document.createElement('p');
    held.id = 'held';
    held.textContent = 'Say who each gift card is for.';
    document.body.append(held);
    renderBar({ count: 1, totalInCents: 5000, describedBy: 'held' });
    expect(itemCountText(1)).toBe('1 item');
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
      '1 item, $50.00 Say who each gift card is for.',
    );
  });

  it('steps aside while a form is open', () => {
    stubObserver();
    renderBar({ formOpen: true });
    expect(bar()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it("steps aside only while the cart's own 'Checkout' is wholly on screen, unless it holds focus", async () => {
    const io = stubObserver();
    const { cartCheckout } = renderBar();
    expect(io.observed).toEqual([cartCheckout]);
    expect(bar()).toBeInTheDocument();
    // The cart's 'Checkout' peeking in at the foot of the screen is not yet one to press.
    io.report(0.4);
    expect(bar()).toBeInTheDocument();
    io.report(1);
    expect(bar()).toBeNull();
    io.report(0);
    expect(bar()).toBeInTheDocument();
    // A keyboard user on its 'Checkout' keeps it while the cart scrolls into view.
    act(() => screen.getByRole('button', { name: 'Checkout' }).focus());
    io.report(1);
    expect(bar()).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Checkout' }).blur());
    expect(bar()).toBeNull();
  });
});
