import {
  DATA_LAYER,
  itemOf,
  resetAnalyticsForTests,
  ticketItem,
  track,
  withValue,
} from './analytics';

type Page = Window & { dataLayer?: unknown };

function element(analytics?: string): HTMLElement {
  const host = document.createElement('cinema-shop-cart');
  if (analytics !== undefined) host.setAttribute('analytics', analytics);
  document.body.append(host);
  return host;
}

const GIFT = itemOf({ id: 'egift-50', name: '$50 eGift Card', priceInCents: 5000 }, 'Gift card', 2);

afterEach(() => {
  document.body.replaceChildren();
  delete (window as Page).dataLayer;
  resetAnalyticsForTests();
});

describe('track (product-rules §15.3)', () => {
  it('always sends one bubbling, composed cinema-analytics event', () => {
    const host = element();
    const heard: CustomEvent[] = [];
    document.addEventListener('cinema-analytics', (event) => heard.push(event));
    track(host, 'add_to_cart', withValue([GIFT]));
    expect(heard).toHaveLength(1);
    expect(heard[0]?.bubbles).toBe(true);
    expect(heard[0]?.composed).toBe(true);
    expect(heard[0]?.detail).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'AUD',
        value: 100,
        items: [
          {
            item_id: 'egift-50',
            item_name: '$50 eGift Card',
            item_category: 'Gift card',
            price: 50,
            quantity: 2,
          },
        ],
      },
    });
  });

  it('pushes nothing to the data layer unless the page opts in', () => {
    track(element(), 'view_cart', withValue([GIFT]));
    track(element('something-else'), 'view_cart', withValue([GIFT]));
    expect((window as Page).dataLayer).toBeUndefined();
  });

  it(`with analytics="${DATA_LAYER}" pushes { ecommerce: null } and then the event`, () => {
    const host = element(DATA_LAYER);
    track(host, 'add_to_cart', withValue([GIFT]));
    expect((window as Page).dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'AUD', value: 100, items: [GIFT] } },
    ]);
  });

  it('is on for every element once any element of the page asks, and keeps the page’s layer', () => {
    const existing = [{ event: 'gtm.js' }];
    (window as Page).dataLayer = existing;
    element(DATA_LAYER);
    const other = element();
    track(other, 'sign_up', { method: 'newsletter' });
    expect(existing).toEqual([
      { event: 'gtm.js' },
      { ecommerce: null },
      { event: 'sign_up', ecommerce: { method: 'newsletter' } },
    ]);
  });

  it('never throws into the element when the page broke its data layer', () => {
    (window as Page).dataLayer = 'not an array';
    const host = element(DATA_LAYER);
    const heard = vi.fn();
    host.addEventListener('cinema-analytics', heard);
    expect(() => track(host, 'view_cart', {})).not.toThrow();
    expect(heard).toHaveBeenCalledOnce();
  });

  it('does nothing without an element', () => {
    expect(() => track(null, 'view_cart', {})).not.toThrow();
  });
});

describe('items (product-rules §15.3)', () => {
  it('prices in dollars and totals whole cents', () => {
    const odd = itemOf({ id: 'a', name: 'A', priceInCents: 1999 }, 'Gift by post', 3);
    expect(odd.price).toBe(19.99);
    expect(withValue([odd]).value).toBe(59.97);
  });

  it("names a ticket '<film>: <ticket>' under its session", () => {
    expect(
      ticketItem(
        { id: 'S-1001', filmTitle: 'Harbour Lights' },
        { id: 'adult', name: 'Adult', priceInCents: 2200 },
        2,
      ),
    ).toEqual({
      item_id: 'S-1001/adult',
      item_name: 'Harbour Lights: Adult',
      item_category: 'Ticket',
      price: 22,
      quantity: 2,
    });
  });
});
