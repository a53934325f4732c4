/**
 * What a tolerant list (src/api/schemas/tolerantList.ts) left out, read where the list is shown: a
 * shared leaf, so an element can tell its admin (docs/product-rules.md §2.7) without the API's
 * code, and without loading the admin's words when nothing was left out.
 */

/** An entry left out of a list: where it was and what was wrong with it. */
export interface LeftOutEntry {
  /** Its position in the list as the server sent it. */
  index: number;
  /** The first field that did not match (a dot path, e.g. `slug`), or '' for the entry itself. */
  field: string;
  /** Why, as the schema says it. */
  message: string;
}

/** Where a list keeps what it left out: a registered symbol, so a copy of the code reads it too. */
export const LEFT_OUT = Symbol.for('cinema-elements.left-out');

/** The entries `list` left out (none when it left out none, or was not read as a tolerant list). */
export function leftOut(list: unknown): readonly LeftOutEntry[] {
  const found = (list as { [LEFT_OUT]?: LeftOutEntry[] } | null | undefined)?.[LEFT_OUT];
  return Array.isArray(found) ? found : [];
}

/** `to`, made from the list `from`, says what `from` left out (e.g. a list split in two). */
export function withLeftOut<T extends object>(from: unknown, to: T): T {
  const entries = leftOut(from);
  if (entries.length > 0)
    Object.defineProperty(to, LEFT_OUT, { value: entries, enumerable: false });
  return to;
}
