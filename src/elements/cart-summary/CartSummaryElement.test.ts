import { act } from 'react';
import { CART_SUMMARY_TAG, CartSummaryElement } from './index';

// The element's tree is a lazy import. Transforming it the first time can take seconds on a busy
// runner; that is vitest's work, not the element's, so it is done before the test that waits.
beforeAll(async () => {
  await import('../../react/cart-summary/CartSummary');
}, 30_000);

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

describe('<cinema-cart-summary>', () => {
  it('is registered by its side-effect module', () => {
    expect(customElements.get(CART_SUMMARY_TAG)).toBe(CartSummaryElement);
    expect(document.createElement('cinema-cart-summary')).toBeInstanceOf(CartSummaryElement);
  });

  it('mirrors its properties to its attributes', () => {
    const element = document.createElement('cinema-cart-summary');
    element.href = '/cart';
    element.apiBase = 'https://cinema.example/api/';
    expect(element.getAttribute('href')).toBe('/cart');
    expect(element.getAttribute('api-base')).toBe('https://cinema.example/api/');
    element.href = undefined;
    expect(element.hasAttribute('href')).toBe(false);
  });

  it('renders its summary in an open shadow root once its tree has loaded', async () => {
    const element = document.createElement('cinema-cart-summary');
    element.setAttribute('href', '/cart');
    await act(async () => document.body.append(element));
    // As long as testing-library's waits (test/setup), not vi's 1 s.
    await vi.waitFor(
      () =>
        expect(element.shadowRoot?.querySelector('a[href="/cart"]')?.textContent).toContain(
          'Cart: empty',
        ),
      { timeout: 5_000 },
    );
  });

  it("names an invalid href in place of the summary, and once in the admin's console", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = document.createElement('cinema-cart-summary');
    element.setAttribute('href', 'javascript:alert(1)');
    await act(async () => document.body.append(element));
    await vi.waitFor(
      () =>
        expect(element.shadowRoot?.textContent).toContain(
          '<cinema-cart-summary> is not set up correctly.',
        ),
      { timeout: 5_000 },
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
    await act(async () => element.remove());
    await act(async () => document.body.append(element));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warn.mock.calls).toEqual([
      [
        `cinema-cart-summary: href="javascript:alert(1)" is not a valid page address; the page shows 'Invalid attribute href ("javascript:alert(1)"): only http: and https: addresses are allowed; use a page address such as "/cart" or "https://cinema.example/cart".' instead of the cart summary. Set href to the cart page: a path such as "/cart" or an http(s) URL, or leave it out to go to the shop on this page. See README.md#cinema-cart-summary-when-something-is-wrong`,
      ],
    ]);
  });
});
