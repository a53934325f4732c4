/**
 * Where the storage helper keeps its entries once browser storage has failed (disabled, full or
 * throwing): a Map for the rest of the page's life, started from what browser storage still holds
 * so values saved before the failure survive it. And the names of what a store holds, read the same
 * careful way.
 */

/**
 * The keys under `prefix` that `source` holds (browser storage, or the fallback's Map), each
 * without the prefix; empty when it cannot be read at all. Never throws.
 */
export function storedNames(source: Storage | Map<string, string>, prefix: string): string[] {
  const names: string[] = [];
  try {
    const keys =
      source instanceof Map
        ? [...source.keys()]
        : Array.from({ length: source.length }, (_, index) => source.key(index));
    for (const full of keys) if (full?.startsWith(prefix)) names.push(full.slice(prefix.length));
  } catch {
    // Storage cannot be reached at all (disabled): nothing to name.
  }
  return names;
}

/**
 * A Map of every entry under `prefix` that `backend` still lets us read; empty when browser
 * storage cannot be reached at all. Never throws.
 */
export function memoryFallback(backend: () => Storage, prefix: string): Map<string, string> {
  const memory = new Map<string, string>();
  let source: Storage;
  try {
    source = backend();
  } catch {
    // Storage cannot be reached at all (disabled): start empty.
    return memory;
  }
  for (const name of storedNames(source, prefix)) {
    try {
      const text = source.getItem(prefix + name);
      if (text !== null) memory.set(prefix + name, text);
    } catch {
      // One unreadable entry should not cost us the others.
    }
  }
  return memory;
}
