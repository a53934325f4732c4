/**
 * A consumer of `cinema-elements/shop-cart` alone, checked by `tsc` against the built .d.ts
 * (scripts/check-types.mjs): the tag, its events, its properties and `addTickets()` are typed.
 */
import { SHOP_CART_TAG, ShopCartElement } from 'cinema-elements/shop-cart';
import type { Cart, ShopCartProperties, TicketOrder } from 'cinema-elements/shop-cart';

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
