/**
 * The server cart as the shop shows it (its sessions and tickets, its booking fee): the stored copy
 * with the full cart schema, when it is the current cart. Read-only, and free of the checkout's
 * atoms, so the shop's first view does not load them.
 */
import { atom } from 'jotai/vanilla';
import type { Atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { Cart } from '../../api/schemas/cart';
import { persistedAtom } from '../persistedAtom';
import { SHOP_CART_ID_KEY, SHOP_SERVER_CART_KEY } from './shopServerCart';

const storedCartAtom = persistedAtom(SHOP_SERVER_CART_KEY, v.nullable(Cart), null);
const storedIdAtom = persistedAtom(SHOP_CART_ID_KEY, v.nullable(v.string()), null);

/** The stored server cart when it is the current one (its id is the stored cart id), else null. */
export const currentServerCartAtom: Atom<Cart | null> = atom((get) => {
  const cart = get(storedCartAtom);
  return cart && cart.id === get(storedIdAtom) ? cart : null;
});
