/**
 * State that belongs to one element but must outlive its React tree: r2wc unmounts the tree when
 * the element is moved in the DOM or removed and re-added, and a buyer expects what they typed, the
 * section they opened and what was loaded to be still there. Each element gets named atoms in the
 * page-wide store, made on first use and kept as long as the element exists.
 */
import { atom } from 'jotai/vanilla';
import type { PrimitiveAtom } from 'jotai/vanilla';

const byElement = new WeakMap<object, Map<string, PrimitiveAtom<unknown>>>();

/** The atom named `name` of `owner` (an element), holding `initial` until it is first set. */
export function elementStateAtom<T>(owner: object, name: string, initial: T): PrimitiveAtom<T> {
  let atoms = byElement.get(owner);
  if (!atoms) {
    atoms = new Map();
    byElement.set(owner, atoms);
  }
  let state = atoms.get(name);
  if (!state) {
    state = atom<unknown>(initial);
    state.debugLabel = `element:${name}`;
    atoms.set(name, state);
  }
  return state as PrimitiveAtom<T>;
}
