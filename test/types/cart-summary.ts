/**
 * A consumer of `cinema-elements/cart-summary` alone, checked by `tsc` against the built .d.ts
 * (scripts/check-types.mjs); each `@ts-expect-error` proves a type is not `any`.
 */
import { CART_SUMMARY_TAG, CartSummaryElement } from 'cinema-elements/cart-summary';
import type { CartSummaryProperties } from 'cinema-elements/cart-summary';

const summary: CartSummaryElement | null = document.querySelector(CART_SUMMARY_TAG);
if (summary) {
  summary.href = '/cart';
  // @ts-expect-error the properties are strings, as the attributes are
  summary.href = 42;
  summary.addEventListener('cinema-error', (event) => void event.detail.message.toUpperCase());
  // @ts-expect-error the detail of cinema-error has only a message
  summary.addEventListener('cinema-error', (event) => void event.detail.page);
}
const created: CartSummaryElement = new CartSummaryElement();
const properties: CartSummaryProperties = created;
void properties;
