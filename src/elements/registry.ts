/**
 * Every element the package ships, tag and class, in the order `defineAll()` defines them: one
 * entry per element folder (`src/elements/<name>/index.ts`). The build reads the folders itself
 * (tsup.config.ts); `scripts/check-registry.mjs` fails, naming the place, when this list or any
 * other place that names the elements by hand disagrees with the folders.
 */
import { CART_SUMMARY_TAG, CartSummaryElement } from './cart-summary/CartSummaryElement';
import { FESTIVAL_PASS_TAG, FestivalPassElement } from './festival-pass/FestivalPassElement';
import { MEMBER_AREA_TAG, MemberAreaElement } from './member-area/MemberAreaElement';
import { MEMBERSHIP_TAG, MembershipElement } from './membership/MembershipElement';
import { NEWSLETTER_TAG, NewsletterElement } from './newsletter/NewsletterElement';
import { SHOP_CART_TAG, ShopCartElement } from './shop-cart/ShopCartElement';

/** One element: the tag it is defined under and its class. */
export interface RegisteredElement {
  readonly tag: string;
  readonly element: CustomElementConstructor;
}

/** Every element, in the order `defineAll()` defines them. */
export const ELEMENTS: readonly RegisteredElement[] = [
  { tag: FESTIVAL_PASS_TAG, element: FestivalPassElement },
  { tag: CART_SUMMARY_TAG, element: CartSummaryElement },
  { tag: SHOP_CART_TAG, element: ShopCartElement },
  { tag: MEMBER_AREA_TAG, element: MemberAreaElement },
  { tag: NEWSLETTER_TAG, element: NewsletterElement },
  { tag: MEMBERSHIP_TAG, element: MembershipElement },
];
