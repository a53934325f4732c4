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
import { addLine, editLine } from './cartLines';
import type { LineEdit, LineOptions } from './cartLines';
import type { ChosenAmountProduct } from './chosenAmount';

/** What `addLine` takes: a product, and for a gift card by e-mail its recipient and amount. */
export type AddLineInput = { product: ShopProduct | ChosenAmountProduct } & LineOptions;

/** What `editLine` takes: the line's key (`lineKey`) and what changes (product-rules §15.2). */
export type EditLineInput = { key: string } & LineEdit;

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
  /**
   * Add one to the line of a product, amount and recipient (product-rules §15.2): the same line
   * goes up by 1, another is a new line; the caps of §5.1 count every line.
   */
  addLine: WritableAtom<null, [AddLineInput], AddResult>;
  /** Change a line's amount or recipient (§15.2); it merges into a line it becomes the same as. */
  editLine: WritableAtom<null, [EditLineInput], AddResult>;
  /** Remove one from the line with this key (`lineKey`); at 0 it leaves. */
  removeOne: WritableAtom<null, [string], void>;
  /** Take the line with this key (`lineKey`) out whatever its quantity. */
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

  /** Apply `change` to the value in storage at that moment; a refusal stores nothing. */
  const update = (
    set: (target: typeof itemsAtom, value: PersistedUpdate<readonly ShopCartItem[]>) => void,
    change: (stored: readonly ShopCartItem[]) => AddResult,
  ): AddResult => {
    let result: AddResult = { ok: true, items: EMPTY };
    set(itemsAtom, (stored) => {
      result = change(stored);
      return result.ok ? result.items : stored;
    });
    return result;
  };

  const add = atom(null, (_get, set, product: ShopProduct): AddResult =>
    update(set, (stored) => addItem(stored, product)),
  );
  const addLineAtom = atom(null, (_get, set, { product, ...options }: AddLineInput): AddResult =>
    update(set, (stored) => addLine(stored, product, options as LineOptions)),
  );
  const editLineAtom = atom(null, (_get, set, { key, ...edit }: EditLineInput): AddResult =>
    update(set, (stored) => editLine(stored, key, edit)),
  );
  const removeOneAtom = atom(null, (_get, set, key: string) => {
    set(itemsAtom, (stored) => removeOne(stored, key));
  });
  const removeLineAtom = atom(null, (_get, set, key: string) => {
    set(itemsAtom, (stored) => removeLine(stored, key));
  });
  const clear = atom(null, (_get, set) => set(itemsAtom, RESET));

  return {
    itemsAtom,
    countAtom,
    totalInCentsAtom,
    add,
    addLine: addLineAtom,
    editLine: editLineAtom,
    removeOne: removeOneAtom,
    removeLine: removeLineAtom,
    clear,
  };
}

/** The page-wide shop cart, in the page's storage. */
export const shopCart: ShopCartAtoms = createShopCartAtoms();
