import type { Cart } from '../api/schemas';
import { GIFT_CART } from '../atoms/checkout/testing/giftCart';
import { reportStep, resetAnalyticsForTests } from './analytics';
import { REPORTED_PURCHASES_KEY, cartItems, resetPurchasesForTests } from './purchase';

/** `purchase` as the payment page reports it (report.ts hands it to reportStep). */
function trackPurchase(host: HTMLElement, cart: Cart | null, orderType: 'shop') {
  if (cart) reportStep(host, 'purchase', { paid: { cart, orderType } });
}

const CART = GIFT_CART;

function purchases(host: HTMLElement): CustomEvent[] {
  const heard: CustomEvent[] = [];
  host.addEventListener('cinema-analytics', (event) => {
    if (event.detail.name === 'purchase') heard.push(event);
  });
  return heard;
}

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('cinema-shop-cart');
  document.body.append(host);
});
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  resetPurchasesForTests();
  resetAnalyticsForTests();
});

describe('purchase (product-rules §15.3)', () => {
  it('reports the order: the cart id, the total in dollars, AUD, and its items', () => {
    const heard = purchases(host);
    trackPurchase(host, CART, 'shop');
    expect(heard.map((event) => event.detail)).toEqual([
      {
        name: 'purchase',
        params: {
          transaction_id: 'cart-42',
          currency: 'AUD',
          value: 151.5,
          items: cartItems(CART, 'shop'),
        },
      },
    ]);
  });

  it('reports an order once, however often it is called, in this page or after a reload', () => {
    const heard = purchases(host);
    trackPurchase(host, CART, 'shop');
    trackPurchase(host, CART, 'shop');
    // A reload: the page's memory is gone, storage remembers.
    resetPurchasesForTests();
    trackPurchase(host, CART, 'shop');
    expect(heard).toHaveLength(1);
    expect(
      localStorage.getItem(`cinema-elements:${REPORTED_PURCHASES_KEY.replace('/', '-')}`),
    ).toContain('cart-42');
    trackPurchase(host, { ...CART, id: 'cart-43' }, 'shop');
    expect(heard).toHaveLength(2);
  });

  it('still reports once when storage throws', () => {
    const heard = purchases(host);
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    trackPurchase(host, CART, 'shop');
    trackPurchase(host, CART, 'shop');
    spy.mockRestore();
    expect(heard).toHaveLength(1);
  });

  it('reports nothing without a cart', () => {
    const heard = purchases(host);
    trackPurchase(host, null, 'shop');
    expect(heard).toHaveLength(0);
  });
});

describe('cartItems', () => {
  it('tells gift cards by e-mail (with a recipient) from gifts by post, and names no one', () => {
    const items = cartItems(CART, 'shop');
    expect(items.map((item) => [item.item_id, item.item_category, item.quantity])).toEqual([
      ['egift-50', 'Gift card', 2],
      ['gift-box-50', 'Gift by post', 1],
    ]);
    expect(JSON.stringify(items)).not.toMatch(/Bea|bea@example/);
  });

  it.each([
    ['festivalPass', 'Festival pass'],
    ['registration', 'Membership'],
    ['renewal', 'Membership'],
  ] as const)('files a %s line as %s', (orderType, category) => {
    expect(cartItems(CART, orderType)[1]?.item_category).toBe(category);
  });

  it('adds each session’s tickets', () => {
    const withTickets: Cart = {
      ...CART,
      concessions: [],
      sessions: [
        {
          id: 'S-1',
          filmTitle: 'Harbour Lights',
          date: '2026-12-01T08:30:00.000Z',
          endDate: '2026-12-01T10:30:00.000Z',
          tickets: [{ id: 'adult', name: 'Adult', priceInCents: 2200, quantity: 2 }],
        },
      ],
    };
    expect(cartItems(withTickets, 'booking')).toEqual([
      {
        item_id: 'S-1/adult',
        item_name: 'Harbour Lights: Adult',
        item_category: 'Ticket',
        price: 22,
        quantity: 2,
      },
    ]);
  });
});
