/**
 * The state of one `cinema-shop-cart`: its catalogue, the page it shows, and what it says about the
 * cart. The cart itself (browser and server) is page-wide; all this is the element's own, so two
 * shops on one page share a cart but never a page or a form (the form's atoms, shopFormAtoms, load
 * with the checkout page). Kept per element in the page-wide store, so r2wc's remount keeps it.
 */
import { atom } from 'jotai/vanilla';
import type { PrimitiveAtom } from 'jotai/vanilla';
import type { WidgetPage } from '../../events/events';
import { personalAtom } from '../personalDataClears';
import type { ShopCartItem } from './shopCartItems';
import { createCatalogueAtoms } from './catalogueAtoms';
import type { CatalogueAtoms } from './catalogueAtoms';

/** A message about the cart, shown above it until the buyer acts again. */
export interface CartNotice {
  /** `expired`: the cart expired (product-rules §5.2); `error`: a cart call failed. */
  kind: 'expired' | 'error';
  message: string;
}

/**
 * What the thanks page needs once the carts have been cleared: the lines paid for, recipients and
 * all (product-rules §15.2). Memory only: it is personal data.
 */
export interface ShopThanks {
  lines: readonly ShopCartItem[];
}

/**
 * Where the 'Who is it for?' form is open (product-rules §15.2): under a product of the catalogue,
 * or on a line of the cart ('Change', or a line still without a recipient).
 */
export type GiftFormTarget = { where: 'catalogue'; id: string } | { where: 'cart'; key: string };

/**
 * What the buyer last wrote in 'From' on this page, to start the next form with (product-rules
 * §15.2). In memory only: it is personal data, and the page's life is long enough; a clear
 * forgets it (product-rules §4.4).
 */
export const lastGiftFromAtom: PrimitiveAtom<string> = personalAtom('', '');

/** The atoms of one shop element. */
export interface ShopElementAtoms {
  readonly catalogue: CatalogueAtoms;
  readonly pageAtom: PrimitiveAtom<WidgetPage>;
  /** The cart's message (expired, or a failed cart call), or null. */
  readonly noticeAtom: PrimitiveAtom<CartNotice | null>;
  /** Set when a payment went through, for the thanks page. */
  readonly thanksAtom: PrimitiveAtom<ShopThanks | null>;
  /** Where the 'Who is it for?' form is open, or null. */
  readonly giftFormAtom: PrimitiveAtom<GiftFormTarget | null>;
  /** The polite word after a gift went in the cart (product-rules §15.2), or ''. */
  readonly giftStatusAtom: PrimitiveAtom<string>;
}

const elements = new WeakMap<object, ShopElementAtoms>();

/** The atoms of the shop element `owner`: made on first use, the same objects ever after. */
export function shopElementAtoms(owner: object): ShopElementAtoms {
  let atoms = elements.get(owner);
  if (!atoms) {
    atoms = {
      catalogue: createCatalogueAtoms(),
      // A clear brings the shop back to its cart (product-rules §4.4).
      pageAtom: personalAtom<WidgetPage>('cart', 'cart'),
      noticeAtom: atom<CartNotice | null>(null),
      thanksAtom: atom<ShopThanks | null>(null),
      // A recipient's form open, or the word naming them, goes with a clear too.
      giftFormAtom: personalAtom<GiftFormTarget | null>(null, null),
      giftStatusAtom: personalAtom('', ''),
    };
    elements.set(owner, atoms);
  }
  return atoms;
}
