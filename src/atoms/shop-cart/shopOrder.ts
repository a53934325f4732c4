/**
 * The shop's order calls (shopCartFlow.ts: Continue's order, `addTickets()`, 'Empty cart'): a chunk
 * of their own, loaded on the first call that needs them, or preloaded once the buyer starts on
 * the details form.
 */
import { checkoutStep } from '../../dom/chunkSteps';
import { preloadCheckoutAtom } from '../loadCheckout';
import type { OrderCode } from '../loadCheckout';
import type * as ShopOrder from './shopCartFlow';

/** How to load the shop's order calls. */
export const SHOP_ORDER: OrderCode<typeof ShopOrder> = {
  load: () => import('./shopCartFlow'),
  step: checkoutStep('shop'),
};

/** Start loading the shop's order calls: the buyer has started on the details form. */
export const preloadShopOrder = preloadCheckoutAtom(SHOP_ORDER);
