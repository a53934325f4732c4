/**
 * Side-effect entry `cinema-elements/shop-cart`: importing it defines `<cinema-shop-cart>`.
 */
import { defineElement } from '../define';
import { SHOP_CART_TAG, ShopCartElement } from './ShopCartElement';

defineElement(SHOP_CART_TAG, ShopCartElement);

export { SHOP_CART_TAG, ShopCartElement };
export type { ShopCartEventMap, ShopCartProperties, TicketOrder } from './ShopCartElement';
export type { CinemaEvent, CinemaEventMap, CinemaEventTarget } from '../elementTypes';
export type { CinemaEventDetails, CinemaEventName, WidgetPage } from '../../events/events';
export type { Cart, Session, Ticket } from '../../api/schemas';
