/**
 * Where the storage helper keeps its entries once browser storage has failed (disabled, full or
 * throwing): a Map for the rest of the page's life, started from what browser storage still holds
 * so values saved before the failure survive it.
 */

/**
 * A Map of every entry under `prefix` that `backend` still lets us read; empty when browser
 * storage cannot be reached at all. Never throws.
 */
export function memoryFallback(backend: () => Storage, prefix: string): Map<string, string> {
  const memory = new Map<string, string>();
  try {
    const source = backend();
    for (let index = 0; index < source.length; index += 1) {
      try {
        const full = source.key(index);
        const text = full?.startsWith(prefix) ? source.getItem(full) : null;
        if (full && text !== null) memory.set(full, text);
      } catch {
        // One unreadable entry should not cost us the others.
      }
    }
  } catch {
    // Storage cannot be reached at all (disabled): start empty.
  }
  return memory;
}
