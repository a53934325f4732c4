import { createStore } from 'jotai/vanilla';
import { StorageHelper, storageKey } from '../../storage/storage';
import { memoryStorage } from '../../storage/testing/memoryStorage';
import { createCartLineAtoms } from './cartLineAtoms';
import { createShopCartAtoms } from './shopCartAtoms';
import { shopKeys } from './shopKeys';
import { createShopCartItems } from './shopCartItems';
import { leftOut } from '../../config/leftOut';
import { MAX_QUANTITY_MESSAGE, lineKey } from './shopCartRules';
import { BEA, CARL, beaWith } from './testing/giftRecipients';
import type { ShopProduct } from './shopCartRules';
import { GIFT_50 as SHOP_GIFT_50, POPCORN } from './testing/shopProducts';

/** The API whose shop these carts are. */
const BASE = 'https://cinema.example/api/';
const SHOP_CART_KEY = shopKeys(BASE).cart;

const GIFT_50: ShopProduct = { ...SHOP_GIFT_50, imageUrl: 'https://images.example/gc-50.png' };

describe('the page-wide shop cart', () => {
  it('adds, counts and totals, and keeps the cart in storage for a reload', () => {
    const memory = memoryStorage();
    const cart = createShopCartAtoms(BASE, memory.storage);
    const store = createStore();
    expect(store.set(cart.add, GIFT_50)).toMatchObject({ ok: true });
    store.set(cart.add, GIFT_50);
    store.set(cart.add, POPCORN);
    expect(store.get(cart.countAtom)).toBe(3);
    expect(store.get(cart.totalInCentsAtom)).toBe(14500);

    // A reload: new atoms, a new store, the same storage.
    const reloaded = createShopCartAtoms(BASE, memory.storage);
    expect(createStore().get(reloaded.itemsAtom)).toEqual([
      { ...GIFT_50, quantity: 2 },
      { ...POPCORN, quantity: 1 },
    ]);
    expect(memory.entries.has(storageKey(SHOP_CART_KEY))).toBe(true);
  });

  it('refuses an add past a cap with the message, and stores nothing new', () => {
    const memory = memoryStorage();
    const cart = createShopCartAtoms(BASE, memory.storage);
    const store = createStore();
    for (let i = 0; i < 5; i += 1) store.set(cart.add, GIFT_50);
    const before = memory.entries.get(storageKey(SHOP_CART_KEY));
    expect(store.set(cart.add, GIFT_50)).toMatchObject({
      ok: false,
      message: MAX_QUANTITY_MESSAGE,
    });
    expect(memory.entries.get(storageKey(SHOP_CART_KEY))).toBe(before);
    expect(store.get(cart.countAtom)).toBe(5);
  });

  it('removes one at a time, a whole line, and everything', () => {
    const memory = memoryStorage();
    const cart = createShopCartAtoms(BASE, memory.storage);
    const store = createStore();
    store.set(cart.add, GIFT_50);
    store.set(cart.add, GIFT_50);
    store.set(cart.add, POPCORN);
    store.set(cart.removeOne, 'gc-50');
    expect(store.get(cart.itemsAtom).map((item) => [item.id, item.quantity])).toEqual([
      ['gc-50', 1],
      ['post-popcorn', 1],
    ]);
    store.set(cart.removeLine, 'post-popcorn');
    expect(store.get(cart.countAtom)).toBe(1);
    store.set(cart.clear);
    expect(store.get(cart.itemsAtom)).toEqual([]);
    expect(memory.entries.has(storageKey(SHOP_CART_KEY))).toBe(false);
  });

  it("applies each change to what another tab stored, so neither tab's add is lost", () => {
    const memory = memoryStorage();
    const here = createShopCartAtoms(BASE, memory.storage);
    const store = createStore();
    store.set(here.add, GIFT_50);
    // Another tab (same storage) adds a hamper meanwhile.
    store.set(createShopCartAtoms(BASE, memory.storage).add, POPCORN);
    store.set(here.add, GIFT_50);
    expect(createStore().get(createShopCartAtoms(BASE, memory.storage).itemsAtom)).toEqual([
      { ...GIFT_50, quantity: 2 },
      { ...POPCORN, quantity: 1 },
    ]);
  });

  it('still works, in memory, when browser storage throws', () => {
    const broken = new StorageHelper({
      backend: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      warn: () => undefined,
    });
    const cart = createShopCartAtoms(BASE, broken);
    const store = createStore();
    expect(store.set(cart.add, POPCORN)).toMatchObject({ ok: true });
    store.set(cart.add, POPCORN);
    expect(store.get(cart.countAtom)).toBe(2);
    expect(createStore().get(createShopCartAtoms(BASE, broken).itemsAtom)).toEqual([
      { ...POPCORN, quantity: 2 },
    ]);
  });

  it('reads a stored cart that is not a list as empty, without throwing', () => {
    const memory = memoryStorage();
    memory.storage.set(SHOP_CART_KEY, { id: 'x', type: 'voucher', quantity: 1 });
    const cart = createShopCartAtoms(BASE, memory.storage);
    expect(createStore().get(cart.itemsAtom)).toEqual([]);
  });

  it('keeps a line of a type the shop does not sell, counts it and orders it as it is', () => {
    const memory = memoryStorage();
    const voucher = {
      id: 'dvd-1',
      type: 'dvd',
      name: 'Festival DVD',
      priceInCents: 2500,
      quantity: 2,
    };
    memory.storage.set(SHOP_CART_KEY, [voucher, { ...POPCORN, quantity: 1 }]);
    const cart = createShopCartAtoms(BASE, memory.storage);
    const store = createStore();
    expect(store.get(cart.itemsAtom)).toEqual([voucher, { ...POPCORN, quantity: 1 }]);
    expect(store.get(cart.countAtom)).toBe(3);
    expect(store.get(cart.totalInCentsAtom)).toBe(5000 + POPCORN.priceInCents);
    // A change keeps it.
    store.set(cart.add, POPCORN);
    expect(store.get(cart.itemsAtom)[0]).toEqual(voucher);
  });

  it('leaves out a line it cannot read, alone, says which, and stores the rest at the next change', () => {
    const memory = memoryStorage();
    const unreadable = { id: 'x', type: 'voucher', quantity: 99 };
    memory.storage.set(SHOP_CART_KEY, [{ ...POPCORN, quantity: 1 }, unreadable]);
    const cart = createShopCartAtoms(BASE, memory.storage);
    const lines = createShopCartItems(BASE, memory.storage);
    const store = createStore();
    expect(store.get(cart.itemsAtom)).toEqual([{ ...POPCORN, quantity: 1 }]);
    expect(leftOut(store.get(lines.itemsAtom))).toEqual([
      { index: 1, field: 'name', message: expect.any(String) },
    ]);
    store.set(cart.add, POPCORN);
    expect(memory.storage.get(SHOP_CART_KEY)).toEqual([{ ...POPCORN, quantity: 2 }]);
  });
});

describe('the cart lines of gift cards by e-mail (product-rules §15.2)', () => {
  const setup = () => {
    const memory = memoryStorage();
    const cart = createShopCartAtoms(BASE, memory.storage);
    return { memory, cart: { ...cart, ...createCartLineAtoms(cart) }, store: createStore() };
  };

  it('adds a line per recipient, raises the same recipient, and keeps them for a reload', () => {
    const { memory, cart, store } = setup();
    expect(store.set(cart.addLine, { product: SHOP_GIFT_50, recipient: BEA })).toMatchObject({
      ok: true,
    });
    store.set(cart.addLine, { product: SHOP_GIFT_50, recipient: CARL });
    store.set(cart.addLine, { product: SHOP_GIFT_50, recipient: BEA });
    const reloaded = createStore().get(createShopCartAtoms(BASE, memory.storage).itemsAtom);
    expect(reloaded.map((line) => [line.recipient?.name, line.quantity])).toEqual([
      ['Bea Ng', 2],
      ['Carl Ito', 1],
    ]);
  });

  it('edits a line by its key, merging into a line it becomes, and removes by key', () => {
    const { cart, store } = setup();
    store.set(cart.addLine, { product: SHOP_GIFT_50, recipient: BEA });
    store.set(cart.addLine, { product: SHOP_GIFT_50, recipient: CARL });
    const [bea, carl] = store.get(cart.itemsAtom);
    expect(store.set(cart.editLine, { key: lineKey(carl!), recipient: BEA })).toMatchObject({
      ok: true,
    });
    expect(store.get(cart.itemsAtom)).toEqual([{ ...bea, quantity: 2 }]);
    store.set(cart.removeOne, lineKey(bea!));
    expect(store.get(cart.countAtom)).toBe(1);
    store.set(cart.removeLine, lineKey(bea!));
    expect(store.get(cart.itemsAtom)).toEqual([]);
  });

  it('counts every line against the cap of 5 and stores nothing past it', () => {
    const { cart, store } = setup();
    for (const name of ['A', 'B', 'C', 'D', 'E'])
      store.set(cart.addLine, { product: SHOP_GIFT_50, recipient: beaWith({ name }) });
    const stored = () => store.get(cart.itemsAtom);
    const before = stored();
    expect(store.set(cart.addLine, { product: SHOP_GIFT_50, recipient: CARL })).toMatchObject({
      ok: false,
      message: MAX_QUANTITY_MESSAGE,
    });
    expect(stored()).toEqual(before);
    expect(store.get(cart.countAtom)).toBe(5);
  });
});
