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

/** Props of {@link CartBar}. */
export interface CartBarProps {
  /** Every shop item and ticket (product-rules §5.1). */
  count: number;
  /** The cart's total, as the cart shows it. */
  totalInCents: number;
  /** The cart the bar stands in for: while any of it is on screen the bar steps aside. */
  cartRef: RefObject<HTMLElement | null>;
  /** A 'Who is it for?' form is open: the bar steps aside for its fields and the keyboard. */
  formOpen: boolean;
  /** Ids of what else describes 'Checkout' (why checkout waits, product-rules §15.2). */
  describedBy?: string | undefined;
  onCheckout(): void;
}

/**
 * The cart at the foot of the screen while a buyer on a phone browses the catalogue (the shop's
 * CSS shows it only in a narrow element): '3 items · $145.00' and 'Checkout', which does what the
 * cart's does. It is hidden while a form is open or the cart itself is on screen, so it never
 * covers a field or the cart. Not a live region: the shop already says what each add did, and a
 * total read out on every change would drown it; the count and total are read with 'Checkout'.
 */
export function CartBar(props: CartBarProps) {
  useStyles(cartBarCss, STYLE_ORDER.element);
  const { cartRef } = props;
  const textId = useId();
  const [cartInView, setCartInView] = useState(false);
  // Focus inside keeps the bar (a keyboard user on its 'Checkout' never loses focus to a hide).
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const cart = cartRef.current;
    if (!cart || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setCartInView(last.isIntersecting);
    });
    observer.observe(cart);
    return () => observer.disconnect();
  }, [cartRef]);

  const hidden = props.formOpen || (cartInView && !focused);
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
