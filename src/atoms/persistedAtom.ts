/**
 * A jotai atom whose value lives in browser storage, so state such as the shop cart survives a
 * reload and follows other tabs. jotai/vanilla only: atoms never import React.
 */
import { atom } from 'jotai/vanilla';
import type { WritableAtom } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import * as v from 'valibot';
import { storage } from '../storage/storage';
import type { StorageHelper } from '../storage/storage';

/** What a persisted atom accepts: a value, `RESET`, or an updater returning either. */
export type PersistedUpdate<Value> =
  Value | typeof RESET | ((previous: Value) => Value | typeof RESET);

/** Options for {@link persistedAtom}. */
export interface PersistedAtomOptions {
  /**
   * Lifetime of each written value, in seconds (see `StorageHelper.set`), or a function giving it
   * at write time (e.g. the time left on a server cart). Default: no expiry — never for personal data.
   */
  ttlSeconds?: number | (() => number | undefined);
  /** The storage helper to use. Default: the page-wide `storage`. */
  helper?: StorageHelper;
}

/**
 * A writable atom holding the value stored under `key`, checked with `schema`.
 *
 * - Reads: nothing stored, an expired entry, or a stored value that fails `schema` all read as
 *   `defaultValue`; a failing value is left alone rather than overwritten, so a newer version of
 *   the product in another tab does not lose it.
 * - Writes: a value is stored (with `ttlSeconds` when given). Writing `RESET` (from
 *   `jotai/vanilla/utils`, as jotai's own `atomWithStorage` does) removes the entry; writing the
 *   default value stores it like any other value. An updater function receives the value in
 *   storage right now, not a cached one, so read-modify-write never loses another tab's change.
 * - While subscribed (`useAtomValue`, `store.sub`), it follows every 'changed' for the key: another
 *   tab, other code calling `storage.set`, an expiry. Unsubscribed, it reads storage on its first
 *   read in a store and again after each write through it.
 */
export function persistedAtom<S extends v.GenericSchema>(
  key: string,
  schema: S,
  defaultValue: v.InferOutput<S>,
  options: PersistedAtomOptions = {},
): WritableAtom<v.InferOutput<S>, [PersistedUpdate<v.InferOutput<S>>], void> {
  type Value = v.InferOutput<S>;
  const helper = options.helper ?? storage;
  const { ttlSeconds } = options;
  // The last stored JSON and its parsed value: an unchanged entry keeps its identity across
  // re-reads, so subscribers do not re-render when nothing changed.
  let last: { json: string; value: Value } | undefined;

  const load = (): Value => {
    const stored = helper.get(key);
    if (stored === null) return defaultValue;
    const json = JSON.stringify(stored);
    if (last?.json === json) return last.value;
    const result = v.safeParse(schema, stored);
    if (!result.success) return defaultValue;
    last = { json, value: result.output };
    return result.output;
  };

  // Bumped whenever storage may have changed; the value atom depends on it to know when to re-read.
  const versionAtom = atom(0);
  versionAtom.debugPrivate = true;
  versionAtom.onMount = (setVersion) => {
    // Storage may have changed while nobody was subscribed.
    setVersion((n) => n + 1);
    return helper.watch(key, () => setVersion((n) => n + 1));
  };

  const valueAtom = atom(
    (get) => {
      get(versionAtom);
      return load();
    },
    (get, set, update: PersistedUpdate<Value>) => {
      const next =
        typeof update === 'function'
          ? (update as (previous: Value) => Value | typeof RESET)(load())
          : update;
      const before = get(versionAtom);
      if (next === RESET) helper.remove(key);
      else helper.set(key, next, typeof ttlSeconds === 'function' ? ttlSeconds() : ttlSeconds);
      // When mounted, the helper's 'changed' has already bumped the version; bump it otherwise.
      if (get(versionAtom) === before) set(versionAtom, before + 1);
    },
  );
  valueAtom.debugLabel = `persisted:${key}`;
  return valueAtom;
}
