/**
 * How many times `clearPersonalData()` ran on this page (product-rules §4.4), as an atom: what
 * every element watches to drop what it holds of a buyer or member in memory (a form's values,
 * who is signed in) and show its empty or signed-out state. The storage helper owns the count
 * (storage.ts); this atom only follows it.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, PrimitiveAtom } from 'jotai/vanilla';
import { storage } from '../storage/storage';

/** The helper's event after a clear (storage.ts, `#onPersonalDataCleared`). */
const CLEARED = 'personal-data-cleared';

/** Bumped at each clear while mounted, so the count below is read again. */
const heardAtom = atom(0);
heardAtom.debugPrivate = true;
heardAtom.onMount = (set) => {
  const heard = () => set((n) => n + 1);
  // A clear may have run while nobody watched.
  heard();
  storage.addEventListener(CLEARED, heard);
  return () => storage.removeEventListener(CLEARED, heard);
};

/** How many times personal data was cleared on this page: changes at each `clearPersonalData()`. */
export const personalDataClearsAtom: Atom<number> = atom((get) => {
  get(heardAtom);
  return storage.personalDataClears;
});
personalDataClearsAtom.debugLabel = 'personalDataClears';

/** The count now, outside any store (for state made after a clear, which starts afresh). */
const personalDataClears = (): number => storage.personalDataClears;

/**
 * An element's state that reads as `cleared` once `clearPersonalData()` has run since it was last
 * written (product-rules §4.4): what a buyer typed, or the page with their receipt, goes with their
 * stored details, in every element at once, and in one shown again later. Otherwise a primitive
 * atom holding `initial`.
 */
export function personalAtom<Value>(initial: Value, cleared: Value): PrimitiveAtom<Value> {
  // What was last written, and how many clears the page had had then; a form made after a clear
  // starts from `initial` (a new member's prefill).
  const heldAtom = atom({ value: initial, clears: personalDataClears() });
  heldAtom.debugPrivate = true;
  const valueAtom: PrimitiveAtom<Value> = atom(
    (get) => {
      const held = get(heldAtom);
      return held.clears === get(personalDataClearsAtom) ? held.value : cleared;
    },
    (get, set, update) => {
      const value =
        typeof update === 'function' ? (update as (v: Value) => Value)(get(valueAtom)) : update;
      set(heldAtom, { value, clears: get(personalDataClearsAtom) });
    },
  );
  return valueAtom;
}
