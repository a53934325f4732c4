import { clearPersonalData, isPersonalEntry, PERSONAL_DATA_CLEARED } from './personalData';
import { STORAGE_PREFIX, StorageHelper, storageKey } from './storage';

afterEach(() => localStorage.clear());

/** Each entry the README's storage table lists, as stored, and whether it is personal. */
const BASE = 'https://cinema.example/api/';
const ENTRIES: Array<[string, boolean]> = [
  [`checkout/${BASE}festival-pass/0000000001/jiff/0/customer`, true],
  [`checkout/${BASE}shop/billing-address`, true],
  [`checkout/${BASE}shop/cart-id`, false],
  [`checkout/${BASE}shop/cart-expiry`, false],
  [`checkout/${BASE}membership/0000000001/0/revision`, false],
  [`shop/${BASE}cart`, false],
  [`shop/${BASE}recipients`, true],
  [`shop/${BASE}server-cart`, false],
  [`shop/${BASE}ticket-orders`, false],
  ['analytics/purchases', false],
  ['checkout/last-payment-type', false],
  [`api:${BASE}cart`, true],
  [`api:${BASE}membershipOptions`, false],
  [`api:${BASE}member`, true],
  [`api:${BASE}member/M-100245/activity`, true],
  [`api:${BASE}member/M-100245/giftCards`, true],
  // Written by an earlier version, before keys named their API.
  ['checkout/shop/customer', true],
  ['shop/recipients', true],
];

describe('personal data (product-rules §4.2, §4.4)', () => {
  it.each(ENTRIES)('%s is personal: %s', (key, personal) => {
    expect(isPersonalEntry(storageKey(key).slice(STORAGE_PREFIX.length))).toBe(personal);
  });

  it('clearPersonalData() removes every personal entry of ours, nothing else, and says so', () => {
    for (const [key] of ENTRIES)
      localStorage.setItem(storageKey(key), '{"value":1,"expiresAt":null}');
    localStorage.setItem('host-page:customer', 'theirs');
    const heard = vi.fn();
    window.addEventListener(PERSONAL_DATA_CLEARED, heard, { once: true });
    clearPersonalData();
    expect(heard).toHaveBeenCalledTimes(1);
    const left = Object.keys(localStorage).sort();
    expect(left).toEqual(
      [
        ...ENTRIES.filter(([, personal]) => !personal).map(([key]) => storageKey(key)),
        'host-page:customer',
      ].sort(),
    );
  });

  it('never throws, storage disabled or not', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    // The signal still goes out (no helper hears it here: theirs would move to memory for good).
    const signal = vi.spyOn(window, 'dispatchEvent').mockImplementation(() => true);
    expect(() => clearPersonalData()).not.toThrow();
    expect(signal).toHaveBeenCalledWith(expect.objectContaining({ type: PERSONAL_DATA_CLEARED }));
    vi.restoreAllMocks();
  });

  it('every storage helper drops what it holds of it, in memory too, and tells who listens', async () => {
    const failing = new StorageHelper({
      backend: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      warn: () => undefined,
    });
    failing.set('shop/recipients', { a: 1 });
    failing.set('shop/cart', [1]);
    const page = new StorageHelper();
    page.set(`checkout/${BASE}shop/customer`, { firstName: 'Ana' }, 60);
    const changed = vi.fn();
    page.watch(`checkout/${BASE}shop/customer`, changed);
    const cleared = vi.fn();
    failing.addEventListener('personal-data-cleared', cleared);
    expect(page.personalDataClears).toBe(0);
    clearPersonalData();
    expect(failing.get('shop/recipients')).toBeNull();
    expect(failing.get('shop/cart')).toEqual([1]);
    expect(page.get(`checkout/${BASE}shop/customer`)).toBeNull();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(page.personalDataClears).toBe(1);
  });
});
