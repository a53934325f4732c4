/**
 * A consumer of the package root alone, checked by `tsc` against the built .d.ts
 * (scripts/check-types.mjs): every tag is in the tag map, and every element's event map and
 * properties come from the root exactly as the element declares them.
 */
import {
  FestivalPassElement,
  ShopCartElement,
  CartSummaryElement,
  MemberAreaElement,
  MembershipElement,
  NewsletterElement,
  defineAll,
  type CinemaEventDetails,
  type FestivalPassEventMap,
  type FestivalPassProperties,
  type ShopCartEventMap,
  type ShopCartProperties,
  type CartSummaryEventMap,
  type CartSummaryProperties,
  type MemberAreaEventMap,
  type MemberAreaProperties,
  type MembershipEventMap,
  type MembershipProperties,
  type NewsletterEventMap,
  type NewsletterProperties,
} from 'cinema-elements';

defineAll();

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
const expectTrue = <T extends true>(): T | undefined => undefined;

// <cinema-festival-pass>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-festival-pass'], FestivalPassElement>>();
expectTrue<
  Equal<
    keyof FestivalPassEventMap,
    'cinema-page-change' | 'cinema-payment-captured' | 'cinema-error' | 'cinema-analytics'
  >
>();
expectTrue<
  Equal<
    FestivalPassEventMap['cinema-page-change'],
    CustomEvent<CinemaEventDetails['cinema-page-change']>
  >
>();
expectTrue<
  Equal<
    FestivalPassEventMap['cinema-payment-captured'],
    CustomEvent<CinemaEventDetails['cinema-payment-captured']>
  >
>();
expectTrue<
  Equal<FestivalPassEventMap['cinema-error'], CustomEvent<CinemaEventDetails['cinema-error']>>
>();
expectTrue<
  Equal<
    keyof FestivalPassProperties,
    | 'dataCinemaId'
    | 'dataCinemaName'
    | 'dataRecaptchaKey'
    | 'dataFestivalId'
    | 'apiBase'
    | 'timeZone'
    | 'termsUrl'
  >
>();
expectTrue<Equal<FestivalPassProperties[keyof FestivalPassProperties], string | undefined>>();
const festivalPassTag = document.createElement('cinema-festival-pass');
expectTrue<Equal<typeof festivalPassTag, FestivalPassElement>>();
const festivalPassTagProperties: FestivalPassProperties = festivalPassTag;
festivalPassTag.addEventListener('cinema-page-change', (event) => {
  const page: 'cart' | 'options' | 'checkout' | 'payment' | 'thanks' = event.detail.page;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void page;
});
festivalPassTag.addEventListener('cinema-payment-captured', (event) => {
  const paymentType: string = event.detail.paymentType;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void paymentType;
});
festivalPassTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void festivalPassTagProperties;

// <cinema-shop-cart>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-shop-cart'], ShopCartElement>>();
expectTrue<
  Equal<
    keyof ShopCartEventMap,
    | 'cinema-page-change'
    | 'cinema-payment-captured'
    | 'cinema-error'
    | 'cinema-cart-change'
    | 'cinema-cart-expired'
    | 'cinema-analytics'
  >
>();
expectTrue<
  Equal<
    ShopCartEventMap['cinema-page-change'],
    CustomEvent<CinemaEventDetails['cinema-page-change']>
  >
>();
expectTrue<
  Equal<
    ShopCartEventMap['cinema-payment-captured'],
    CustomEvent<CinemaEventDetails['cinema-payment-captured']>
  >
>();
expectTrue<
  Equal<ShopCartEventMap['cinema-error'], CustomEvent<CinemaEventDetails['cinema-error']>>
>();
expectTrue<
  Equal<
    ShopCartEventMap['cinema-cart-change'],
    CustomEvent<CinemaEventDetails['cinema-cart-change']>
  >
>();
expectTrue<
  Equal<
    ShopCartEventMap['cinema-cart-expired'],
    CustomEvent<CinemaEventDetails['cinema-cart-expired']>
  >
>();
expectTrue<
  Equal<
    keyof ShopCartProperties,
    'dataCinemaId' | 'dataRecaptchaKey' | 'apiBase' | 'timeZone' | 'termsUrl'
  >
>();
expectTrue<Equal<ShopCartProperties[keyof ShopCartProperties], string | undefined>>();
const shopCartTag = document.createElement('cinema-shop-cart');
expectTrue<Equal<typeof shopCartTag, ShopCartElement>>();
const shopCartTagProperties: ShopCartProperties = shopCartTag;
shopCartTag.addEventListener('cinema-page-change', (event) => {
  const page: 'cart' | 'options' | 'checkout' | 'payment' | 'thanks' = event.detail.page;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void page;
});
shopCartTag.addEventListener('cinema-payment-captured', (event) => {
  const paymentType: string = event.detail.paymentType;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void paymentType;
});
shopCartTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
shopCartTag.addEventListener('cinema-cart-change', (event) => {
  const quantity: number | undefined = event.detail.items[0]?.quantity;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void quantity;
});
shopCartTag.addEventListener('cinema-cart-expired', (event) => {
  const cartId: string = event.detail.cartId;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void cartId;
});
void shopCartTagProperties;

// <cinema-cart-summary>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-cart-summary'], CartSummaryElement>>();
expectTrue<Equal<keyof CartSummaryEventMap, 'cinema-error' | 'cinema-analytics'>>();
expectTrue<
  Equal<CartSummaryEventMap['cinema-error'], CustomEvent<CinemaEventDetails['cinema-error']>>
>();
expectTrue<Equal<keyof CartSummaryProperties, 'apiBase' | 'href' | 'timeZone'>>();
expectTrue<Equal<CartSummaryProperties[keyof CartSummaryProperties], string | undefined>>();
const cartSummaryTag = document.createElement('cinema-cart-summary');
expectTrue<Equal<typeof cartSummaryTag, CartSummaryElement>>();
const cartSummaryTagProperties: CartSummaryProperties = cartSummaryTag;
cartSummaryTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void cartSummaryTagProperties;

// <cinema-member-area>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-member-area'], MemberAreaElement>>();
expectTrue<
  Equal<keyof MemberAreaEventMap, 'cinema-sign-in-required' | 'cinema-error' | 'cinema-analytics'>
>();
expectTrue<
  Equal<
    MemberAreaEventMap['cinema-sign-in-required'],
    CustomEvent<CinemaEventDetails['cinema-sign-in-required']>
  >
>();
expectTrue<
  Equal<MemberAreaEventMap['cinema-error'], CustomEvent<CinemaEventDetails['cinema-error']>>
>();
expectTrue<
  Equal<
    keyof MemberAreaProperties,
    'dataCinemaId' | 'dataRecaptchaKey' | 'apiBase' | 'signInUrl' | 'timeZone'
  >
>();
expectTrue<Equal<MemberAreaProperties[keyof MemberAreaProperties], string | undefined>>();
const memberAreaTag = document.createElement('cinema-member-area');
expectTrue<Equal<typeof memberAreaTag, MemberAreaElement>>();
const memberAreaTagProperties: MemberAreaProperties = memberAreaTag;
memberAreaTag.addEventListener('cinema-sign-in-required', (event) => {
  const none: Record<string, never> = event.detail;
  void none;
});
memberAreaTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void memberAreaTagProperties;

// <cinema-membership>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-membership'], MembershipElement>>();
expectTrue<
  Equal<
    keyof MembershipEventMap,
    'cinema-page-change' | 'cinema-payment-captured' | 'cinema-error' | 'cinema-analytics'
  >
>();
expectTrue<
  Equal<
    MembershipEventMap['cinema-page-change'],
    CustomEvent<CinemaEventDetails['cinema-page-change']>
  >
>();
expectTrue<
  Equal<
    MembershipEventMap['cinema-payment-captured'],
    CustomEvent<CinemaEventDetails['cinema-payment-captured']>
  >
>();
expectTrue<
  Equal<MembershipEventMap['cinema-error'], CustomEvent<CinemaEventDetails['cinema-error']>>
>();
expectTrue<
  Equal<
    keyof MembershipProperties,
    'dataCinemaId' | 'dataRecaptchaKey' | 'apiBase' | 'dataCinemaName' | 'timeZone' | 'termsUrl'
  >
>();
expectTrue<Equal<MembershipProperties[keyof MembershipProperties], string | undefined>>();
const membershipTag = document.createElement('cinema-membership');
expectTrue<Equal<typeof membershipTag, MembershipElement>>();
const membershipTagProperties: MembershipProperties = membershipTag;
membershipTag.addEventListener('cinema-page-change', (event) => {
  const page: 'cart' | 'options' | 'checkout' | 'payment' | 'thanks' = event.detail.page;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void page;
});
membershipTag.addEventListener('cinema-payment-captured', (event) => {
  const paymentType: string = event.detail.paymentType;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void paymentType;
});
membershipTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void membershipTagProperties;

// <cinema-newsletter>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-newsletter'], NewsletterElement>>();
expectTrue<Equal<keyof NewsletterEventMap, 'cinema-error' | 'cinema-analytics'>>();
expectTrue<
  Equal<NewsletterEventMap['cinema-error'], CustomEvent<CinemaEventDetails['cinema-error']>>
>();
expectTrue<
  Equal<keyof NewsletterProperties, 'dataRecaptchaKey' | 'apiBase' | 'dataTypeId' | 'timeZone'>
>();
expectTrue<Equal<NewsletterProperties[keyof NewsletterProperties], string | undefined>>();
const newsletterTag = document.createElement('cinema-newsletter');
expectTrue<Equal<typeof newsletterTag, NewsletterElement>>();
const newsletterTagProperties: NewsletterProperties = newsletterTag;
newsletterTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void newsletterTagProperties;
