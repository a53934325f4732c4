/**
 * The shop's catalogue (openapi.yaml, operations giftsByEmail and giftsByPost): both lists
 * loaded together, as products the cart understands. Each shop element has its own catalogue
 * state; a failed load says so and can be tried again.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import type { Http } from '../../api/http';
import type { ShopItem, ShopListItem } from '../../api/schemas';
import { giftListsNow, giftsByEmail, giftsByPost } from '../../api/gifts';
import type { ChosenAmountProduct } from './chosenAmountBounds';
import type { ShopItemType, ShopProduct } from './shopCartRules';
import { leftOut } from '../../config/leftOut';
import type { LeftOutEntry } from '../../config/leftOut';

/** What a failed catalogue load says, with a retry beside it (product-rules §5.3). */
export const CATALOGUE_ERROR_MESSAGE = 'Error loading products';

/**
 * A product as the catalogue shows it: what the cart keeps, plus its description; or one that
 * offers a chosen amount (product-rules §15.2).
 */
export type CatalogueItem = (ShopProduct | ChosenAmountProduct) & { description?: string };

/** Where the catalogue stands. */
export type CatalogueState =
  | { status: 'loading' }
  | {
      status: 'ready';
      giftsByEmail: CatalogueItem[];
      giftsByPost: CatalogueItem[];
      /** Entries of either list the shop could not read, left out (product-rules §14). */
      leftOut: readonly LeftOutList[];
    }
  | { status: 'error'; message: string; error?: unknown };

/** A list's left-out entries, with the request that answered it (for the admin's line). */
export interface LeftOutList {
  request: string;
  entries: readonly LeftOutEntry[];
}

/** Whether a listed item has a price rather than a chosen amount (product-rules §15.2). */
const atAPrice = (item: ShopListItem): item is ShopItem => !('minPriceInCents' in item);

/**
 * The server's shop item as a product of `type`: at its price, or with the bounds of a chosen
 * amount (product-rules §15.2), which the 'Who is it for?' form asks. The schema has already kept
 * only the item's own fields, and no empty optional ones.
 */
export const toCatalogueItem = (item: ShopListItem, type: ShopItemType): CatalogueItem =>
  // valibot leaves an absent optional key absent (never `undefined`), as CatalogueItem wants.
  ({ ...item, type }) as CatalogueItem;

/** One shop element's catalogue atoms. */
export interface CatalogueAtoms {
  catalogueAtom: Atom<CatalogueState>;
  /** Load (or reload) both lists; never throws. An aborted load leaves the state as it was. */
  load: WritableAtom<null, [{ http: Http; signal?: AbortSignal }], Promise<void>>;
  /**
   * Show both lists at once when the loader has read them ahead (src/dom/prefetch.ts), so the
   * first render needs no loading state; true when it did (then there is nothing to load).
   */
  loadAhead: WritableAtom<null, [Http], boolean>;
}

/** Both lists as the catalogue shows them. */
function readyState(byEmail: ShopListItem[], byPost: ShopListItem[]): CatalogueState {
  const lists = [
    { request: 'GET shop/gifts-by-email', entries: leftOut(byEmail) },
    { request: 'GET shop/gifts-by-post', entries: leftOut(byPost) },
  ];
  return {
    status: 'ready',
    leftOut: lists.filter((list) => list.entries.length > 0),
    giftsByEmail: byEmail.map((item) => toCatalogueItem(item, 'giftCardByEmail')),
    // A chosen amount is asked by the recipient's form, which only gifts by e-mail have.
    giftsByPost: byPost.filter(atAPrice).map((item) => toCatalogueItem(item, 'giftByPost')),
  };
}

/** Build a catalogue for one shop element. */
export function createCatalogueAtoms(): CatalogueAtoms {
  const catalogueAtom = atom<CatalogueState>({ status: 'loading' });
  const load = atom(
    null,
    async (_get, set, { http, signal }: { http: Http; signal?: AbortSignal }) => {
      set(catalogueAtom, { status: 'loading' });
      try {
        const options = signal ? { signal } : {};
        const [byEmail, byPost] = await Promise.all([
          giftsByEmail(http, options),
          giftsByPost(http, options),
        ]);
        // Aborted (the element went away): nothing to show.
        if (signal?.aborted || !byEmail || !byPost) return;
        set(catalogueAtom, readyState(byEmail, byPost));
      } catch (error) {
        // The error itself is kept for the admin's console line (product-rules §2.7).
        if (!signal?.aborted)
          set(catalogueAtom, { status: 'error', message: CATALOGUE_ERROR_MESSAGE, error });
      }
    },
  );
  const loadAhead = atom(null, (get, set, http: Http) => {
    if (get(catalogueAtom).status !== 'loading') return false;
    const lists = giftListsNow(http);
    if (lists) set(catalogueAtom, readyState(...lists));
    return lists !== undefined;
  });
  return { catalogueAtom, load, loadAhead };
}
