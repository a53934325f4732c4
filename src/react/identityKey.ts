const keys = new WeakMap<object, number>();
let last = 0;

/**
 * A React key for `value` that is the same for the same object and new for every other one. An
 * alert keyed by the message object it shows is replaced, not updated, when the same words come
 * back from a second failure, so screen readers announce them again.
 */
export function identityKey(value: object): number {
  let key = keys.get(value);
  if (key === undefined) {
    last += 1;
    key = last;
    keys.set(value, key);
  }
  return key;
}
