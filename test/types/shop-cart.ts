/**
 * A consumer of `cinema-elements/shop-cart` alone, checked by `tsc` against the built .d.ts
 * (scripts/check-types.mjs): the tag, its events, its properties and `addTickets()` are typed.
 */
import { SHOP_CART_TAG, ShopCartElement } from 'cinema-elements/shop-cart';
import type { Cart, ShopCartProperties, TicketOrder } from 'cinema-elements/shop-cart';
import type {
  CinemaEventDetails as ShopCartDetails,
  ShopCartEventMap as ShopCartEvents,
  ShopCartProperties as ShopCartProps,
} from 'cinema-elements/shop-cart';

const shop: ShopCartElement | null = document.querySelector(SHOP_CART_TAG);
const byTag: ShopCartElement | null = document.querySelector('cinema-shop-cart');

shop?.addEventListener('cinema-cart-change', (event) => {
  const quantities: number[] = event.detail.items.map((item) => item.quantity);
  console.log(quantities);
});
shop?.addEventListener('cinema-cart-expired', (event) => {
  const cartId: string = event.detail.cartId;
  console.log(cartId);
});

const order: TicketOrder = {
  sessionId: 'S-1001',
  tickets: [{ id: 'adult', quantity: 2 }],
  seats: ['F7', 'F8'],
};
async function book(element: ShopCartElement): Promise<string> {
  const cart: Cart = await element.addTickets(order);
  return cart.sessions[0]?.filmTitle ?? '';
}
// @ts-expect-error a ticket order needs its session
void byTag?.addTickets({ tickets: [{ id: 'adult', quantity: 1 }] });

const created: ShopCartElement = new ShopCartElement();
const properties: ShopCartProperties = created;
properties.dataCinemaId = 'demo-cinema';
void book(created);

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
const expectTrue = <T extends true>(): T | undefined => undefined;

// <cinema-shop-cart>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-shop-cart'], ShopCartElement>>();
expectTrue<
  Equal<
    keyof ShopCartEvents,
    | 'cinema-page-change'
    | 'cinema-payment-captured'
    | 'cinema-error'
    | 'cinema-cart-change'
    | 'cinema-cart-expired'
    | 'cinema-analytics'
  >
>();
expectTrue<
  Equal<ShopCartEvents['cinema-page-change'], CustomEvent<ShopCartDetails['cinema-page-change']>>
>();
expectTrue<
  Equal<
    ShopCartEvents['cinema-payment-captured'],
    CustomEvent<ShopCartDetails['cinema-payment-captured']>
  >
>();
expectTrue<Equal<ShopCartEvents['cinema-error'], CustomEvent<ShopCartDetails['cinema-error']>>>();
expectTrue<
  Equal<ShopCartEvents['cinema-cart-change'], CustomEvent<ShopCartDetails['cinema-cart-change']>>
>();
expectTrue<
  Equal<ShopCartEvents['cinema-cart-expired'], CustomEvent<ShopCartDetails['cinema-cart-expired']>>
>();
expectTrue<
  Equal<
    keyof ShopCartProps,
    'dataCinemaId' | 'dataRecaptchaKey' | 'apiBase' | 'timeZone' | 'termsUrl'
  >
>();
expectTrue<Equal<ShopCartProps[keyof ShopCartProps], string | undefined>>();
const shopCartTag = document.createElement('cinema-shop-cart');
expectTrue<Equal<typeof shopCartTag, ShopCartElement>>();
const shopCartTagProperties: ShopCartProps = shopCartTag;
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
