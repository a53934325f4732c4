import { act } from 'react';
import { storageKey } from '../storage/storage';
import { CART_SUMMARY_TAG } from './cart-summary/index';

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  localStorage.clear();
});

/** An entry as the storage helper writes it, expiring at `expiresAt`. */
const stored = (key: string, value: unknown, expiresAt: number | null) =>
  localStorage.setItem(storageKey(key), JSON.stringify({ value, expiresAt }));

describe('any element starting (product-rules §4.2)', () => {
  it('removes every expired entry of ours at once, once per page load', async () => {
    const anHourAgo = Date.now() - 3600_000;
    stored('checkout/x/customer', { firstName: 'Ana' }, anHourAgo);
    stored('shop/x/recipients', { a: { name: 'Bea' } }, anHourAgo);
    stored('checkout/last-payment-type', 'braintree', null);
    stored('api:/api/member', { id: 'M-1' }, Date.now() + 600_000);
    await act(async () => document.body.append(document.createElement(CART_SUMMARY_TAG)));
    expect(Object.keys(localStorage).sort()).toEqual(
      [storageKey('checkout/last-payment-type'), storageKey('api:/api/member')].sort(),
    );
    // Once per page load: a later start finds what expired since for its reader to drop.
    stored('checkout/y/customer', { firstName: 'Cy' }, anHourAgo);
    await act(async () => document.body.append(document.createElement(CART_SUMMARY_TAG)));
    expect(localStorage.getItem(storageKey('checkout/y/customer'))).not.toBeNull();
  });
});
