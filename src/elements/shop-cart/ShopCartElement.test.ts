import { act } from 'react';
import {
  UNREACHABLE_API,
  describeElement,
  describeUnreachableApi,
} from '../testing/elementContract';
import { SHOP_CART_TAG, ShopCartElement } from './index';

describeElement({
  tag: SHOP_CART_TAG,
  ctor: ShopCartElement,
  loadTree: () => import('../../react/shop-cart/ShopCart'),
  properties: [
    ['dataCinemaId', 'data-cinema-id', '7'],
    ['dataRecaptchaKey', 'data-recaptcha-key', '6LcTestKey'],
    ['apiBase', 'api-base', 'https://cinema.example/api/'],
  ],
  required: 'data-cinema-id',
  adminLine:
    "cinema-shop-cart: data-cinema-id is missing; the page shows 'Missing attribute data-cinema-id.' instead of the shop. Set data-cinema-id to the cinema's id as the cinema's API knows it, e.g. \"0000000001\". See README.md#cinema-shop-cart-when-something-is-wrong",
});

describe('<cinema-shop-cart>.addTickets()', () => {
  it('refuses clearly, with cinema-error, when the element has no cinema id, and sends nothing', async () => {
    const shop = document.createElement(SHOP_CART_TAG);
    const errors: string[] = [];
    shop.addEventListener('cinema-error', (event) =>
      errors.push((event as CustomEvent<{ message: string }>).detail.message),
    );
    const fetch = vi.spyOn(globalThis, 'fetch');
    await act(async () => document.body.append(shop));
    const order = { sessionId: 'S-1001', tickets: [{ id: 'adult', quantity: 2 }] };
    const message = 'Failed to update ticket order: the element needs its data-cinema-id.';
    await expect(shop.addTickets(order)).rejects.toThrow(message);
    expect(errors).toContain(message);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describeUnreachableApi({
  tag: SHOP_CART_TAG,
  attributes: {
    'data-cinema-id': '7',
    'data-recaptcha-key': '6LcTestKey',
    'api-base': UNREACHABLE_API,
  },
  shown: 'Error loading products',
  adminLine:
    "cinema-shop-cart: the API at http://127.0.0.1:9/api/ did not answer GET shop/gifts-by-email or shop/gifts-by-post; the page shows 'Error loading products' with 'Try again'. Check api-base=\"http://127.0.0.1:9/api/\" and that the cinema's API is running; on another site, the API must allow this page's origin (CORS) and the page's Content-Security-Policy must allow the API in connect-src. See README.md#cinema-shop-cart-when-something-is-wrong",
});
