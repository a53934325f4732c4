/**
 * `addTickets()` of `<cinema-shop-cart>` (product-rules §5.5), loaded on its first call: the
 * element's attributes say which API and cinema, the shop's action does the calls and keeps the
 * element's notice, and the element tells the host page (events, and a rejection in words).
 */
import { report } from '../../analytics/report';
import type { Cart } from '../../api/schemas';
import type { TicketOrderRecord } from '../../atoms/shop-cart/shopOrderAtoms';
import { httpFor } from '../../atoms/httpFor';
import {
  addTicketsForElement,
  showTicketOrderError,
} from '../../atoms/shop-cart/addTicketsForElement';
import { TICKET_ORDER_ERROR_MESSAGE as TICKET_ORDER_FAILED } from '../../atoms/shop-cart/shopServerCart';
import { cinemaStore } from '../../atoms/store';
import { API_BASE_HINT, parseApiBase } from '../../config/apiBase';
import { emit } from '../../events/events';

/** The tickets `order` added, as the funnel's `add_to_cart` (product-rules §15.3). */
function reportTickets(element: HTMLElement, cart: Cart, order: TicketOrderRecord): void {
  const session = cart.sessions.find((candidate) => candidate.id === order.sessionId);
  if (!session) return;
  const tickets = order.tickets.flatMap(({ id, quantity }) => {
    const ticket = session.tickets.find((candidate) => candidate.id === id);
    return ticket ? [{ ...ticket, quantity }] : [];
  });
  report(element, 'add_to_cart', { sessions: [{ ...session, tickets }] });
}

/** Add the tickets of `order` to the page's server cart, for `element`. */
export async function addTicketsFrom(element: HTMLElement, order: unknown): Promise<Cart> {
  const fail = (message: string): Error => {
    cinemaStore.set(showTicketOrderError, { element, message });
    emit(element, 'cinema-error', { message });
    return new Error(message);
  };
  const cinemaId = element.getAttribute('data-cinema-id')?.trim();
  if (!cinemaId) throw fail(`${TICKET_ORDER_FAILED}: the element needs its data-cinema-id.`);
  const apiBase = parseApiBase(element.getAttribute('api-base'));
  if (!apiBase) throw fail(`${TICKET_ORDER_FAILED}: api-base ${API_BASE_HINT}`);
  try {
    const { cart, items } = await cinemaStore.set(addTicketsForElement, {
      element,
      context: {
        http: httpFor(apiBase),
        cinemaId,
        onExpired: (cartId) => emit(element, 'cinema-cart-expired', { cartId }),
      },
      order,
    });
    emit(element, 'cinema-cart-change', { items });
    reportTickets(element, cart, order as TicketOrderRecord);
    return cart;
  } catch (error) {
    const message = error instanceof Error ? error.message : TICKET_ORDER_FAILED;
    emit(element, 'cinema-error', { message });
    throw error instanceof Error ? error : new Error(message);
  }
}
