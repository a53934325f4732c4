/**
 * Side-effect entry `cinema-elements/cart-summary`: importing it defines `<cinema-cart-summary>`.
 */
import { defineElement } from '../define';
import { CART_SUMMARY_TAG, CartSummaryElement } from './CartSummaryElement';

defineElement(CART_SUMMARY_TAG, CartSummaryElement);

export { CART_SUMMARY_TAG, CartSummaryElement };
export type { CartSummaryEventMap, CartSummaryProperties } from './CartSummaryElement';
export type { CinemaEvent, CinemaEventMap, CinemaEventTarget } from '../elementTypes';
export type { CinemaEventDetails, CinemaEventName } from '../../events/events';
