import { act } from 'react';
import { describeElement } from '../testing/elementContract';
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
