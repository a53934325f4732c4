/**
 * The npm root export of Cinema Elements. Importing it defines nothing: call `defineAll()`, or
 * import an element's own entry (`cinema-elements/festival-pass`), to register the tags.
 */
import { defineElement } from './elements/define';
import { CART_SUMMARY_TAG, CartSummaryElement } from './elements/cart-summary/CartSummaryElement';
import {
  FESTIVAL_PASS_TAG,
  FestivalPassElement,
} from './elements/festival-pass/FestivalPassElement';
import { SHOP_CART_TAG, ShopCartElement } from './elements/shop-cart/ShopCartElement';
import { MEMBER_AREA_TAG, MemberAreaElement } from './elements/member-area/MemberAreaElement';
import { NEWSLETTER_TAG, NewsletterElement } from './elements/newsletter/NewsletterElement';
import { MEMBERSHIP_TAG, MembershipElement } from './elements/membership/MembershipElement';

/** The package version, baked in at build time. */
export const VERSION: string = __CINEMA_VERSION__;

/** Define every Cinema Elements tag; safe to call any number of times. */
export function defineAll(): void {
  defineElement(FESTIVAL_PASS_TAG, FestivalPassElement);
  defineElement(CART_SUMMARY_TAG, CartSummaryElement);
  defineElement(SHOP_CART_TAG, ShopCartElement);
  defineElement(MEMBER_AREA_TAG, MemberAreaElement);
  defineElement(NEWSLETTER_TAG, NewsletterElement);
  defineElement(MEMBERSHIP_TAG, MembershipElement);
}

export {
  CART_SUMMARY_TAG,
  CartSummaryElement,
  FESTIVAL_PASS_TAG,
  FestivalPassElement,
  MEMBER_AREA_TAG,
  MemberAreaElement,
  MEMBERSHIP_TAG,
  MembershipElement,
  NEWSLETTER_TAG,
  NewsletterElement,
  SHOP_CART_TAG,
  ShopCartElement,
};
export { defineElement } from './elements/define';

export {
  ApiError,
  BotCheckError,
  ConfigError,
  PaymentError,
  SchemaError,
  isApiError,
  isBotCheckError,
  isConfigError,
  isPaymentError,
  isSchemaError,
} from './errors/errors';
export type {
  FestivalPassEventMap,
  FestivalPassProperties,
} from './elements/festival-pass/FestivalPassElement';
export type {
  ShopCartEventMap,
  ShopCartProperties,
  TicketOrder,
} from './elements/shop-cart/ShopCartElement';
export type {
  NewsletterEventMap,
  NewsletterProperties,
} from './elements/newsletter/NewsletterElement';
export type {
  MembershipEventMap,
  MembershipProperties,
} from './elements/membership/MembershipElement';
export type {
  MemberAreaEventMap,
  MemberAreaProperties,
} from './elements/member-area/MemberAreaElement';
export type {
  CartSummaryEventMap,
  CartSummaryProperties,
} from './elements/cart-summary/CartSummaryElement';
export type {
  CinemaElementClass,
  CinemaEvent,
  CinemaEventMap,
  CinemaEventTarget,
} from './elements/elementTypes';
export type { CinemaEventDetails, CinemaEventName, WidgetPage } from './events/events';
export { THEME_NAMES, DEFAULT_THEME } from './themes/themeNames';
export type { ThemeName } from './themes/themeNames';
export type { ThemeColors, ThemeTokens } from './themes/ThemeTokens';
export type {
  Cart,
  Concession,
  Customer,
  FestivalPass,
  GiftCard,
  OrderType,
  PaymentDetails,
  PaymentMethods,
  PaymentType,
  Session,
  ShopItem,
  Ticket,
} from './api/schemas';
