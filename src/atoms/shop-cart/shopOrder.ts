/**
 * The shop's order calls (shopCartFlow.ts: Continue's order, `addTickets()`, 'Empty cart'): a chunk
 * of their own, loaded on the first call that needs them, or preloaded once the buyer starts on
 * the details form (prefetched).
 */
import { checkoutStep } from '../../dom/chunkSteps';
import { purchaseCode } from '../loadCheckout';
import type { OrderCode } from '../loadCheckout';
import type * as ShopOrder from './shopCartFlow';

/** How to load the shop's order calls; every purchase pays the page's one stored cart. */
export const SHOP_ORDER: OrderCode<typeof ShopOrder> = {
  load: () => import('./shopCartFlow'),
  step: checkoutStep('shop'),
  storedCart: (order, scope) => order.shopStoredCart(scope),
};

/** The shop's order calls, as its purchases' checkout sessions use them. */
export const SHOP_PURCHASE = purchaseCode(SHOP_ORDER);
