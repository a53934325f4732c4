/**
 * The page's one shop cart of an API (product-rules §5.1, §2.6; its keys: shopKeys.ts): page-wide,
 * kept through the storage helper so it survives a reload and follows other tabs, and in memory when storage is broken. Every
 * element that shows or changes the cart uses these atoms, so two shops and a cart summary agree,
 * live. The lines themselves, their count and total are shopCartItems.ts's, all the cart summary
 * loads; these atoms join each line with its recipient (cartRecipients.ts, product-rules §15.2)
 * and add the shop's changes over the same lines.
 */
import { atom } from 'jotai/vanilla';
import type { WritableAtom } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import type { StorageHelper } from '../../storage/storage';
import type { PersistedUpdate } from '../persistedAtom';
import { joinedItemsAtom } from './cartRecipients';
import type { JoinedItemsAtom } from './cartRecipients';
import { createShopCartItems, itemCount, shopCartItemsFor, totalInCents } from './shopCartItems';
import type { ShopCartItemsAtoms } from './shopCartItems';
import { perBase, shopKeys } from './shopKeys';
import { addItem, removeLine, removeOne } from './shopCartRules';
import type { AddResult, ShopCartItem, ShopProduct } from './shopCartRules';

const EMPTY: readonly ShopCartItem[] = [];

/**
 * The shop cart's atoms: its lines with their recipients, their count and total, and its changes.
 */
export interface ShopCartAtoms extends Omit<ShopCartItemsAtoms, 'itemsAtom'> {
  /**
   * The cart's lines, each with its recipient (product-rules §15.2); written back, the lines go to
   * `shop/<base>cart` and the recipients to `shop/<base>recipients` (cartRecipients.ts).
   */
  itemsAtom: JoinedItemsAtom;
  /**
   * Add one of a product (the caps of product-rules §5.1); resolves what happened, never throws.
   */
  add: WritableAtom<null, [ShopProduct], AddResult>;
  /** Remove one from the line with this key (`lineKey`); at 0 it leaves. */
  removeOne: WritableAtom<null, [string], void>;
  /** Take the line with this key (`lineKey`) out whatever its quantity. */
  removeLine: WritableAtom<null, [string], void>;
  /** Empty the browser cart, its recipients too (after a payment, or 'Empty cart'). */
  clear: WritableAtom<null, [], void>;
}

/**
 * Apply `change` to the cart in storage at that moment (through `set`, a write's setter); a
 * refusal stores nothing. The cart's lines (cartLineAtoms.ts) change it the same way.
 */
export function updateItems(
  set: (
    target: ShopCartAtoms['itemsAtom'],
    value: PersistedUpdate<readonly ShopCartItem[]>,
  ) => void,
  itemsAtom: ShopCartAtoms['itemsAtom'],
  change: (stored: readonly ShopCartItem[]) => AddResult,
): AddResult {
  let result: AddResult = { ok: true, items: EMPTY };
  set(itemsAtom, (stored) => {
    result = change(stored);
    return result.ok ? result.items : stored;
  });
  return result;
}

/**
 * The shop's atoms over `items`, the cart's lines (in `helper`): the lines joined with their
 * recipients, their count and total, and the changes. Each change is applied to the value in
 * storage at that moment, so a change made in another tab is never lost.
 */
function withChanges(
  base: string,
  { itemsAtom: linesAtom }: ShopCartItemsAtoms,
  helper?: StorageHelper,
): ShopCartAtoms {
  const itemsAtom = joinedItemsAtom(linesAtom, shopKeys(base), helper);
  const add = atom(null, (_get, set, product: ShopProduct): AddResult =>
    updateItems(set, itemsAtom, (stored) => addItem(stored, product)),
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
    // The shop's own, over the joined lines: a line whose recipient is gone may have merged.
    countAtom: atom((get) => itemCount(get(itemsAtom))),
    totalInCentsAtom: atom((get) => totalInCents(get(itemsAtom))),
    add,
    removeOne: removeOneAtom,
    removeLine: removeLineAtom,
    clear,
  };
}

/** Build the cart atoms of the API at `base` over `helper` (tests pass their own). */
export const createShopCartAtoms = (base: string, helper?: StorageHelper): ShopCartAtoms =>
  withChanges(base, createShopCartItems(base, helper), helper);

/**
 * The page-wide shop cart of the API at `base`, in the page's storage: the lines the cart summary
 * of that `api-base` shows too.
 */
export const shopCartFor: (base: string) => ShopCartAtoms = perBase((base) =>
  withChanges(base, shopCartItemsFor(base)),
);
