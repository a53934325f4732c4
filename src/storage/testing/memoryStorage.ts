/**
 * Test helper (not product code): a {@link StorageHelper} over an in-memory `Storage`, with a clock
 * the test moves, so cache TTLs can be checked in Node (which has no localStorage) without waiting.
 */
import { StorageHelper } from '../storage';

/** A StorageHelper plus the hand on its clock. */
export interface MemoryStorage {
  storage: StorageHelper;
  /** The keys and raw values held, to check what was written. */
  entries: Map<string, string>;
  /** Warnings the helper gave (none is expected). */
  warnings: string[];
  /** Move the storage clock forward by `seconds`. */
  advance(seconds: number): void;
}

/** A fresh in-memory storage whose clock starts at the real time. */
export function memoryStorage(): MemoryStorage {
  const entries = new Map<string, string>();
  const backend: Storage = {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
  let offset = 0;
  const warnings: string[] = [];
  const storage = new StorageHelper({
    backend: () => backend,
    now: () => Date.now() + offset,
    warn: (message) => void warnings.push(message),
  });
  return { storage, entries, warnings, advance: (seconds) => void (offset += seconds * 1000) };
}
