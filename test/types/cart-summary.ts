/**
 * A consumer of `cinema-elements/cart-summary` alone, checked by `tsc` against the built .d.ts
 * (scripts/check-types.mjs); each `@ts-expect-error` proves a type is not `any`.
 */
import { CART_SUMMARY_TAG, CartSummaryElement } from 'cinema-elements/cart-summary';
import type { CartSummaryProperties } from 'cinema-elements/cart-summary';
import type {
  CinemaEventDetails as CartSummaryDetails,
  CartSummaryEventMap as CartSummaryEvents,
  CartSummaryProperties as CartSummaryProps,
} from 'cinema-elements/cart-summary';

const summary: CartSummaryElement | null = document.querySelector(CART_SUMMARY_TAG);
if (summary) {
  summary.href = '/cart';
  // @ts-expect-error the properties are strings, as the attributes are
  summary.href = 42;
  summary.addEventListener('cinema-error', (event) => void event.detail.message.toUpperCase());
  // @ts-expect-error the detail of cinema-error has only a message
  summary.addEventListener('cinema-error', (event) => void event.detail.page);
  // The funnel's steps (README "Analytics"): GA4's event name and e-commerce parameters.
  summary.addEventListener('cinema-analytics', (event) => {
    const name: 'view_cart' | 'purchase' | string = event.detail.name;
    const value: number | undefined = event.detail.params.value;
    const ids: string[] | undefined = event.detail.params.items?.map((item) => item.item_id);
    void [name, value, ids];
    // @ts-expect-error a step's parameters never carry a customer
    void event.detail.params.customer;
  });
}
const created: CartSummaryElement = new CartSummaryElement();
const properties: CartSummaryProperties = created;
void properties;

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
const expectTrue = <T extends true>(): T | undefined => undefined;

// <cinema-cart-summary>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-cart-summary'], CartSummaryElement>>();
expectTrue<Equal<keyof CartSummaryEvents, 'cinema-error' | 'cinema-analytics'>>();
expectTrue<
  Equal<CartSummaryEvents['cinema-error'], CustomEvent<CartSummaryDetails['cinema-error']>>
>();
expectTrue<Equal<keyof CartSummaryProps, 'apiBase' | 'href' | 'timeZone'>>();
expectTrue<Equal<CartSummaryProps[keyof CartSummaryProps], string | undefined>>();
const cartSummaryTag = document.createElement('cinema-cart-summary');
expectTrue<Equal<typeof cartSummaryTag, CartSummaryElement>>();
const cartSummaryTagProperties: CartSummaryProps = cartSummaryTag;
cartSummaryTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void cartSummaryTagProperties;
