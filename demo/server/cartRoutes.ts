/**
 * Cart routes (docs/api/openapi.yaml): create, fetch, delete, and the four kinds of order that
 * fill a cart.
 * Every order is checked in full before the cart changes, so a rejected order leaves it as it was.
 */
import { randomUUID } from 'node:crypto';
import { MembershipOrder, TicketOrder, UpgradeMembershipOrder } from '../../src/api/schemas';
import { cartView, openCart } from './cartAccess';
import { generalMembershipOptions, upgradeOptions } from './catalog/membershipOptions';

/** What `POST cart/{id}/membership` sells (product-rules §11): new memberships and renewals. */
const membershipOrderOptions = [
  ...generalMembershipOptions,
  ...upgradeOptions.filter((option) => option.action === 'renew'),
];
/** What `POST cart/{id}/upgrade-membership` sells: upgrades only. */
const upgradeOnlyOptions = upgradeOptions.filter((option) => option.action === 'upgrade');
import type { MembershipOption } from '../../src/api/schemas';
import type { CartConcession, DemoCart } from './DemoState';
import { HttpProblem } from './HttpProblem';
import { json, noContent } from './reply';
import type { Route } from './Router';
import { mergeProducts, ProductOrderBody } from './productLines';
import { sydneyDate } from './sydneyTime';

/** Most tickets one session in a cart may hold. */
export const MAX_TICKETS_PER_SESSION = 10;
export { MAX_GIFTS_BY_EMAIL, MAX_QUANTITY_MESSAGE, MAX_QUANTITY_PER_ITEM } from './productLines';

/** The cart's concessions with its membership line (if any) replaced by `option`. */
function withMembership(cart: DemoCart, option: MembershipOption): CartConcession[] {
  return [
    ...cart.concessions.filter((line) => line.kind !== 'membership'),
    {
      id: option.concessionItemId,
      name: option.name,
      priceInCents: option.priceInCents,
      quantity: 1,
      kind: 'membership',
    },
  ];
}

function findOption(
  options: readonly MembershipOption[],
  concessionItemId: string,
): MembershipOption {
  const option = options.find((candidate) => candidate.concessionItemId === concessionItemId);
  if (!option)
    throw new HttpProblem(
      400,
      `concessionItemId: Unknown membership option "${concessionItemId}".`,
    );
  return option;
}

/** The cart routes. */
export const cartRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/cart',
    handler: ({ state, now }) => {
      const createdAt = now();
      const cart: DemoCart = {
        id: randomUUID(),
        createdAt,
        expiresAt: createdAt + state.settings.cartLifetimeSeconds * 1000,
        concessions: [],
        sessions: [],
        giftCards: [],
      };
      state.carts.set(cart.id, cart);
      return { status: 201, headers: { Location: `/api/cart/${cart.id}` }, body: cartView(cart) };
    },
  },
  {
    method: 'GET',
    path: '/api/cart/:id',
    handler: ({ state, now, params }) =>
      json(cartView(openCart(state, params.id ?? '', now(), false))),
  },
  {
    method: 'DELETE',
    path: '/api/cart/:id',
    handler: ({ state, params }) => {
      // An expired cart can still be deleted: that is how a client cleans up after a 410.
      const id = params.id ?? '';
      if (!state.carts.delete(id)) throw new HttpProblem(404, `There is no cart with id "${id}".`);
      // A payment page still showing it must not pay for it (docs/product-rules.md §7.10).
      state.deletedCartIds.add(id);
      return noContent();
    },
  },
  {
    method: 'POST',
    path: '/api/cart/:id/products',
    handler: async ({ state, now, params, body }) => {
      const at = now();
      const cart = openCart(state, params.id ?? '', at, true);
      const order = await body(ProductOrderBody);
      const concessions = mergeProducts(cart, order.products, sydneyDate(at));
      const needsDelivery = concessions.some((line) => line.kind === 'giftByPost');
      const deliveryAddress = order.deliveryAddress ?? cart.deliveryAddress;
      if (needsDelivery && !deliveryAddress) {
        throw new HttpProblem(
          400,
          'deliveryAddress: A delivery address is required for gifts by post.',
        );
      }
      cart.cinemaId = order.cinemaId;
      cart.concessions = concessions;
      if (deliveryAddress) cart.deliveryAddress = deliveryAddress;
      if (order.billingAddress) cart.billingAddress = order.billingAddress;
      return json(cartView(cart));
    },
  },
  {
    method: 'POST',
    path: '/api/cart/:id/tickets',
    handler: async ({ state, now, params, body }) => {
      const cart = openCart(state, params.id ?? '', now(), true);
      const order = await body(TicketOrder);
      const screening = state.screenings.find((candidate) => candidate.id === order.sessionId);
      if (!screening)
        throw new HttpProblem(400, `sessionId: Unknown session "${order.sessionId}".`);
      const existing = cart.sessions.find((session) => session.id === screening.id);
      const tickets = (existing?.tickets ?? []).map((ticket) => ({ ...ticket }));
      order.tickets.forEach((line, index) => {
        const type = screening.ticketTypes.find((candidate) => candidate.id === line.id);
        if (!type)
          throw new HttpProblem(
            400,
            `tickets.${index}.id: Unknown ticket type "${line.id}" for this session.`,
          );
        const ticket = tickets.find((candidate) => candidate.id === type.id);
        if (ticket) ticket.quantity += line.quantity;
        else tickets.push({ ...type, quantity: line.quantity });
      });
      const ordered = order.tickets.reduce((sum, line) => sum + line.quantity, 0);
      if (order.seats.length > 0 && order.seats.length !== ordered) {
        throw new HttpProblem(
          400,
          `seats: Choose one seat per ticket (${ordered} tickets, ${order.seats.length} seats).`,
        );
      }
      const seats = [...(existing?.seats ?? []), ...order.seats];
      const repeated = seats.find((seat, index) => seats.indexOf(seat) !== index);
      if (repeated) throw new HttpProblem(422, `Seat ${repeated} is already in your cart.`);
      if (tickets.reduce((sum, ticket) => sum + ticket.quantity, 0) > MAX_TICKETS_PER_SESSION) {
        throw new HttpProblem(
          422,
          `You can book at most ${MAX_TICKETS_PER_SESSION} tickets per session.`,
        );
      }
      const { id, filmTitle, date, endDate } = screening;
      const session = { id, filmTitle, date, endDate, tickets, seats };
      cart.cinemaId = order.cinemaId;
      cart.sessions = existing
        ? cart.sessions.map((candidate) => (candidate === existing ? session : candidate))
        : [...cart.sessions, session];
      return json(cartView(cart));
    },
  },
  {
    method: 'POST',
    path: '/api/cart/:id/membership',
    handler: async ({ state, now, params, body }) => {
      const cart = openCart(state, params.id ?? '', now(), true);
      const { cinemaId, recaptchaToken, ...applicant } = await body(MembershipOrder);
      const option = findOption(membershipOrderOptions, applicant.concessionItemId);
      cart.cinemaId = cinemaId;
      cart.concessions = withMembership(cart, option);
      cart.membershipApplicant = applicant;
      state.recaptchaTokens.push(recaptchaToken);
      return json(cartView(cart));
    },
  },
  {
    method: 'POST',
    path: '/api/cart/:id/upgrade-membership',
    handler: async ({ state, now, params, body }) => {
      const cart = openCart(state, params.id ?? '', now(), true);
      const order = await body(UpgradeMembershipOrder);
      const option = findOption(upgradeOnlyOptions, order.concessionItemId);
      cart.cinemaId = order.cinemaId;
      cart.concessions = withMembership(cart, option);
      return json(cartView(cart));
    },
  },
];
