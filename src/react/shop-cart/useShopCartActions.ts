import { useSetAtom, useStore } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import type { CatalogueItem } from '../../atoms/shop-cart/catalogueAtoms';
import { offersChosenAmount } from '../../atoms/shop-cart/chosenAmountBounds';
import type { ChosenAmountProduct } from '../../atoms/shop-cart/chosenAmountBounds';
import { shopCartLinesFor } from '../../atoms/shop-cart/cartLineAtoms';
import { shopCartFor } from '../../atoms/shop-cart/shopCartAtoms';
import { lineKey } from '../../atoms/shop-cart/shopCartRules';
import type { AddResult, ShopCartItem, ShopProduct } from '../../atoms/shop-cart/shopCartRules';
import type { ShopElementAtoms } from '../../atoms/shop-cart/shopElementAtoms';
import type { RecipientResult } from './RecipientForm';
import { report } from '../../analytics/report';
import { useHost } from '../useHost';

/** What the cart keeps of a catalogue item or a cart line: never its description or recipient. */
export function productOf(item: CatalogueItem | ShopCartItem): ShopProduct | ChosenAmountProduct {
  const { id, type, name, imageUrl } = item;
  const base = { id, type, name, ...(imageUrl ? { imageUrl } : {}) };
  if (offersChosenAmount(item)) {
    const { minPriceInCents, maxPriceInCents } = item;
    return { ...base, minPriceInCents, maxPriceInCents };
  }
  return { ...base, priceInCents: item.priceInCents };
}

/** The shop's changes to the page's cart; each one emits `cinema-cart-change` when it changed. */
export interface ShopCartActions {
  /** Add one of a product as it is (a gift by post; a line stored without a recipient). */
  onAdd(item: ShopProduct): void;
  /** '+' on a cart line: one more of that very line, its recipient and amount kept (§15.2). */
  onAddOne(item: ShopCartItem): void;
  onRemoveOne(item: ShopCartItem): void;
  onRemoveLine(item: ShopCartItem): void;
  /** A gift card by e-mail from the 'Who is it for?' form (product-rules §15.2). */
  onAddGift(item: CatalogueItem, result: RecipientResult): AddResult;
  /** A cart line's 'Change' saved (product-rules §15.2); it may merge into an identical line. */
  onEditLine(item: ShopCartItem, result: RecipientResult): AddResult;
}

/**
 * The cart actions of one shop element: a refused add or change shows its message as the shop's
 * notice (the caps of product-rules §5.1); a change clears the notice and emits `emitChange`. The
 * cart is the page's one of the API at `base`.
 */
export function useShopCartActions(
  atoms: ShopElementAtoms,
  base: string,
  emitChange: () => void,
): ShopCartActions {
  const store = useStore();
  // The page-wide cart of the shop's API (shopKeys.ts).
  const shopCart = shopCartFor(base);
  const shopCartLines = shopCartLinesFor(base);
  const host = useHost();
  const setNotice = useSetAtom(atoms.noticeAtom);

  const settle = useCallback(
    (result: AddResult, refusal: boolean): AddResult => {
      if (result.ok) {
        setNotice(null);
        emitChange();
      } else if (refusal) setNotice({ kind: 'error', message: result.message });
      return result;
    },
    [setNotice, emitChange],
  );

  const onAdd = useCallback(
    (item: ShopProduct) => {
      if (settle(store.set(shopCart.add, productOf(item) as ShopProduct), false).ok)
        report(host, 'add_to_cart', { lines: [{ ...item, quantity: 1 }] });
    },
    [store, settle, host, shopCart],
  );
  const onAddOne = useCallback(
    (item: ShopCartItem) => {
      const { recipient, priceInCents } = item;
      if (!recipient) return void onAdd(item);
      const added = store.set(shopCartLines.addLine, {
        product: productOf(item),
        priceInCents,
        recipient,
      });
      if (settle(added, false).ok)
        report(host, 'add_to_cart', { lines: [{ ...item, quantity: 1 }] });
    },
    [store, settle, onAdd, host, shopCartLines],
  );
  const onRemoveOne = useCallback(
    (item: ShopCartItem) => {
      store.set(shopCart.removeOne, lineKey(item));
      emitChange();
      report(host, 'remove_from_cart', { lines: [{ ...item, quantity: 1 }] });
    },
    [store, emitChange, host, shopCart],
  );
  const onRemoveLine = useCallback(
    (item: ShopCartItem) => {
      store.set(shopCart.removeLine, lineKey(item));
      emitChange();
      report(host, 'remove_from_cart', { lines: [item] });
    },
    [store, emitChange, host, shopCart],
  );
  const onAddGift = useCallback(
    (item: CatalogueItem, { priceInCents, recipient }: RecipientResult) => {
      const result = settle(
        store.set(shopCartLines.addLine, { product: productOf(item), priceInCents, recipient }),
        true,
      );
      if (result.ok)
        report(host, 'add_to_cart', {
          lines: [{ ...item, priceInCents, quantity: 1 }],
        });
      return result;
    },
    [store, settle, host, shopCartLines],
  );
  const onEditLine = useCallback(
    (item: ShopCartItem, { priceInCents, recipient }: RecipientResult) =>
      settle(
        store.set(shopCartLines.editLine, { key: lineKey(item), priceInCents, recipient }),
        true,
      ),
    [store, settle, shopCartLines],
  );

  return useMemo(
    () => ({ onAdd, onAddOne, onRemoveOne, onRemoveLine, onAddGift, onEditLine }),
    [onAdd, onAddOne, onRemoveOne, onRemoveLine, onAddGift, onEditLine],
  );
}
