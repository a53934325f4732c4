/**
 * The shop's calls that run in its order calls' chunk, as actions its elements call: 'Empty cart' and
 * `addTickets()`. The chunk loads through `loadChunk`, so a chunk that cannot be fetched is the
 * buyer's message, never a throw of its own.
 */
import { atom } from 'jotai/vanilla';
import type { Cart } from '../../api/schemas';
import { loadChunk } from '../loadChunk';
import { shopCartFor } from './shopCartAtoms';
import { SHOP_ORDER } from './shopOrder';
import { shopStore } from './shopServerCart';
import type { ShopSubmitContext } from './shopFormAtoms';

/**
 * 'Empty cart': the server cart deleted, then its stored copy and the browser cart. Resolves to
 * null, or the message to show (nothing changed, so the buyer can try again).
 */
export const emptyShopCart = atom(
  null,
  async (get, set, context: ShopSubmitContext): Promise<string | null> => {
    const loaded = await loadChunk(SHOP_ORDER.load);
    if (!loaded.ok) return loaded.message;
    const { base } = context.http;
    return loaded.module.emptyShopCart(context, shopStore(get, set, loaded.module, base), () =>
      set(shopCartFor(base).clear),
    );
  },
);

/** What `addTickets()` hands the shop. */
export interface AddTicketsInput {
  context: ShopSubmitContext;
  /** The host page's order, checked by the shop's calls. */
  order: unknown;
}

/**
 * `addTickets()`: the tickets ordered into the page's server cart. Resolves with the server cart;
 * rejects with an `Error` whose message is what the buyer and the host page are told.
 */
export const addTicketsToCart = atom(
  null,
  async (get, set, { context, order }: AddTicketsInput): Promise<Cart> => {
    const loaded = await loadChunk(SHOP_ORDER.load);
    if (!loaded.ok) throw new Error(loaded.message);
    const store = shopStore(get, set, loaded.module, context.http.base);
    return loaded.module.addTickets(context, store, order);
  },
);
