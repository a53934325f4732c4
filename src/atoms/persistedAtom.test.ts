import { createStore } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import * as v from 'valibot';
import { StorageHelper, storage, storageKey } from '../storage/storage';
import { persistedAtom } from './persistedAtom';

const CartItem = v.object({
  id: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
const Cart = v.array(CartItem);
type Cart = v.InferOutput<typeof Cart>;

const EMPTY: Cart = [];
const ONE: Cart = [{ id: 'gift-50', quantity: 1 }];

function setup(options: { ttlSeconds?: number } = {}) {
  const helper = new StorageHelper({ warn: vi.fn() });
  const cartAtom = persistedAtom('shop/cart', Cart, EMPTY, { ...options, helper });
  return { helper, cartAtom, store: createStore() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('persistedAtom', () => {
  it('reads the default when nothing is stored', () => {
    const { cartAtom, store } = setup();
    expect(store.get(cartAtom)).toBe(EMPTY);
  });

  it('reads what is already in storage', () => {
    new StorageHelper().set('shop-cart', ONE);
    const { cartAtom, store } = setup();
    expect(store.get(cartAtom)).toEqual(ONE);
  });

  it('reads the default when the stored value fails the schema, and leaves it in storage', () => {
    const { helper, cartAtom, store } = setup();
    helper.set('shop-cart', [{ id: 'gift-50', quantity: 0 }]);
    expect(store.get(cartAtom)).toBe(EMPTY);
    expect(helper.get('shop-cart')).toEqual([{ id: 'gift-50', quantity: 0 }]);
  });

  it('stores what is written, so another page load reads it back', () => {
    const { cartAtom, store } = setup();
    store.set(cartAtom, ONE);
    expect(store.get(cartAtom)).toEqual(ONE);
    const raw = localStorage.getItem(storageKey('shop-cart'));
    expect(raw && JSON.parse(raw)).toMatchObject({ value: ONE });
    expect(createStore().get(persistedAtom('shop-cart', Cart, EMPTY))).toEqual(ONE);
  });

  it('passes an updater the value in storage now, even one written behind its back', () => {
    const { helper, cartAtom, store } = setup();
    expect(store.get(cartAtom)).toBe(EMPTY);
    helper.set('shop-cart', ONE);
    store.set(cartAtom, (cart) => [...cart, { id: 'post-20', quantity: 2 }]);
    expect(store.get(cartAtom)).toEqual([...ONE, { id: 'post-20', quantity: 2 }]);
  });

  it('removes the entry on RESET, while writing the default stores it', () => {
    const { helper, cartAtom, store } = setup();
    store.set(cartAtom, ONE);
    store.set(cartAtom, RESET);
    expect(store.get(cartAtom)).toBe(EMPTY);
    expect(localStorage.getItem(storageKey('shop-cart'))).toBeNull();
    store.set(cartAtom, EMPTY);
    expect(helper.get('shop-cart')).toEqual([]);
    store.set(cartAtom, () => RESET);
    expect(helper.get('shop-cart')).toBeNull();
  });

  it('writes with its TTL and falls back to the default when it expires', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00+11:00'));
    const { cartAtom, store } = setup({ ttlSeconds: 300 });
    const listener = vi.fn();
    store.sub(cartAtom, listener);
    store.set(cartAtom, ONE);
    listener.mockClear();
    vi.advanceTimersByTime(299_000);
    expect(store.get(cartAtom)).toEqual(ONE);
    vi.advanceTimersByTime(1_000);
    expect(store.get(cartAtom)).toBe(EMPTY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(storageKey('shop-cart'))).toBeNull();
  });

  it('updates a subscribed atom when other code changes the key', () => {
    const { helper, cartAtom, store } = setup();
    const listener = vi.fn();
    store.sub(cartAtom, listener);
    helper.set('Shop/Cart', ONE);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get(cartAtom)).toEqual(ONE);
    helper.remove('shop-cart');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get(cartAtom)).toBe(EMPTY);
  });

  it('updates a subscribed atom when another tab changes the key', () => {
    const { cartAtom, store } = setup();
    const listener = vi.fn();
    store.sub(cartAtom, listener);
    const newValue = JSON.stringify({ value: ONE, expiresAt: null });
    localStorage.setItem(storageKey('shop-cart'), newValue);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKey('shop-cart'),
        newValue,
        storageArea: localStorage,
      }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get(cartAtom)).toEqual(ONE);
  });

  it('notifies subscribers once per write and not at all when nothing changed', () => {
    const { helper, cartAtom, store } = setup();
    const listener = vi.fn();
    store.sub(cartAtom, listener);
    store.set(cartAtom, ONE);
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.get(cartAtom);
    helper.set('shop-cart', ONE);
    expect(store.get(cartAtom)).toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops following the key once unsubscribed', () => {
    const { helper, cartAtom, store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.sub(cartAtom, listener);
    unsubscribe();
    helper.set('shop-cart', ONE);
    expect(listener).not.toHaveBeenCalled();
  });

  it('re-reads storage when subscribed after a change made while unsubscribed', () => {
    const { helper, cartAtom, store } = setup();
    expect(store.get(cartAtom)).toBe(EMPTY);
    helper.set('shop-cart', ONE);
    store.sub(cartAtom, () => undefined);
    expect(store.get(cartAtom)).toEqual(ONE);
  });

  it('uses the page-wide storage helper by default', () => {
    const cartAtom = persistedAtom('shop-cart', Cart, EMPTY);
    const store = createStore();
    store.sub(cartAtom, () => undefined);
    storage.set('shop-cart', ONE);
    expect(store.get(cartAtom)).toEqual(ONE);
  });
});
