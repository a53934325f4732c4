import { DATA_LAYER, reportStep, resetAnalyticsForTests, track } from './analytics';
import { report } from './report';
import { itemOf, ticketItem, withValue } from './items';

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

describe('reportStep: a step’s raw facts as GA4 parameters (product-rules §15.3)', () => {
  const pass = {
    id: 'p5',
    name: '5-Film Pass',
    priceInCents: 7500,
    category: 'Festival pass',
  } as const;

  function heard(run: (host: HTMLElement) => void) {
    const host = element();
    const details: unknown[] = [];
    host.addEventListener('cinema-analytics', (event) => details.push(event.detail));
    run(host);
    return details;
  }

  it('lists products without a worth, and names the list', () => {
    expect(
      heard((host) =>
        reportStep(host, 'view_item_list', { list: 'Festival passes', products: [pass] }),
      ),
    ).toEqual([
      {
        name: 'view_item_list',
        params: {
          item_list_name: 'Festival passes',
          items: [
            {
              item_id: 'p5',
              item_name: '5-Film Pass',
              item_category: 'Festival pass',
              price: 75,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });

  it('gives a cart step its worth in dollars, with each session’s tickets', () => {
    const [detail] = heard((host) =>
      reportStep(host, 'begin_checkout', {
        products: [{ ...pass, quantity: 2 }],
        sessions: [
          {
            id: 'S-1',
            filmTitle: 'Harbour Lights',
            tickets: [{ id: 'adult', name: 'Adult', priceInCents: 2200, quantity: 1 }],
          },
        ],
      }),
    ) as [{ params: { currency: string; value: number; items: unknown[] } }];
    expect(detail.params.currency).toBe('AUD');
    expect(detail.params.value).toBe(172);
    expect(detail.params.items).toHaveLength(2);
  });

  it('passes the payment type and the sign-up method, and nothing else', () => {
    expect(
      heard((host) => reportStep(host, 'add_payment_info', { payment_type: 'payPal' })),
    ).toEqual([{ name: 'add_payment_info', params: { payment_type: 'payPal' } }]);
    expect(heard((host) => reportStep(host, 'sign_up', { method: 'newsletter' }))).toEqual([
      { name: 'sign_up', params: { method: 'newsletter' } },
    ]);
  });
});

describe('report: the analytics code loads on the first report (report.ts)', () => {
  it('sends the event once its chunk is there, and never throws', async () => {
    const host = element(DATA_LAYER);
    const details: unknown[] = [];
    host.addEventListener('cinema-analytics', (event) => details.push(event.detail));
    expect(() => report(host, 'sign_up', { method: 'newsletter' })).not.toThrow();
    await vi.waitFor(() => expect(details).toHaveLength(1));
    expect((window as Page).dataLayer).toEqual([
      { ecommerce: null },
      { event: 'sign_up', ecommerce: { method: 'newsletter' } },
    ]);
    expect(() => report(null, 'sign_up', {})).not.toThrow();
  });
});

describe('reportStep: the shop’s lines (product-rules §15.2, §15.3)', () => {
  it('files a gift by post and a gift card by e-mail, one each unless a quantity says more, and never reads a recipient', () => {
    const host = element();
    const details: Array<{ params: { items?: unknown[]; value?: number } }> = [];
    host.addEventListener('cinema-analytics', (event) => details.push(event.detail));
    reportStep(host, 'view_cart', {
      lines: [
        { id: 'box', name: 'Gift Box', type: 'giftByPost', priceInCents: 5000 },
        Object.assign(
          { id: 'egift-50', name: '$50 eGift Card', type: 'giftCardByEmail', priceInCents: 5000 },
          { quantity: 2, recipient: { name: 'Quentin Zephyr', email: 'qz@example.com' } },
        ),
      ],
    });
    expect(details[0]?.params.items).toEqual([
      {
        item_id: 'box',
        item_name: 'Gift Box',
        item_category: 'Gift by post',
        price: 50,
        quantity: 1,
      },
      {
        item_id: 'egift-50',
        item_name: '$50 eGift Card',
        item_category: 'Gift card',
        price: 50,
        quantity: 2,
      },
    ]);
    expect(details[0]?.params.value).toBe(150);
    expect(JSON.stringify(details)).not.toMatch(/Quentin|qz@example/);
  });
});
