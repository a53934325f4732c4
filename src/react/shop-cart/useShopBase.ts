import { createContext, useContext } from 'react';

/**
 * The API base of the shop around (its client's `base`): whose page-wide cart its parts show and
 * change (src/atoms/shop-cart/shopKeys.ts). Provided by `ShopPages`.
 */
export const ShopBaseContext = createContext<string | null>(null);

/** The API base of the shop around. Throws outside `ShopPages`, a programming error. */
export function useShopBase(): string {
  const base = useContext(ShopBaseContext);
  if (base === null) throw new Error('useShopBase() must be used inside <ShopPages>.');
  return base;
}
