/**
 * Every element the package ships, by tag, in the order `defineAll()` defines them: a
 * `Record<CinemaTag, …>`, so the typecheck fails for an element (a tag in `HTMLElementTagNameMap`)
 * that is missing here, or a tag here that is no element's; `test/unit/elementRegistry.test.ts`
 * fails when a tag's class is not its folder's.
 */
import { CART_SUMMARY_TAG, CartSummaryElement } from './cart-summary/CartSummaryElement';
import type { CinemaTag } from './descriptor';
import { FESTIVAL_PASS_TAG, FestivalPassElement } from './festival-pass/FestivalPassElement';
import { MEMBER_AREA_TAG, MemberAreaElement } from './member-area/MemberAreaElement';
import { MEMBERSHIP_TAG, MembershipElement } from './membership/MembershipElement';
import { NEWSLETTER_TAG, NewsletterElement } from './newsletter/NewsletterElement';
import { SHOP_CART_TAG, ShopCartElement } from './shop-cart/ShopCartElement';

/** Every element's class, by tag, in the order `defineAll()` defines them. */
export const ELEMENTS: Readonly<Record<CinemaTag, CustomElementConstructor>> = {
  [FESTIVAL_PASS_TAG]: FestivalPassElement,
  [CART_SUMMARY_TAG]: CartSummaryElement,
  [SHOP_CART_TAG]: ShopCartElement,
  [MEMBER_AREA_TAG]: MemberAreaElement,
  [NEWSLETTER_TAG]: NewsletterElement,
  [MEMBERSHIP_TAG]: MembershipElement,
};
