import { act, createElement } from 'react';
import { storageKey } from '../storage/storage';
import { CART_SUMMARY_TAG } from './cart-summary/index';
import { lazyElementTree } from '../react/lazyElementTree';
import { cinemaElement } from './cinemaElement';

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

describe('an element connected to the page', () => {
  it('starts importing its tree before React renders, so the first commit is the tree', async () => {
    let resolve: (tree: () => ReturnType<typeof createElement>) => void = () => undefined;
    const load = vi.fn(
      () => new Promise<() => ReturnType<typeof createElement>>((done) => (resolve = done)),
    );
    const Tree = () => createElement('p', null, 'the tree');
    const Element = cinemaElement(lazyElementTree(load, 'Loading the test'), ['apiBase']);
    customElements.define('cinema-lazy-tree-test', Element as unknown as CustomElementConstructor);
    const element = document.createElement('cinema-lazy-tree-test');
    document.body.append(element);
    // Asked for by the connection itself, before any render has run.
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => resolve(Tree));
    expect(element.shadowRoot?.textContent).toContain('the tree');
    expect(element.shadowRoot?.querySelector('[role="status"]')).toBeNull();
  });
});
