import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/vanilla/utils';
import { shopCartLinesFor } from '../../atoms/shop-cart/cartLineAtoms';
import { shopCartFor } from '../../atoms/shop-cart/shopCartAtoms';
import { shopCartItemsFor } from '../../atoms/shop-cart/shopCartItems';
import { shopKeys } from '../../atoms/shop-cart/shopKeys';
import { clearServerCart, storeServerCart } from '../../atoms/shop-cart/testing/storedServerCart';
import { resolveApiBase } from '../../config/apiBase';
import { BEA, CARL } from '../../atoms/shop-cart/testing/giftRecipients';
import { GIFT_50, POPCORN } from '../../atoms/shop-cart/testing/shopProducts';
import { cinemaStore } from '../../atoms/store';
import { storage } from '../../storage/storage';
import { renderInElementRoot } from '../testing/renderInElementRoot';
import { CartSummary, summaryText } from './CartSummary';
import type { CartSummaryProps } from './CartSummary';

/** The API of a summary without `api-base`, as its client names it: whose cart it shows. */
const BASE = resolveApiBase('/api/') ?? '/api/';
const shopCart = shopCartFor(BASE);
const shopCartLines = shopCartLinesFor(BASE);
const shopCartItems = shopCartItemsFor(BASE);
const { cart: SHOP_CART_KEY, recipients: SHOP_RECIPIENTS_KEY } = shopKeys(BASE);

function renderSummary(props: CartSummaryProps = {}) {
  return renderInElementRoot(<CartSummary {...props} />);
}

afterEach(() => {
  act(() => cinemaStore.set(shopCart.itemsAtom, RESET));
  document.body.replaceChildren();
});

describe('<cinema-cart-summary>', () => {
  it('says the cart is empty, as text, when there is no link and no shop to go to', () => {
    renderSummary();
    expect(screen.getByText('Cart: empty')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links to the cart page with the count and total in its name', () => {
    act(() => {
      cinemaStore.set(shopCart.add, GIFT_50);
      cinemaStore.set(shopCart.add, GIFT_50);
      cinemaStore.set(shopCart.add, POPCORN);
    });
    renderSummary({ href: '/cart' });
    const link = screen.getByRole('link', { name: 'Cart: 3 items, $145.00' });
    expect(link).toHaveAttribute('href', '/cart');
  });

  it('counts gift cards by e-mail whose recipients are kept apart, and reads none of them (product-rules §15.2)', () => {
    act(() => {
      cinemaStore.set(shopCartLines.addLine, { product: GIFT_50, recipient: BEA });
      cinemaStore.set(shopCartLines.addLine, { product: GIFT_50, recipient: CARL });
    });
    renderSummary({ href: '/cart' });
    expect(screen.getByRole('link', { name: 'Cart: 2 items, $100.00' })).toBeInTheDocument();
    // The summary's lines are the stored ones: a reference where a recipient was.
    expect(cinemaStore.get(shopCartItems.itemsAtom)).toEqual([
      { ...GIFT_50, quantity: 1, recipientRef: expect.any(String) as unknown },
      { ...GIFT_50, quantity: 1, recipientRef: expect.any(String) as unknown },
    ]);
    // Recipients gone with the server cart take nothing from the count or the total.
    act(() => storage.remove(SHOP_RECIPIENTS_KEY));
    expect(screen.getByRole('link', { name: 'Cart: 2 items, $100.00' })).toBeInTheDocument();
  });

  it('refuses an href that is not a page address, with a message naming it', () => {
    renderSummary({ href: 'javascript:alert(1)' });
    expect(screen.getByText(/href/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("without href, a button takes the buyer to the page's shop and focuses it", async () => {
    const shop = document.createElement('cinema-shop-cart');
    const scroll = vi.fn();
    shop.scrollIntoView = scroll;
    document.body.append(shop);
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Cart: empty' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(shop).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(shop);
  });

  it('follows the cart live, from this page or another tab, and announces changes politely', () => {
    renderSummary({ href: '/cart' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // Nothing is announced on arrival.
    expect(status).toHaveTextContent('');

    act(() => void cinemaStore.set(shopCart.add, POPCORN));
    expect(screen.getByRole('link', { name: 'Cart: 1 item, $45.00' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Your cart now has 1 item.');

    // Another tab (or element) writes the stored cart.
    act(() => storage.set(SHOP_CART_KEY, [{ ...GIFT_50, quantity: 2 }]));
    expect(screen.getByRole('link', { name: 'Cart: 2 items, $100.00' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Your cart now has 2 items.');

    act(() => cinemaStore.set(shopCart.clear));
    expect(screen.getByRole('link', { name: 'Cart: empty' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Your cart is now empty.');
    // It never takes focus by itself.
    expect(document.activeElement).toBe(document.body);
  });

  it("labels the time left ('14:58 left to pay'), read with the summary rather than announced each second", () => {
    act(() => storeServerCart(14 * 60 + 57.5, BASE));
    try {
      renderSummary({ href: '/cart' });
      const shown = screen.getByText(/^14:5\d left to pay$/);
      // Seen, but kept out of the accessibility tree: the link's name carries it, read on focus.
      expect(shown).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByRole('link')).toHaveAccessibleName(
        /^Cart: 2 items, \$52\.00, 14:5\d left to pay$/,
      );
      // The polite live region speaks of items, never of the clock.
      expect(screen.getByRole('status')).not.toHaveTextContent(/left to pay|\d:\d\d/);
    } finally {
      clearServerCart(BASE);
    }
  });

  it('words the summary for screen readers', () => {
    expect(summaryText(0, 0)).toBe('Cart: empty');
    expect(summaryText(1, 4500)).toBe('Cart: 1 item, $45.00');
    expect(summaryText(7, 35000)).toBe('Cart: 7 items, $350.00');
    expect(summaryText(2, 4900, 898)).toBe('Cart: 2 items, $49.00, 14:58 left to pay');
  });
});
