/**
 * State that belongs to one element but must outlive its React tree: r2wc unmounts the tree when
 * the element is moved in the DOM or removed and re-added, and a buyer expects what they typed, the
 * section they opened and what was loaded to be still there. Each element gets named atoms in the
 * page-wide store, made on first use and kept as long as the element exists.
 */
import { atom } from 'jotai/vanilla';
import type { PrimitiveAtom } from 'jotai/vanilla';

const byElement = new WeakMap<object, Map<string, unknown>>();

/**
 * What `owner` (an element) keeps under `name`: made by `make` on first use, the same object for
 * that element ever after, and gone with the element. Names must be unique within an element.
 */
export function elementOwned<T>(owner: object, name: string, make: () => T): T {
  let owned = byElement.get(owner);
  if (!owned) {
    owned = new Map();
    byElement.set(owner, owned);
  }
  if (!owned.has(name)) owned.set(name, make());
  return owned.get(name) as T;
}

/**
 * The atom named `name` of `owner` (an element), holding `initial` until it is first set; a
 * function `initial` is called for it, once, when the atom is made (as `useState` does).
 */
export function elementStateAtom<T>(
  owner: object,
  name: string,
  initial: T | (() => T),
): PrimitiveAtom<T> {
  return elementOwned(owner, `state:${name}`, () => {
    const state = atom<T>(typeof initial === 'function' ? (initial as () => T)() : initial);
    state.debugLabel = `element:${name}`;
    return state;
  });
}
