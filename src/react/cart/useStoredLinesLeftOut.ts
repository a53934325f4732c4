/**
 * A stored cart line no version of the shop can read is left out alone (shopCartItems.ts,
 * product-rules §14); the element that shows the cart tells its admin once which one and why
 * (docs/product-rules.md §2.7). Shared by the shop and the cart summary.
 */
import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { leftOut } from '../../config/leftOut';
import { tellAdmin } from '../../config/adminConsole';
import { shopCartItemsFor } from '../../atoms/shop-cart/shopCartItems';
import { shopKeys } from '../../atoms/shop-cart/shopKeys';
import { storageKey } from '../../storage/storageKeys';
import { useHost } from '../useHost';

/** Tell `host`'s admin about the lines of the cart of the API at `base` that could not be read. */
export function useStoredLinesLeftOut(base: string): void {
  const host = useHost();
  const lines = useAtomValue(shopCartItemsFor(base).itemsAtom);
  useEffect(() => {
    const entries = leftOut(lines);
    if (entries.length > 0)
      tellAdmin(host, 'left-out', '', {
        request: 'the cart',
        stored: storageKey(shopKeys(base).cart),
        entries,
      });
  }, [host, lines, base]);
}
