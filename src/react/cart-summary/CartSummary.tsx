import { useAtomValue, useStore } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import { shopCartItemsFor } from '../../atoms/shop-cart/shopCartItems';
import { useStoredLinesLeftOut } from '../cart/useStoredLinesLeftOut';
import { formatTimeLeft, shopServerCartFor } from '../../atoms/shop-cart/shopServerCart';
import { DEFAULT_API_BASE, resolveApiBase } from '../../config/apiBase';
import { formatMoney } from '../../format/formatMoney';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { ConfigMessage } from '../config/ConfigMessage';
import { useCartCountdown } from '../cart/useCartCountdown';
import { useConfig } from '../config/useConfig';
import { useHost } from '../useHost';
import { useStyles } from '../useStyles';
import { CartSummaryConfig } from './cartSummaryConfig';
import { cartSummaryCss } from './cartSummaryCss';

/** The tag of the shop a summary without `href` takes the buyer to. */
export const SHOP_CART_TAG = 'cinema-shop-cart';

/** Attribute props of `<cinema-cart-summary>`, as r2wc passes them (absent when not set). */
export interface CartSummaryProps {
  apiBase?: string | undefined;
  href?: string | undefined;
  timeZone?: string | undefined;
}

/** "1 item" / "3 items". */
export const itemsText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * What the summary says, in words: "Cart: 3 items, $145.00", with the time left to pay when a
 * server cart holds them ("…, 12:05 left to pay"), or "Cart: empty".
 */
export function summaryText(count: number, totalInCents: number, secondsLeft?: number): string {
  if (count === 0) return 'Cart: empty';
  const left = secondsLeft === undefined ? '' : `, ${formatTimeLeft(secondsLeft)} left to pay`;
  return `Cart: ${itemsText(count)}, ${formatMoney(totalInCents)}${left}`;
}

/** The page's shop element, if any: where a summary without `href` takes the buyer. */
function findShop(host: HTMLElement): HTMLElement | null {
  return host.ownerDocument.querySelector<HTMLElement>(SHOP_CART_TAG);
}

/** Scroll the shop into view and move focus to it (it becomes focusable for that if need be). */
function goToShop(shop: HTMLElement): void {
  const reduce = shop.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)');
  shop.scrollIntoView({ behavior: reduce?.matches ? 'auto' : 'smooth', block: 'start' });
  if (!shop.hasAttribute('tabindex')) shop.setAttribute('tabindex', '-1');
  shop.focus({ preventScroll: true });
}

function CartIcon() {
  return (
    <svg className="cart-summary__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.6l3 12.2c.1.5.6.8 1.1.8h8.6c.5 0 .9-.3 1-.8L21.8 6H7.1l-.5-2.2C6.4 2.7 5.6 2 4.6 2H3Z"
      />
    </svg>
  );
}

/**
 * `<cinema-cart-summary>` (product-rules §5.7): the page's one cart at a glance, live: the number
 * of items and their total, as a link to the cart page (`href`) or, without one, a button that
 * takes the buyer to the page's `<cinema-shop-cart>`. A change is announced politely; focus never
 * moves unless the buyer asks.
 */
export function CartSummary(props: CartSummaryProps) {
  useStyles(cartSummaryCss, STYLE_ORDER.element);
  const result = useConfig(CartSummaryConfig, props);
  const host = useHost();
  const store = useStore();
  // The page's cart of this `api-base`, read from the same keys as its shop's (shopKeys.ts).
  const base =
    resolveApiBase(result.ok ? result.config.apiBase : DEFAULT_API_BASE) ?? DEFAULT_API_BASE;
  const shopCartItems = shopCartItemsFor(base);
  useStoredLinesLeftOut(base);
  const { ticketCountAtom, ticketsTotalAtom } = shopServerCartFor(base);
  // Every shop item and every ticket (product-rules §5.1, §5.7), and the time left while a server
  // cart exists.
  const count = useAtomValue(shopCartItems.countAtom) + useAtomValue(ticketCountAtom);
  const total = useAtomValue(shopCartItems.totalInCentsAtom) + useAtomValue(ticketsTotalAtom);
  const countdown = useCartCountdown(base);
  const [announcement, setAnnouncement] = useState('');
  const lastCount = useRef(count);
  // Whether the page holds a shop to go to; checked on render, as a host may add one later.
  const shop = findShop(host);

  useEffect(() => {
    if (lastCount.current === count) return;
    lastCount.current = count;
    setAnnouncement(
      count === 0 ? 'Your cart is now empty.' : `Your cart now has ${itemsText(count)}.`,
    );
  }, [count]);

  if (!result.ok) return <ConfigMessage problems={result.problems} />;
  const { href } = result.config;
  // The buyer opens the cart (product-rules §15.3): its shop lines (the summary keeps no ticket
  // names; the shop's begin_checkout lists the tickets).
  const viewCart = () => {
    const lines = store.get(shopCartItems.itemsAtom);
    // The analytics code straight, not through report.ts: that file is the purchasing elements'
    // (it rides in their shared chunk), and the summary's first view stays one file smaller.
    import('../../analytics/analytics').then(
      (analytics) => analytics.reportStep(host, 'view_cart', { lines }),
      () => undefined,
    );
  };

  const content = (
    <>
      <CartIcon />
      <span className="cart-summary__count" aria-hidden="true">
        {count}
      </span>
      <span part="total" className="cart-summary__total" aria-hidden="true">
        {formatMoney(total)}
      </span>
      {countdown && count > 0 && (
        <span className="cart-summary__time" aria-hidden="true">
          {formatTimeLeft(countdown.secondsLeft)} left to pay
        </span>
      )}
      {/* The time left is read with the rest on focus, not announced every second. */}
      <span className="visually-hidden">
        {summaryText(count, total, countdown && count > 0 ? countdown.secondsLeft : undefined)}
      </span>
    </>
  );

  return (
    <>
      {href ? (
        <a className="cart-summary" href={href} onClick={viewCart}>
          {content}
        </a>
      ) : shop ? (
        <button
          part="button"
          type="button"
          className="cart-summary"
          onClick={() => {
            viewCart();
            goToShop(shop);
          }}
        >
          {content}
        </button>
      ) : (
        <p className="cart-summary">{content}</p>
      )}
      <span className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </span>
    </>
  );
}
