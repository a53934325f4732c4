/**
 * The page's one shop cart (product-rules §5.1, §2.6): page-wide, kept through the storage helper
 * so it survives a reload and follows other tabs, and in memory when storage is broken. Every
 * element that shows or changes the cart uses these atoms, so two shops and a cart summary agree,
 * live.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import type { StorageHelper } from '../../storage/storage';
import { persistedAtom } from '../persistedAtom';
import type { PersistedUpdate } from '../persistedAtom';
import {
  ShopCartItems,
  addItem,
  itemCount,
  removeLine,
  removeOne,
  totalInCents,
} from './shopCartRules';
import type { AddResult, ShopCartItem, ShopProduct } from './shopCartRules';

/** The storage key of the browser cart (README's storage table). */
export const SHOP_CART_KEY = 'shop/cart';

const EMPTY: readonly ShopCartItem[] = [];

/** The shop cart's atoms. */
export interface ShopCartAtoms {
  /** The cart's lines, as stored. */
  itemsAtom: WritableAtom<
    readonly ShopCartItem[],
    [PersistedUpdate<readonly ShopCartItem[]>],
    void
  >;
  /** How many shop items: the sum of the quantities. */
  countAtom: Atom<number>;
  /** The shop items' total, in cents. */
  totalInCentsAtom: Atom<number>;
  /**
   * Add one of a product (the caps of product-rules §5.1); resolves what happened, never throws.
   */
  add: WritableAtom<null, [ShopProduct], AddResult>;
  /** Remove one of an item; at 0 it leaves. */
  removeOne: WritableAtom<null, [string], void>;
  /** Take a line out whatever its quantity. */
  removeLine: WritableAtom<null, [string], void>;
  /** Empty the browser cart (after a payment, or 'Empty cart'). */
  clear: WritableAtom<null, [], void>;
}

/**
 * Build the shop cart's atoms over `helper` (tests pass their own). Each change is applied to the
 * value in storage at that moment, so a change made in another tab is never lost.
 */
export function createShopCartAtoms(helper?: StorageHelper): ShopCartAtoms {
  const itemsAtom = persistedAtom(
    SHOP_CART_KEY,
    ShopCartItems,
    EMPTY as ShopCartItem[],
    helper ? { helper } : {},
  ) as ShopCartAtoms['itemsAtom'];
  const countAtom = atom((get) => itemCount(get(itemsAtom)));
  const totalInCentsAtom = atom((get) => totalInCents(get(itemsAtom)));

  const add = atom(null, (_get, set, product: ShopProduct): AddResult => {
    let result: AddResult = { ok: true, items: EMPTY };
    set(itemsAtom, (stored) => {
      result = addItem(stored, product);
      return result.ok ? result.items : stored;
    });
    return result;
  });
  const removeOneAtom = atom(null, (_get, set, id: string) => {
    set(itemsAtom, (stored) => removeOne(stored, id));
  });
  const removeLineAtom = atom(null, (_get, set, id: string) => {
    set(itemsAtom, (stored) => removeLine(stored, id));
  });
  const clear = atom(null, (_get, set) => set(itemsAtom, RESET));

  return {
    itemsAtom,
    countAtom,
    totalInCentsAtom,
    add,
    removeOne: removeOneAtom,
    removeLine: removeLineAtom,
    clear,
  };
}

/** The page-wide shop cart, in the page's storage. */
export const shopCart: ShopCartAtoms = createShopCartAtoms();
