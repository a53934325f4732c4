import { createStore } from 'jotai/vanilla';
import { storage } from '../../storage/storage';
import { shopKeys } from './shopKeys';
import { formatTimeLeft, secondsLeft, shopServerCartFor } from './shopServerCart';

const EXPIRY = '2026-03-02T01:15:00.000Z';
const BASE = 'https://cinema.example/api/';
const OTHER = 'https://other-cinema.example/api/';
const KEYS = shopKeys(BASE);
const { expire: expireShopCart, timerAtom: shopCartTimerAtom } = shopServerCartFor(BASE);
const { ticketCountAtom, ticketsTotalAtom } = shopServerCartFor(BASE);

beforeEach(() => {
  for (const keys of [KEYS, shopKeys(OTHER)])
    for (const key of [keys.cartId, keys.cartExpiry, keys.serverCart]) storage.remove(key);
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
  function storeCart(id: string, keys = KEYS) {
    storage.set(keys.cartExpiry, '2099-01-01T00:00:00.000Z');
    storage.set(keys.cartId, id);
    storage.set(keys.serverCart, {
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
    storage.set(KEYS.cartId, 'c-2');
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
    expect(storage.get(KEYS.serverCart)).toBeNull();
    expect(createStore().set(expireShopCart, 'c-1')).toBe(false);
  });

  it('leaves a newer cart alone when an older one is expired late', () => {
    storeCart('c-new');
    const store = createStore();
    store.set(expireShopCart, 'c-old');
    expect(store.get(shopCartTimerAtom)?.cartId).toBe('c-new');
  });

  it("is each API's own: a second cinema's shop on the page reads none of it", () => {
    storeCart('c-1');
    const store = createStore();
    expect(store.get(shopServerCartFor(OTHER).ticketCountAtom)).toBe(0);
    expect(store.get(shopServerCartFor(OTHER).timerAtom)).toBeNull();
    storeCart('c-9', shopKeys(OTHER));
    expect(createStore().get(shopServerCartFor(OTHER).timerAtom)?.cartId).toBe('c-9');
    expect(createStore().get(shopCartTimerAtom)?.cartId).toBe('c-1');
    expect(shopServerCartFor(BASE)).toBe(shopServerCartFor(BASE));
  });
});
