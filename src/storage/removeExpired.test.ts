import { memoryStorage } from './testing/memoryStorage';
import { StorageHelper, storageKey } from './storage';

afterEach(() => localStorage.clear());

describe('removeExpired (product-rules §4.2)', () => {
  it('removes every expired entry without anything reading it, and announces each', async () => {
    const { storage, entries, advance } = memoryStorage();
    storage.set('checkout/x/customer', { firstName: 'Ana' }, 60);
    storage.set('shop/cart', [{ id: 'a' }]);
    storage.set('api:/api/member', { id: 'M-1' }, 600);
    const changed = vi.fn();
    storage.watch('checkout/x/customer', changed);
    advance(61);
    storage.removeExpired();
    expect([...entries.keys()].sort()).toEqual(
      [storageKey('shop/cart'), storageKey('api:/api/member')].sort(),
    );
    await Promise.resolve();
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('leaves what it cannot read, and what is not ours, alone', () => {
    localStorage.setItem(storageKey('mangled'), 'not json');
    localStorage.setItem('other:key', JSON.stringify({ value: 1, expiresAt: 0 }));
    localStorage.setItem(storageKey('old'), JSON.stringify({ value: 1, expiresAt: 1 }));
    new StorageHelper({ warn: () => undefined }).removeExpired();
    expect(Object.keys(localStorage).sort()).toEqual([storageKey('mangled'), 'other:key']);
  });

  it('never throws when storage does', () => {
    const helper = new StorageHelper({
      backend: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      warn: () => undefined,
    });
    expect(() => helper.removeExpired()).not.toThrow();
    expect(helper.degraded).toBe(true);
  });
});
