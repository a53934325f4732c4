/**
 * The atoms that add and change the lines of gift cards by e-mail (product-rules §15.2), over the
 * page's shop cart. Apart from shopCartAtoms.ts so that the cart summary, which only shows the
 * cart, carries none of the lines' rules (cartLines.ts) in its first view.
 */
import { atom } from 'jotai/vanilla';
import type { WritableAtom } from 'jotai/vanilla';
import { addLine, editLine } from './cartLines';
import type { LineEdit, LineOptions } from './cartLines';
import type { ChosenAmountProduct } from './chosenAmountBounds';
import { shopCartFor, updateItems } from './shopCartAtoms';
import { perBase } from './shopKeys';
import type { ShopCartAtoms } from './shopCartAtoms';
import type { AddResult, ShopProduct } from './shopCartRules';

/** What `addLine` takes: a product, and for a gift card by e-mail its recipient and amount. */
export type AddLineInput = { product: ShopProduct | ChosenAmountProduct } & LineOptions;

/** What `editLine` takes: the line's key (`lineKey`) and what changes (product-rules §15.2). */
export type EditLineInput = { key: string } & LineEdit;

/** The line atoms of one shop cart. */
export interface CartLineAtoms {
  /**
   * Add one to the line of a product, amount and recipient (product-rules §15.2): the same line
   * goes up by 1, another is a new line; the caps of §5.1 count every line.
   */
  addLine: WritableAtom<null, [AddLineInput], AddResult>;
  /** Change a line's amount or recipient (§15.2); it merges into a line it becomes the same as. */
  editLine: WritableAtom<null, [EditLineInput], AddResult>;
}

/**
 * Build the line atoms over `cart` (tests pass their own). Like the cart's own changes, each is
 * applied to the value in storage at that moment, and a refusal stores nothing.
 */
export function createCartLineAtoms({ itemsAtom }: ShopCartAtoms): CartLineAtoms {
  return {
    addLine: atom(null, (_get, set, { product, ...options }: AddLineInput): AddResult =>
      updateItems(set, itemsAtom, (stored) => addLine(stored, product, options as LineOptions)),
    ),
    editLine: atom(null, (_get, set, { key, ...edit }: EditLineInput): AddResult =>
      updateItems(set, itemsAtom, (stored) => editLine(stored, key, edit)),
    ),
  };
}

/** The line atoms of the page-wide shop cart of the API at `base`. */
export const shopCartLinesFor: (base: string) => CartLineAtoms = perBase((base) =>
  createCartLineAtoms(shopCartFor(base)),
);
