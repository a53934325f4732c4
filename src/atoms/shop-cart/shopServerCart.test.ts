import { createStore } from 'jotai/vanilla';
import { storage } from '../../storage/storage';
import {
  SHOP_CART_EXPIRY_KEY,
  SHOP_CART_ID_KEY,
  SHOP_SERVER_CART_KEY,
  expireShopCart,
  formatTimeLeft,
  secondsLeft,
  shopCartTimerAtom,
  ticketCountAtom,
  ticketsTotalAtom,
} from './shopServerCart';

const EXPIRY = '2026-03-02T01:15:00.000Z';

beforeEach(() => {
  for (const key of [SHOP_CART_ID_KEY, SHOP_CART_EXPIRY_KEY, SHOP_SERVER_CART_KEY])
    storage.remove(key);
});

describe('the time left', () => {
  it('is mm:ss, whole seconds, never below zero', () => {
    expect(formatTimeLeft(15 * 60)).toBe('15:00');
    expect(formatTimeLeft(65.9)).toBe('01:05');
    expect(formatTimeLeft(9)).toBe('00:09');
    expect(formatTimeLeft(-3)).toBe('00:00');
    const at = Date.parse(EXPIRY);
    expect(secondsLeft(EXPIRY, at - 61_500)).toBe(62);
    expect(secondsLeft(EXPIRY, at + 1)).toBe(0);
    expect(secondsLeft('not a date', at)).toBe(0);
  });
});

describe('the stored server cart, as every element reads it', () => {
  function storeCart(id: string) {
    storage.set(SHOP_CART_EXPIRY_KEY, '2099-01-01T00:00:00.000Z');
    storage.set(SHOP_CART_ID_KEY, id);
    storage.set(SHOP_SERVER_CART_KEY, {
      id,
      bookingFeeInCents: 300,
      sessions: [
        {
          tickets: [
            { priceInCents: 2450, quantity: 2 },
            { priceInCents: 1650, quantity: 1 },
          ],
        },
      ],
    });
  }

  it('counts tickets and totals them with the booking fee, for the current cart only', () => {
    storeCart('c-1');
    const store = createStore();
    expect(store.get(ticketCountAtom)).toBe(3);
    expect(store.get(ticketsTotalAtom)).toBe(2450 * 2 + 1650 + 300);
    expect(store.get(shopCartTimerAtom)).toEqual({
      cartId: 'c-1',
      expiry: '2099-01-01T00:00:00.000Z',
    });
    storage.set(SHOP_CART_ID_KEY, 'c-2');
    const other = createStore();
    expect(other.get(ticketCountAtom)).toBe(0);
    expect(other.get(ticketsTotalAtom)).toBe(0);
  });

  it('expires once: the stored cart goes, and only the first caller announces it', () => {
    storeCart('c-1');
    const store = createStore();
    store.sub(shopCartTimerAtom, () => undefined);
    expect(store.set(expireShopCart, 'c-1')).toBe(true);
    expect(store.get(shopCartTimerAtom)).toBeNull();
    expect(storage.get(SHOP_SERVER_CART_KEY)).toBeNull();
    expect(createStore().set(expireShopCart, 'c-1')).toBe(false);
  });

  it('leaves a newer cart alone when an older one is expired late', () => {
    storeCart('c-new');
    const store = createStore();
    store.set(expireShopCart, 'c-old');
    expect(store.get(shopCartTimerAtom)?.cartId).toBe('c-new');
  });
});
