import { useEffect, useId, useState } from 'react';
import type { RefObject } from 'react';
import { formatMoney } from '../../format/formatMoney';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';

/** "1 item" / "3 items". */
export const itemCountText = (count: number): string =>
  `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The bar's CSS, adopted with it: only in an element under 600 px wide (the shop is a size
 * container), stuck to the foot of the screen inside the shop's column, clear of a phone's home
 * indicator; hidden, it keeps its place, so nothing moves when it steps aside.
 */
export const cartBarCss = `
.cart-bar {
  position: sticky; bottom: 0; z-index: 1;
  display: flex; align-items: center; justify-content: space-between; gap: 0.75em;
  padding: 0.5em 0.75em calc(0.5em + env(safe-area-inset-bottom, 0px));
  background: var(--cinema-color-surface); border: 1px solid var(--cinema-color-border);
  border-radius: var(--cinema-radius); box-shadow: 0 -0.25em 1em rgb(0 0 0 / 0.25);
}
.cart-bar--hidden { visibility: hidden; }
.cart-bar__text { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
@container (min-width: 600px) { .cart-bar { display: none; } }
`;

/** How much of the cart's 'Checkout' counts as on screen (a hair under all, for sub-pixel edges). */
const WHOLLY = 0.99;

/** Props of {@link CartBar}. */
export interface CartBarProps {
  /** Every shop item and ticket (product-rules §5.1). */
  count: number;
  /** The cart's total, as the cart shows it. */
  totalInCents: number;
  /**
   * The cart's own 'Checkout', which the bar stands in for: the bar steps aside only while that
   * button is wholly on screen, not while some other part of the cart peeks in at the foot.
   */
  checkoutRef: RefObject<HTMLElement | null>;
  /** A 'Who is it for?' form is open: the bar steps aside for its fields and the keyboard. */
  formOpen: boolean;
  /** Ids of what else describes 'Checkout' (why checkout waits, product-rules §15.2). */
  describedBy?: string | undefined;
  onCheckout(): void;
}

/**
 * The cart at the foot of the screen while a buyer on a phone browses the catalogue (the shop's
 * CSS shows it only in a narrow element): '3 items · $145.00' and 'Checkout', which does what the
 * cart's does. It is hidden while a form is open or the cart's own 'Checkout' is on screen, so it
 * never covers a field and a 'Checkout' is always in view once the cart has an item. Not a live region: the shop already says what each add did, and a
 * total read out on every change would drown it; the count and total are read with 'Checkout'.
 */
export function CartBar(props: CartBarProps) {
  useStyles(cartBarCss, STYLE_ORDER.element);
  const { checkoutRef } = props;
  const textId = useId();
  const [checkoutInView, setCheckoutInView] = useState(false);
  // Focus inside keeps the bar (a keyboard user on its 'Checkout' never loses focus to a hide).
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const checkout = checkoutRef.current;
    if (!checkout || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setCheckoutInView(last.isIntersecting && last.intersectionRatio >= WHOLLY);
      },
      { threshold: [0, WHOLLY] },
    );
    observer.observe(checkout);
    return () => observer.disconnect();
  }, [checkoutRef]);

  const hidden = props.formOpen || (checkoutInView && !focused);
  const count = itemCountText(props.count);
  const total = formatMoney(props.totalInCents);
  return (
    <div
      role="group"
      aria-label="Cart"
      className={hidden ? 'cart-bar cart-bar--hidden' : 'cart-bar'}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <p id={textId} className="cart-bar__text">
        <span aria-hidden="true">
          {count} · {total}
        </span>
        <span className="visually-hidden">
          {count}, {total}
        </span>
      </p>
      <button
        part="button button-primary"
        type="button"
        aria-describedby={props.describedBy ? `${textId} ${props.describedBy}` : textId}
        onClick={props.onCheckout}
      >
        Checkout
      </button>
    </div>
  );
}
