/**
 * Which copy of an element this is, among the live elements that sell the same thing on one page
 * (two festival-pass widgets for the same festival are slots 0 and 1). State that belongs to one
 * element is keyed by its slot in storage, so a reload gives each widget its own state back while
 * two widgets never share it.
 */

/** What holds a slot: an element; it gives the slot up when it leaves the page (or is collected). */
export interface SlotOwner {
  readonly isConnected?: boolean;
}

const held = new Map<string, Array<WeakRef<SlotOwner>>>();

const isFree = (ref: WeakRef<SlotOwner> | undefined): boolean => {
  const owner = ref?.deref();
  return owner === undefined || owner.isConnected === false;
};

/** The lowest slot of `scope` no live owner holds, now held by `owner`. */
export function claimSlot(scope: string, owner: SlotOwner): number {
  const refs = held.get(scope) ?? [];
  held.set(scope, refs);
  const existing = refs.findIndex((ref) => ref.deref() === owner);
  if (existing !== -1) return existing;
  let slot = refs.findIndex(isFree);
  if (slot === -1) slot = refs.length;
  refs[slot] = new WeakRef(owner);
  return slot;
}
