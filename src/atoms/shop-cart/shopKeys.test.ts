import { createStore } from 'jotai/vanilla';
import { resolveApiBase } from '../../config/apiBase';
import { isPersonalEntry } from '../../storage/personalData';
import { STORAGE_PREFIX, storage, storageKey } from '../../storage/storage';
import { shopCartFor } from './shopCartAtoms';
import { perBase, shopCheckoutScope, shopKeys } from './shopKeys';

const HERE = 'https://cinema.example/api/';
const THERE = 'https://other-cinema.example/api/';

/** `key` as stored, without the prefix. */
const stored = (key: string) => storageKey(key).slice(STORAGE_PREFIX.length);

afterEach(() => localStorage.clear());

describe('shop keys, named per API base (README: what the elements store)', () => {
  it("names every key after the API, as the checkout's keys are", () => {
    expect(shopCheckoutScope(HERE)).toBe(`${HERE}shop`);
    expect(shopKeys(HERE)).toEqual({
      scope: `${HERE}shop`,
      cartId: `checkout/${HERE}shop/cart-id`,
      cartExpiry: `checkout/${HERE}shop/cart-expiry`,
      customer: `checkout/${HERE}shop/customer`,
      cart: `shop/${HERE}cart`,
      recipients: `shop/${HERE}recipients`,
      serverCart: `shop/${HERE}server-cart`,
      ticketOrders: `shop/${HERE}ticket-orders`,
    });
    expect(storageKey(shopKeys(HERE).cart)).toBe(
      'cinema-elements:shop-https:--cinema.example-api-cart',
    );
  });

  it("gives two cinemas' APIs no key in common", () => {
    const here = Object.values(shopKeys(HERE)).map(stored);
    const there = new Set(Object.values(shopKeys(THERE)).map(stored));
    expect(here.filter((key) => there.has(key))).toEqual([]);
  });

  it('makes a path and the same absolute address one cart', () => {
    const path = resolveApiBase('/api/', 'https://cinema.example/films/');
    expect(path).toBe(HERE);
    expect(shopKeys(path ?? '')).toEqual(shopKeys(HERE));
  });

  it('marks the buyer and the recipients personal, the lines and the server cart not', () => {
    const keys = shopKeys(HERE);
    expect(isPersonalEntry(stored(keys.customer))).toBe(true);
    expect(isPersonalEntry(stored(keys.recipients))).toBe(true);
    expect(isPersonalEntry(stored(`checkout/${keys.scope}/billing-address`))).toBe(true);
    for (const key of [keys.cart, keys.cartId, keys.cartExpiry, keys.serverCart, keys.ticketOrders])
      expect(isPersonalEntry(stored(key)), key).toBe(false);
  });
});

describe('perBase', () => {
  it('makes once per base and hands back the same object after', () => {
    const make = vi.fn((base: string) => ({ base }));
    const forBase = perBase(make);
    expect(forBase(HERE)).toBe(forBase(HERE));
    expect(forBase(THERE)).not.toBe(forBase(HERE));
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("holds atoms, not values: a fresh store reads storage, never another store's cart", () => {
    const product = {
      id: 'gift-50',
      type: 'giftByPost' as const,
      name: 'Gift',
      priceInCents: 5000,
    };
    const first = createStore();
    first.set(shopCartFor(HERE).add, product);
    expect(storage.get(shopKeys(HERE).cart)).toHaveLength(1);
    expect(createStore().get(shopCartFor(HERE).itemsAtom)).toHaveLength(1);
    expect(createStore().get(shopCartFor(THERE).itemsAtom)).toEqual([]);
    localStorage.clear();
    expect(createStore().get(shopCartFor(HERE).itemsAtom)).toEqual([]);
  });
});
