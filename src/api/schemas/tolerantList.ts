/**
 * Lists that tolerate what they do not know (docs/product-rules.md §14): an entry that does not
 * match its shape is left out of its list, and the rest shows; only a list whose envelope is wrong
 * (not an array) fails whole. What was left out rides on the list itself (`leftOut`,
 * src/config/leftOut.ts), so the element that shows it can tell its admin, once, which field was
 * wrong (src/config/adminConsole.ts).
 */
import * as v from 'valibot';
import { LEFT_OUT } from '../../config/leftOut';
import type { LeftOutEntry } from '../../config/leftOut';

export { leftOut } from '../../config/leftOut';
export type { LeftOutEntry } from '../../config/leftOut';

/** The transform of a {@link listOf}: keeps the entries that match `entry`, which it names. */
export interface KeepMatching<TEntry extends v.GenericSchema> {
  (items: unknown[]): v.InferOutput<TEntry>[];
  /** The entry's schema (the API contract test reads the list as an array of it). */
  readonly entry: TEntry;
}

/**
 * A list of `entry`: each element checked on its own; one that fails is left out (see
 * {@link leftOut}). The output array is the entries that passed, in order.
 */
export function listOf<TEntry extends v.GenericSchema>(entry: TEntry) {
  const keepMatching = Object.assign(
    (items: unknown[]) => {
      const kept: v.InferOutput<TEntry>[] = [];
      const dropped: LeftOutEntry[] = [];
      items.forEach((item, index) => {
        const result = v.safeParse(entry, item);
        if (result.success) {
          kept.push(result.output);
          return;
        }
        const [issue] = result.issues;
        dropped.push({
          index,
          // The issue's path as a dot path (valibot's getDotPath, written out: valibot is one module
          // in every first view, and nothing else uses it).
          field: (issue?.path ?? []).map((item) => String(item.key)).join('.'),
          message: issue?.message ?? 'Invalid entry',
        });
      });
      if (dropped.length > 0)
        Object.defineProperty(kept, LEFT_OUT, { value: dropped, enumerable: false });
      return kept;
    },
    { entry },
  ) satisfies KeepMatching<TEntry>;
  return v.pipe(v.array(v.unknown()), v.transform(keepMatching));
}
