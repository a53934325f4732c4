/**
 * The npm root export of Cinema Elements. Importing it defines nothing: call `defineAll()`, or
 * import an element's own entry (`cinema-elements/festival-pass`), to register the tags.
 */
import { defineElement } from './elements/define';
import { ELEMENTS } from './elements/registry';

/** The package version, baked in at build time. */
export const VERSION: string = __CINEMA_VERSION__;

/**
 * Define every Cinema Elements tag (the list is src/elements/registry.ts); safe to call any number
 * of times.
 */
export function defineAll(): void {
  for (const [tag, element] of Object.entries(ELEMENTS)) defineElement(tag, element);
}

// Each element's tag, class, events and properties: one export per element folder
// (test/unit/elementRegistry.test.ts fails on a missing one).
export {
  FESTIVAL_PASS_TAG,
  FestivalPassElement,
  type FestivalPassEventMap,
  type FestivalPassProperties,
} from './elements/festival-pass/FestivalPassElement';
export {
  CART_SUMMARY_TAG,
  CartSummaryElement,
  type CartSummaryEventMap,
  type CartSummaryProperties,
} from './elements/cart-summary/CartSummaryElement';
export {
  SHOP_CART_TAG,
  ShopCartElement,
  type ShopCartEventMap,
  type ShopCartProperties,
  type TicketOrder,
} from './elements/shop-cart/ShopCartElement';
export {
  MEMBER_AREA_TAG,
  MemberAreaElement,
  type MemberAreaEventMap,
  type MemberAreaProperties,
} from './elements/member-area/MemberAreaElement';
export {
  NEWSLETTER_TAG,
  NewsletterElement,
  type NewsletterEventMap,
  type NewsletterProperties,
} from './elements/newsletter/NewsletterElement';
export {
  MEMBERSHIP_TAG,
  MembershipElement,
  type MembershipEventMap,
  type MembershipProperties,
} from './elements/membership/MembershipElement';
export { defineElement } from './elements/define';
// A host's own sign-out (product-rules §4.4): every personal entry goes, every element shows it.
export { clearPersonalData } from './storage/personalData';

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
