import { STORAGE_PREFIX, StorageHelper, storage, storageKey } from './storage';

/** A helper over happy-dom's real localStorage, with warnings captured. */
function realHelper(now?: () => number) {
  const warn = vi.fn<(message: string, cause?: unknown) => void>();
  const helper = new StorageHelper(now ? { warn, now } : { warn });
  return { helper, warn };
}

/** localStorage whose setItem fails as a full browser store does; everything else is real. */
function fullBackend(): Storage {
  return {
    get length() {
      return localStorage.length;
    },
    key: (index) => localStorage.key(index),
    getItem: (key) => localStorage.getItem(key),
    removeItem: (key) => localStorage.removeItem(key),
    clear: () => localStorage.clear(),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

function disabledBackend(): () => Storage {
  return () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
}

function crossTabEvent(key: string | null, newValue: string | null, area: Storage = localStorage) {
  const init: StorageEventInit = { key, newValue, storageArea: area };
  window.dispatchEvent(new StorageEvent('storage', init));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('keys', () => {
  it('uses one fixed lower-case prefix, lower-cases the key and turns a slash into a dash', () => {
    expect(STORAGE_PREFIX).toBe('cinema-elements:');
    expect(storageKey('Cache/Member/Activity')).toBe('cinema-elements:cache-member-activity');
  });

  it('stores under the prefixed key, so "Cart/Id" and "cart-id" are the same entry', () => {
    const { helper } = realHelper();
    helper.set('Cart/Id', 'abc');
    expect(localStorage.getItem('cinema-elements:cart-id')).not.toBeNull();
    expect(localStorage.length).toBe(1);
    expect(helper.get('cart-id')).toBe('abc');
    helper.remove('CART/ID');
    expect(helper.get('Cart/Id')).toBeNull();
  });
});

describe('values', () => {
  it('round-trips JSON values', () => {
    const { helper } = realHelper();
    const cart = {
      items: [{ id: 'gift-50', type: 'giftCardByEmail', priceInCents: 5000, quantity: 2 }],
    };
    helper.set('shop-cart', cart);
    helper.set('count', 3);
    helper.set('flag', false);
    expect(helper.get('shop-cart')).toEqual(cart);
    expect(helper.get('count')).toBe(3);
    expect(helper.get('flag')).toBe(false);
    // Another helper (another page load) reads the same JSON back.
    expect(new StorageHelper().get('shop-cart')).toEqual(cart);
  });

  it('reads a missing key as null', () => {
    expect(realHelper().helper.get('nothing-here')).toBeNull();
  });

  it('keeps nothing for a value JSON cannot encode, warns once, and never throws', () => {
    const { helper, warn } = realHelper();
    helper.set('payment-type', 'braintree');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => helper.set('payment-type', 10n)).not.toThrow();
    expect(helper.get('payment-type')).toBeNull();
    expect(() => helper.set('other', cycle)).not.toThrow();
    expect(helper.get('other')).toBeNull();
    expect(() => helper.set('other', undefined)).not.toThrow();
    expect(localStorage.length).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"payment-type"');
  });
});

describe('time to live', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00+11:00'));
  });

  it('reads a value until its TTL passes, then removes it and reads null', () => {
    const { helper } = realHelper();
    helper.set('cache/member/activity', [{ id: 1 }], 300);
    vi.setSystemTime(Date.now() + 299_000);
    expect(helper.get('cache-member-activity')).toEqual([{ id: 1 }]);
    vi.setSystemTime(Date.now() + 1_000);
    expect(helper.get('cache-member-activity')).toBeNull();
    expect(localStorage.getItem('cinema-elements:cache-member-activity')).toBeNull();
  });

  it('uses the injected clock', () => {
    let now = 1_000_000;
    const { helper } = realHelper(() => now);
    helper.set('cart', { id: 'c1' }, 60);
    now += 59_999;
    expect(helper.get('cart')).toEqual({ id: 'c1' });
    now += 1;
    expect(helper.get('cart')).toBeNull();
    expect(localStorage.getItem('cinema-elements:cart')).toBeNull();
  });

  it('keeps a value without a TTL indefinitely', () => {
    const { helper } = realHelper();
    helper.set('payment-type', 'giftCard');
    vi.setSystemTime(Date.now() + 365 * 24 * 3600_000);
    expect(helper.get('payment-type')).toBe('giftCard');
  });

  it('treats a TTL of 0 or less as already expired: the key is removed', () => {
    const { helper, warn } = realHelper();
    helper.set('cart', { id: 'c1' });
    helper.set('cart', { id: 'c2' }, 0);
    expect(helper.get('cart')).toBeNull();
    helper.set('cart', { id: 'c3' });
    helper.set('cart', { id: 'c4' }, -5);
    expect(helper.get('cart')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats a NaN TTL like an expired one, with a warning, so it never becomes "forever"', () => {
    const { helper, warn } = realHelper();
    helper.set('cart', { id: 'c1' }, Number.NaN);
    expect(helper.get('cart')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("announces an expiry to the key's watchers when it happens", () => {
    const { helper } = realHelper();
    const listener = vi.fn();
    helper.set('vouchers', ['v1'], 300);
    helper.watch('vouchers', listener);
    vi.advanceTimersByTime(299_000);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(helper.get('vouchers')).toBeNull();
  });

  it('announces the expiry of a value stored by an earlier page once it has been read', () => {
    const expiresAt = Date.now() + 60_000;
    localStorage.setItem(storageKey('bookings'), JSON.stringify({ value: ['b1'], expiresAt }));
    const { helper } = realHelper();
    const listener = vi.fn();
    helper.watch('bookings', listener);
    expect(helper.get('bookings')).toEqual(['b1']);
    vi.advanceTimersByTime(60_000);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("'changed' events", () => {
  it("raises 'changed' with the normalised key on set and remove", () => {
    const { helper } = realHelper();
    const keys: string[] = [];
    helper.addEventListener('changed', (event) => {
      keys.push((event as CustomEvent<{ key: string }>).detail.key);
    });
    helper.set('Shop/Cart', []);
    helper.remove('shop/cart');
    expect(keys).toEqual(['shop-cart', 'shop-cart']);
  });

  it('watch() fires only for its own key, compared after normalisation, until unsubscribed', () => {
    const { helper } = realHelper();
    const listener = vi.fn();
    const stop = helper.watch('Cart/Id', listener);
    helper.set('cart-id', 'c1');
    helper.set('other', 1);
    expect(listener).toHaveBeenCalledTimes(1);
    helper.remove('CART-ID');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    helper.set('cart-id', 'c2');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('announces a removal found during a read afterwards, not from inside the read', async () => {
    const { helper } = realHelper();
    localStorage.setItem(storageKey('cart'), '{broken');
    const listener = vi.fn();
    helper.watch('cart', listener);
    expect(helper.get('cart')).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('changes from another tab', () => {
  it("raises 'changed' for a key with our prefix and reads the other tab's value", () => {
    const { helper } = realHelper();
    const listener = vi.fn();
    helper.watch('cart/id', listener);
    // What the other tab's helper wrote.
    new StorageHelper().set('cart-id', 'from-other-tab');
    listener.mockClear();
    crossTabEvent(storageKey('cart-id'), localStorage.getItem(storageKey('cart-id')));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(helper.get('cart-id')).toBe('from-other-tab');
  });

  it('ignores keys without our prefix and other storage areas', () => {
    const { helper } = realHelper();
    const listener = vi.fn();
    helper.addEventListener('changed', listener);
    crossTabEvent('someone-else:cart-id', '"x"');
    crossTabEvent(storageKey('cart-id'), '"x"', sessionStorage);
    expect(listener).not.toHaveBeenCalled();
  });

  it("raises 'changed' for every key this page uses when another tab clears storage", () => {
    const { helper } = realHelper();
    const cart = vi.fn();
    const member = vi.fn();
    helper.watch('shop-cart', cart);
    helper.watch('member', member);
    crossTabEvent(null, null);
    expect(cart).toHaveBeenCalledTimes(1);
    expect(member).toHaveBeenCalledTimes(1);
  });
});

describe('when browser storage fails', () => {
  it('does not touch storage until first used, so a page with storage disabled can import it', () => {
    const backend = vi.fn(disabledBackend());
    const helper = new StorageHelper({ backend, warn: vi.fn() });
    expect(backend).not.toHaveBeenCalled();
    expect(helper.degraded).toBe(false);
    expect(storage).toBeInstanceOf(StorageHelper);
  });

  it('keeps working from memory when storage is disabled (SecurityError), warning once', () => {
    const warn = vi.fn();
    const helper = new StorageHelper({ backend: disabledBackend(), warn });
    const listener = vi.fn();
    helper.watch('cart', listener);
    expect(() => helper.get('cart')).not.toThrow();
    expect(helper.get('cart')).toBeNull();
    expect(helper.degraded).toBe(true);
    helper.set('cart', { id: 'c1' });
    expect(helper.get('cart')).toEqual({ id: 'c1' });
    expect(listener).toHaveBeenCalledTimes(1);
    helper.remove('cart');
    expect(helper.get('cart')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('kept in memory');
    expect((warn.mock.calls[0]?.[1] as DOMException).name).toBe('SecurityError');
  });

  it('moves to memory when storage is full (QuotaExceededError), keeping what was stored', () => {
    const before = new StorageHelper();
    before.set('member', { id: 'm1' });
    before.set('cart-id', 'c1');
    localStorage.setItem('not-ours', 'x');
    const warn = vi.fn();
    const helper = new StorageHelper({ backend: fullBackend, warn });
    expect(helper.get('member')).toEqual({ id: 'm1' });
    expect(() => helper.set('shop-cart', [{ id: 'g1', quantity: 1 }])).not.toThrow();
    expect(helper.degraded).toBe(true);
    expect(helper.get('shop-cart')).toEqual([{ id: 'g1', quantity: 1 }]);
    expect(helper.get('member')).toEqual({ id: 'm1' });
    expect(helper.get('cart-id')).toBe('c1');
    helper.set('cart-id', 'c2');
    expect(helper.get('cart-id')).toBe('c2');
    expect(localStorage.getItem(storageKey('shop-cart'))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect((warn.mock.calls[0]?.[1] as DOMException).name).toBe('QuotaExceededError');
  });

  it('keeps following other tabs once degraded, by mirroring their writes into memory', () => {
    const backend = fullBackend();
    const helper = new StorageHelper({ backend: () => backend, warn: vi.fn() });
    helper.set('cart-id', 'c1');
    const listener = vi.fn();
    helper.watch('cart-id', listener);
    crossTabEvent(storageKey('cart-id'), '{"value":"c9","expiresAt":null}', backend);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(helper.get('cart-id')).toBe('c9');
    crossTabEvent(storageKey('cart-id'), null, backend);
    expect(helper.get('cart-id')).toBeNull();
  });

  it('never throws when every storage call throws, nor when the warn hook throws', () => {
    const broken: Storage = {
      get length(): number {
        throw new Error('length');
      },
      key: () => {
        throw new Error('key');
      },
      getItem: () => {
        throw new Error('getItem');
      },
      setItem: () => {
        throw new Error('setItem');
      },
      removeItem: () => {
        throw new Error('removeItem');
      },
      clear: () => {
        throw new Error('clear');
      },
    };
    const helper = new StorageHelper({
      backend: () => broken,
      warn: () => {
        throw new Error('warn');
      },
    });
    expect(() => {
      helper.set('a', 1);
      helper.get('a');
      helper.remove('a');
      helper.watch('a', () => undefined)();
    }).not.toThrow();
    helper.set('a', 2);
    expect(helper.get('a')).toBe(2);
  });
});

describe('corrupted entries', () => {
  it('reads corrupted JSON as null, removes the entry and warns once', () => {
    const { helper, warn } = realHelper();
    localStorage.setItem(storageKey('shop-cart'), '{"value": [1, 2');
    localStorage.setItem(storageKey('member'), 'undefined');
    expect(helper.get('shop-cart')).toBeNull();
    expect(localStorage.getItem(storageKey('shop-cart'))).toBeNull();
    expect(helper.get('member')).toBeNull();
    expect(localStorage.getItem(storageKey('member'))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"shop-cart"');
  });

  it('treats valid JSON that is not one of our entries as corrupted', () => {
    const { helper } = realHelper();
    localStorage.setItem(storageKey('cart-id'), '"c1"');
    localStorage.setItem(storageKey('vouchers'), '{"value":[],"expiresAt":"tomorrow"}');
    expect(helper.get('cart-id')).toBeNull();
    expect(helper.get('vouchers')).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
