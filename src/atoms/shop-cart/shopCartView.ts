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
import { perBase, shopKeys } from './shopKeys';

/**
 * The stored server cart of the API at `base` when it is the current one (its id is the stored
 * cart id), else null.
 */
export const currentServerCartFor: (base: string) => Atom<Cart | null> = perBase((base) => {
  const keys = shopKeys(base);
  const storedCartAtom = persistedAtom(keys.serverCart, v.nullable(Cart), null);
  const storedIdAtom = persistedAtom(keys.cartId, v.nullable(v.string()), null);
  return atom((get) => {
    const cart = get(storedCartAtom);
    return cart && cart.id === get(storedIdAtom) ? cart : null;
  });
});
