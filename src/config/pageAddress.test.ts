import { isPageAddress } from './pageAddress';

describe('isPageAddress', () => {
  it.each(['/cart', 'cart.html', '#shop', '/cart?from=header', 'https://cinema.example/cart'])(
    'accepts %j',
    (value) => expect(isPageAddress(value)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://cinema.example/',
    '//evil.example/',
    'https://',
    '/my cart',
  ])('refuses %j', (value) => expect(isPageAddress(value)).toBe(false));
});
