/**
 * The recipients of gift cards by e-mail, kept apart from the browser cart (product-rules §15.2):
 * personal data under `shop/recipients`, no longer than the server cart; the lines, not personal,
 * under `shop/cart` with an opaque reference each.
 */
import { createStore } from 'jotai/vanilla';
import * as v from 'valibot';
import { parseEnvelope } from '../../storage/envelope';
import { storage, storageKey } from '../../storage/storage';
import { memoryStorage } from '../../storage/testing/memoryStorage';
import { CHECKOUT_FALLBACK_TTL_SECONDS, secondsUntil } from '../checkout/cartLifetime';
import { PERSONAL_DATA_TTL_SECONDS } from '../../storage/personalData';
import { createCartLineAtoms, shopCartLinesFor } from './cartLineAtoms';
import { needsRecipient } from './cartLines';
import { CartRecipients, joinRecipients, splitRecipients } from './cartRecipients';
import type { GiftRecipient } from './giftRecipientSchema';
import { createShopCartAtoms, shopCartFor } from './shopCartAtoms';
import { shopKeys } from './shopKeys';
import type { ShopCartLine } from './shopCartItems';
import { lineKey } from './shopCartRules';
import type { ShopCartItem, ShopProduct } from './shopCartRules';
import { shopServerCartFor } from './shopServerCart';
import { BEA, CARL, beaWith } from './testing/giftRecipients';
import { GIFT_50, GIFT_100, POPCORN } from './testing/shopProducts';

/** The API whose shop these carts are. */
const BASE = 'https://cinema.example/api/';
const {
  cart: SHOP_CART_KEY,
  recipients: SHOP_RECIPIENTS_KEY,
  cartId: SHOP_CART_ID_KEY,
  cartExpiry: SHOP_CART_EXPIRY_KEY,
} = shopKeys(BASE);
const shopCart = shopCartFor(BASE);
const shopCartLines = shopCartLinesFor(BASE);
const { expire: expireShopCart, forget: forgetShopServerCart } = shopServerCartFor(BASE);

afterEach(() => {
  vi.useRealTimers();
});

/** A shop cart over its own storage, as one tab has it. */
function tab(memory = memoryStorage()) {
  const cart = createShopCartAtoms(BASE, memory.storage);
  const { addLine, editLine } = createCartLineAtoms(cart);
  const store = createStore();
  /** Add one of `product`, for `recipient` when given. */
  const add = (product: ShopProduct, recipient?: GiftRecipient) =>
    recipient ? store.set(addLine, { product, recipient }) : store.set(cart.add, product);
  return { memory, cart, editLine, store, add, items: () => store.get(cart.itemsAtom) };
}

/** What `key` holds in `memory`, as stored: its value and expiry, or null when nothing is. */
function entry(memory: ReturnType<typeof memoryStorage>, key: string) {
  const text = memory.entries.get(storageKey(key));
  return text === undefined ? null : (parseEnvelope(text) ?? null);
}

/** The lines `shop/cart` holds. */
const storedLines = (memory: ReturnType<typeof memoryStorage>) =>
  entry(memory, SHOP_CART_KEY)?.value as ShopCartLine[] | undefined;

/** The recipients `shop/recipients` holds, by reference. */
const storedRecipients = (memory: ReturnType<typeof memoryStorage>) =>
  entry(memory, SHOP_RECIPIENTS_KEY)?.value as Record<string, GiftRecipient> | undefined;

const line = (product: ShopProduct, quantity = 1, recipient?: GiftRecipient): ShopCartItem => ({
  ...product,
  quantity,
  ...(recipient ? { recipient } : {}),
});

describe('the recipients of gift cards by e-mail, kept apart from the cart (product-rules §15.2)', () => {
  it('stores the lines without anything personal, and each recipient by an opaque reference', () => {
    const { memory, add, items } = tab();
    add(GIFT_50, BEA);
    add(GIFT_50, CARL);
    add(POPCORN);

    const cartText = memory.entries.get(storageKey(SHOP_CART_KEY)) ?? '';
    for (const detail of [...Object.values(BEA), ...Object.values(CARL)])
      expect(cartText).not.toContain(detail);
    const [bea, carl, popcorn] = storedLines(memory) ?? [];
    expect(bea).toEqual({ ...GIFT_50, quantity: 1, recipientRef: expect.any(String) as unknown });
    expect(carl).toEqual({ ...GIFT_50, quantity: 1, recipientRef: expect.any(String) as unknown });
    expect(popcorn).toEqual({ ...POPCORN, quantity: 1 });
    expect(bea?.recipientRef).not.toBe(carl?.recipientRef);
    expect(storedRecipients(memory)).toEqual({
      [bea?.recipientRef ?? '']: BEA,
      [carl?.recipientRef ?? '']: CARL,
    });

    // The shop reads them joined, and so does a reload.
    const joined = [line(GIFT_50, 1, BEA), line(GIFT_50, 1, CARL), line(POPCORN)];
    expect(items()).toEqual(joined);
    expect(tab(memory).items()).toEqual(joined);
  });

  it('makes each reference at random, not from the recipient', () => {
    const refs = [tab(), tab()].map(({ memory, add }) => {
      add(GIFT_50, BEA);
      return storedLines(memory)?.[0]?.recipientRef;
    });
    expect(refs[0]).toEqual(expect.any(String));
    expect(refs[1]).not.toBe(refs[0]);
  });

  it('keeps a reference while its line keeps its recipient, and drops those no line uses', () => {
    const { memory, store, cart, add } = tab();
    add(GIFT_50, BEA);
    add(GIFT_50, CARL);
    const [bea, carl] = storedLines(memory) ?? [];
    add(POPCORN);
    add(GIFT_50, BEA);
    expect(storedLines(memory)?.map((stored) => [stored.recipientRef, stored.quantity])).toEqual([
      [bea?.recipientRef, 2],
      [carl?.recipientRef, 1],
      [undefined, 1],
    ]);

    store.set(cart.removeLine, lineKey(line(GIFT_50, 1, CARL)));
    expect(Object.keys(storedRecipients(memory) ?? {})).toEqual([bea?.recipientRef]);
    store.set(cart.removeLine, lineKey(line(GIFT_50, 1, BEA)));
    // No line has a recipient: nothing personal is left.
    expect(entry(memory, SHOP_RECIPIENTS_KEY)).toBeNull();
    expect(storedLines(memory)).toEqual([{ ...POPCORN, quantity: 1 }]);
  });

  it("keeps the recipients until the server cart expires, as the buyer's details (15 minutes without one)", () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-03-02T01:00:00Z'));
    const { memory, store, cart, add, items } = tab();
    store.sub(cart.itemsAtom, () => undefined);

    add(GIFT_50, BEA);
    const start = Date.now();
    expect(entry(memory, SHOP_RECIPIENTS_KEY)?.expiresAt).toBe(
      start + CHECKOUT_FALLBACK_TTL_SECONDS * 1000,
    );
    expect(secondsUntil(null)).toBe(CHECKOUT_FALLBACK_TTL_SECONDS);
    // The lines are not personal: they stay for good.
    expect(entry(memory, SHOP_CART_KEY)?.expiresAt).toBeNull();

    // A server cart now holds the items: each write takes the time left on it.
    const expiry = new Date(start + 10 * 60_000 + 400).toISOString();
    memory.storage.set(SHOP_CART_EXPIRY_KEY, expiry);
    add(GIFT_100, CARL);
    expect(entry(memory, SHOP_RECIPIENTS_KEY)?.expiresAt).toBe(start + secondsUntil(expiry) * 1000);
    expect(secondsUntil(expiry)).toBe(601);

    vi.advanceTimersByTime(600_000);
    expect(items().map((item) => item.recipient?.name)).toEqual(['Bea Ng', 'Carl Ito']);
    vi.advanceTimersByTime(1_000);
    expect(entry(memory, SHOP_RECIPIENTS_KEY)).toBeNull();
    expect(items()).toEqual([line(GIFT_50), line(GIFT_100)]);
    expect(items().map(needsRecipient)).toEqual([true, true]);
  });

  it('keeps them 30 minutes at most, whatever the server cart says (product-rules §4.2)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-03-02T01:00:00Z'));
    const { memory, add } = tab();
    memory.storage.set(SHOP_CART_EXPIRY_KEY, new Date(Date.now() + 2 * 3600_000).toISOString());
    add(GIFT_50, BEA);
    expect(entry(memory, SHOP_RECIPIENTS_KEY)?.expiresAt).toBe(
      Date.now() + PERSONAL_DATA_TTL_SECONDS * 1000,
    );
    expect(PERSONAL_DATA_TTL_SECONDS).toBe(30 * 60);
  });

  it('reads a line whose recipient is gone as one without, and merges the twins that makes, up to 10', () => {
    const { memory, store, cart, editLine, items } = tab();
    memory.storage.set(SHOP_CART_KEY, [
      { ...GIFT_50, quantity: 6, recipientRef: 'gone-1' },
      { ...POPCORN, quantity: 1 },
      { ...GIFT_50, quantity: 7, recipientRef: 'gone-2' },
      { ...GIFT_100, quantity: 1, recipientRef: 'kept' },
      // A reference to no well-formed recipient finds none, whatever its name.
      { ...GIFT_100, quantity: 2, recipientRef: 'toString' },
      { ...GIFT_100, quantity: 1, recipientRef: 'broken' },
    ]);
    memory.storage.set(SHOP_RECIPIENTS_KEY, { kept: CARL, broken: { name: 'Bea Ng' } });

    expect(items()).toEqual([
      line(GIFT_50, 10),
      line(POPCORN),
      line(GIFT_100, 1, CARL),
      line(GIFT_100, 3),
    ]);
    expect(items().map(needsRecipient)).toEqual([true, false, false, true]);
    expect(store.get(cart.countAtom)).toBe(15);

    // Saying who the merged line is for stores it, and the cart as it now reads.
    store.set(editLine, { key: GIFT_50.id, recipient: BEA });
    expect(items()).toEqual([
      line(GIFT_50, 10, BEA),
      line(POPCORN),
      line(GIFT_100, 1, CARL),
      line(GIFT_100, 3),
    ]);
    const stored = storedLines(memory) ?? [];
    expect(stored).toHaveLength(4);
    expect(storedRecipients(memory)).toEqual({
      [stored[0]?.recipientRef ?? '']: BEA,
      [stored[2]?.recipientRef ?? '']: CARL,
    });
  });

  it("removes both entries when the cart is emptied ('Empty cart', and after payment)", () => {
    const { memory, store, cart, add, items } = tab();
    add(GIFT_50, BEA);
    add(POPCORN);
    store.set(cart.clear);
    expect(items()).toEqual([]);
    expect(entry(memory, SHOP_CART_KEY)).toBeNull();
    expect(entry(memory, SHOP_RECIPIENTS_KEY)).toBeNull();
  });

  it("never loses another tab's change, its recipients included", () => {
    const here = tab();
    const there = tab(here.memory);
    here.store.sub(here.cart.itemsAtom, () => undefined);
    here.add(GIFT_50, BEA);
    there.add(GIFT_50, CARL);
    // Followed live: the other tab's line arrives with its recipient.
    expect(here.items()).toEqual([line(GIFT_50, 1, BEA), line(GIFT_50, 1, CARL)]);
    there.add(GIFT_100, beaWith({ name: 'Dee Li' }));
    here.add(POPCORN);
    here.store.set(here.cart.removeOne, lineKey(line(GIFT_50, 1, BEA)));
    expect(tab(here.memory).items()).toEqual([
      line(GIFT_50, 1, CARL),
      line(GIFT_100, 1, beaWith({ name: 'Dee Li' })),
      line(POPCORN),
    ]);
  });

  it('still loads a cart stored before: lines without recipients, or with them inline', () => {
    const { memory, add, items } = tab();
    const before = JSON.parse(
      '[{"id":"gc-50","type":"giftCardByEmail","name":"$50 gift card","priceInCents":5000,"quantity":2},' +
        '{"id":"post-popcorn","type":"giftByPost","name":"Popcorn hamper","priceInCents":4500,"quantity":1}]',
    ) as unknown;
    memory.storage.set(SHOP_CART_KEY, before);
    expect(items()).toEqual([line(GIFT_50, 2), line(POPCORN)]);
    expect(items().map(needsRecipient)).toEqual([true, false]);

    // A recipient stored inside the line is not read back, and the next change drops it.
    const inline = tab();
    inline.memory.storage.set(SHOP_CART_KEY, [{ ...GIFT_50, quantity: 1, recipient: BEA }]);
    expect(inline.items()).toEqual([line(GIFT_50)]);
    inline.add(POPCORN);
    expect(inline.memory.entries.get(storageKey(SHOP_CART_KEY))).not.toContain(BEA.email);
    add(POPCORN);
    expect(storedLines(memory)).toEqual([
      { ...GIFT_50, quantity: 2 },
      { ...POPCORN, quantity: 2 },
    ]);
  });

  it('logs nothing about a recipient', () => {
    const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    const { memory, store, cart, add, items } = tab();
    add(GIFT_50, BEA);
    memory.storage.set(SHOP_RECIPIENTS_KEY, 'not recipients');
    expect(items()).toEqual([line(GIFT_50)]);
    store.set(cart.clear);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    expect(memory.warnings).toEqual([]);
  });
});

describe('the recipients and the server cart (product-rules §5.2, §15.2)', () => {
  const KEYS = [SHOP_CART_KEY, SHOP_RECIPIENTS_KEY, SHOP_CART_ID_KEY, SHOP_CART_EXPIRY_KEY];
  beforeEach(() => {
    for (const key of KEYS) storage.remove(key);
  });
  afterAll(() => {
    for (const key of KEYS) storage.remove(key);
  });

  /** The page's shop cart with a gift card for Bea and a hamper, and a server cart `cartId`. */
  function filled(cartId: string) {
    storage.set(SHOP_CART_ID_KEY, cartId);
    storage.set(SHOP_CART_EXPIRY_KEY, new Date(Date.now() + 600_000).toISOString());
    const store = createStore();
    store.sub(shopCart.itemsAtom, () => undefined);
    store.set(shopCartLines.addLine, { product: GIFT_50, recipient: BEA });
    store.set(shopCart.add, POPCORN);
    expect(storage.get(SHOP_RECIPIENTS_KEY)).not.toBeNull();
    return store;
  }

  it('drops the recipients, not the lines, when the server cart expires', () => {
    const store = filled('recipients-expired');
    store.set(expireShopCart, 'recipients-expired');
    expect(storage.get(SHOP_RECIPIENTS_KEY)).toBeNull();
    expect(store.get(shopCart.itemsAtom)).toEqual([line(GIFT_50), line(POPCORN)]);
    expect(store.get(shopCart.itemsAtom).map(needsRecipient)).toEqual([true, false]);
  });

  it('drops them too when the server cart is forgotten', () => {
    const store = filled('recipients-forgotten');
    store.set(forgetShopServerCart);
    expect(storage.get(SHOP_RECIPIENTS_KEY)).toBeNull();
    expect(store.get(shopCart.itemsAtom)).toEqual([line(GIFT_50), line(POPCORN)]);
  });

  it('keeps them when another cart expires late', () => {
    const store = filled('recipients-current');
    store.set(expireShopCart, 'recipients-older');
    expect(store.get(shopCart.itemsAtom)).toEqual([line(GIFT_50, 1, BEA), line(POPCORN)]);
  });
});

describe('joinRecipients and splitRecipients', () => {
  it('round-trip the cart through storage, and a new reference never takes a stored one', () => {
    const items = [line(GIFT_50, 2, BEA), line(POPCORN), line(GIFT_100, 1, CARL)];
    // Math.random's 0.5 makes the reference 'i', already Carl's in storage; the next is used.
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.25);
    const { lines, recipients } = splitRecipients(items, { i: CARL });
    expect(lines.map((stored) => stored.recipientRef)).toEqual([
      '9',
      undefined,
      expect.any(String),
    ]);
    expect(recipients).toEqual({ 9: BEA, [lines[2]?.recipientRef ?? '']: CARL });
    const read = JSON.parse(JSON.stringify({ lines, recipients })) as {
      lines: ShopCartLine[];
      recipients: unknown;
    };
    expect(joinRecipients(read.lines, v.parse(CartRecipients, read.recipients))).toEqual(items);
  });

  it('keep the reference of a recipient read from storage', () => {
    const stored = { r1: BEA, r2: CARL };
    const items = joinRecipients(
      [
        { ...GIFT_50, quantity: 1, recipientRef: 'r2' },
        { ...GIFT_100, quantity: 1, recipientRef: 'r1' },
      ],
      stored,
    );
    expect(splitRecipients(items, stored)).toEqual({
      lines: [
        { ...GIFT_50, quantity: 1, recipientRef: 'r2' },
        { ...GIFT_100, quantity: 1, recipientRef: 'r1' },
      ],
      recipients: { r1: BEA, r2: CARL },
    });
  });
});
