import { act } from 'react';
import { CART_SUMMARY_TAG, CartSummaryElement } from './index';

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
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('a[href="/cart"]')?.textContent).toContain(
        'Cart: empty',
      ),
    );
  });
});
