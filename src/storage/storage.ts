/**
 * Browser-storage helper (product-rules §4.1): JSON values under one lower-case product prefix, an
 * optional time-to-live, and a 'changed' event per key, whether the change came from this page or
 * another tab.
 *
 * It never throws. localStorage can be disabled (SecurityError), full (QuotaExceededError) or hold
 * an entry someone mangled, and none of that may break the host page: on the first failure the
 * helper moves to an in-memory Map for the rest of the page's life and says so once.
 */
import { encodeEnvelope, parseEnvelope } from './envelope';
import { ExpiryTimers } from './expiryTimers';
import { memoryFallback, storedNames } from './memoryFallback';
import { onceWarnings } from './onceWarnings';
import type { TellOnce, Warn } from './onceWarnings';
import { isPersonalEntry, PERSONAL_DATA_CLEARED } from './personalData';
import { normaliseKey, STORAGE_PREFIX } from './storageKeys';
import type { StorageChange } from './storageKeys';

export { STORAGE_PREFIX, storageKey } from './storageKeys';
export type { StorageChange } from './storageKeys';

/** Seams for a {@link StorageHelper}; each has a browser default and can be replaced in tests. */
export interface StorageHelperOptions {
  /** Returns the Storage to use; called lazily inside try/catch. Default `window.localStorage`. */
  backend?: () => Storage;
  /** Receives each kind of problem once. Default `console.warn`. */
  warn?: Warn;
  /** Milliseconds since the epoch. Default `Date.now`. */
  now?: () => number;
}

/**
 * Keeps JSON values in browser storage under {@link STORAGE_PREFIX} and dispatches a
 * `CustomEvent<StorageChange>` named 'changed' whenever a key changes.
 *
 * Reads never dispatch synchronously, so `get` is safe inside a jotai atom's read; when a read
 * drops an expired or corrupted entry, the 'changed' for it follows in a microtask.
 */
export class StorageHelper extends EventTarget {
  readonly #backend: () => Storage;
  readonly #now: () => number;
  /** Set once browser storage has failed; from then on the only store. */
  #memory: Map<string, string> | undefined;
  readonly #warnOnce: TellOnce;
  /** Every key this page has used, so a clear() in another tab can be announced per key. */
  readonly #known = new Set<string>();
  /** One timer per key with a TTL, so watchers hear about an expiry when it happens. */
  readonly #timers: ExpiryTimers;
  /** How many times personal data was cleared on this page. */
  #clears = 0;

  constructor(options: StorageHelperOptions = {}) {
    super();
    this.#backend = options.backend ?? (() => window.localStorage);
    this.#warnOnce = onceWarnings(options.warn);
    // Looked up on each call, so a test that fakes the clock moves expiry too.
    this.#now = options.now ?? (() => Date.now());
    // Due: drops and announces the entry if it has expired, or re-arms for a later expiry.
    this.#timers = new ExpiryTimers(this.#now, (name) =>
      this.#lookup(name, (expired) => this.#emit(expired)),
    );
    if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
      window.addEventListener('storage', (event) => this.#onStorageEvent(event));
      window.addEventListener(PERSONAL_DATA_CLEARED, () => this.#onPersonalDataCleared());
    }
  }

  /** True once the helper has fallen back to memory. */
  get degraded(): boolean {
    return this.#memory !== undefined;
  }

  /**
   * The value stored under `key`, or null when there is none. An expired or unreadable entry is
   * removed and reads as null. The result is not checked against any type: validate it.
   */
  get<T = unknown>(key: string): T | null {
    // A read may run inside a jotai atom's read, where a synchronous 'changed' would mutate the
    // store mid-read, so a removal found here is announced in a microtask.
    return this.#lookup(this.#name(key), (name) => queueMicrotask(() => this.#emit(name))) as T;
  }

  /**
   * Stores `value` as JSON under `key` and raises 'changed'. With `ttlSeconds` the value reads as
   * null once that many seconds have passed. A `ttlSeconds` of 0 or less means "already expired",
   * so the key is removed instead; NaN is treated the same way (with a warning), because an
   * unknown lifetime must not turn into "forever"; Infinity means no expiry. A value JSON cannot
   * encode (BigInt, a cycle, undefined, a function) is not stored, the key is removed so no stale
   * value remains, and a warning is given.
   */
  set(key: string, value: unknown, ttlSeconds?: number): void {
    const name = this.#name(key);
    if (ttlSeconds !== undefined && !(ttlSeconds > 0)) {
      if (Number.isNaN(ttlSeconds)) {
        this.#warnOnce(
          'ttl',
          `cinema-elements: "${name}" was given a TTL of NaN and was not kept.`,
        );
      }
      this.remove(name);
      return;
    }
    let json: string | undefined;
    let cause: unknown;
    try {
      json = JSON.stringify(value);
    } catch (error) {
      cause = error;
    }
    if (json === undefined) {
      this.#warnOnce(
        'encode',
        `cinema-elements: the value for "${name}" cannot be stored as JSON and was not kept.`,
        cause,
      );
      this.remove(name);
      return;
    }
    const expiresAt =
      ttlSeconds !== undefined && Number.isFinite(ttlSeconds)
        ? this.#now() + ttlSeconds * 1000
        : null;
    const text = encodeEnvelope(json, expiresAt);
    const full = STORAGE_PREFIX + name;
    this.#use(
      (backend) => backend.setItem(full, text),
      (memory) => void memory.set(full, text),
    );
    this.#timers.arm(name, expiresAt);
    this.#emit(name);
  }

  /** Removes `key` and raises 'changed' for it (also when nothing was stored). */
  remove(key: string): void {
    const name = this.#name(key);
    this.#drop(name);
    this.#emit(name);
  }

  /** How many times `clearPersonalData()` ran on this page (personalData.ts). */
  get personalDataClears(): number {
    return this.#clears;
  }

  /**
   * Remove every entry whose time is up, without reading any value (product-rules §4.2: nothing
   * expired stays on the disk until something happens to read it). Each removal is announced in a
   * microtask, as a read's is. Cheap: one parse per entry of ours; never throws.
   */
  removeExpired(): void {
    const now = this.#now();
    this.#removeWhere((name, text) => {
      const expiresAt = text === null ? null : (parseEnvelope(text)?.expiresAt ?? null);
      return expiresAt !== null && now >= expiresAt;
    }).forEach((name) => queueMicrotask(() => this.#emit(name)));
  }

  /** Subscribe to 'changed' for one key (normalised compare); returns an unsubscribe function. */
  watch(key: string, listener: () => void): () => void {
    const name = this.#name(key);
    const handler = (event: Event): void => {
      if ((event as CustomEvent<Partial<StorageChange> | null>).detail?.key === name) listener();
    };
    this.addEventListener('changed', handler);
    return () => this.removeEventListener('changed', handler);
  }

  /** Normalises a key and remembers it for clear() announcements. */
  #name(key: string): string {
    const name = normaliseKey(key);
    this.#known.add(name);
    return name;
  }

  /** Runs `onBackend` on browser storage, or `onMemory` once it has failed (now or earlier). */
  #use<R>(onBackend: (backend: Storage) => R, onMemory: (memory: Map<string, string>) => R): R {
    if (this.#memory === undefined) {
      try {
        return onBackend(this.#backend());
      } catch (error) {
        return onMemory(this.#degrade(error));
      }
    }
    return onMemory(this.#memory);
  }

  /** Moves to memory for good, copying whatever of ours browser storage still lets us read. */
  #degrade(cause: unknown): Map<string, string> {
    const memory = memoryFallback(this.#backend, STORAGE_PREFIX);
    this.#memory = memory;
    this.#warnOnce(
      'fallback',
      'cinema-elements: browser storage is unavailable; values are kept in memory for this page only.',
      cause,
    );
    return memory;
  }

  /** Removes an entry without announcing it. */
  #drop(name: string): void {
    const full = STORAGE_PREFIX + name;
    this.#use(
      (backend) => backend.removeItem(full),
      (memory) => void memory.delete(full),
    );
    this.#timers.arm(name, null);
  }

  /** The stored text of `name`, or null. */
  #text(name: string): string | null {
    const full = STORAGE_PREFIX + name;
    return this.#use(
      (backend) => backend.getItem(full),
      (memory) => memory.get(full) ?? null,
    );
  }

  /** Reads an entry; drops an expired or unreadable one and passes its name to `announce`. */
  #lookup(name: string, announce: (name: string) => void): unknown {
    const text = this.#text(name);
    if (text === null) return null;
    const entry = parseEnvelope(text);
    if (entry === undefined) {
      this.#warnOnce(
        'corrupt',
        `cinema-elements: the stored value for "${name}" could not be read and was removed.`,
      );
    } else if (entry.expiresAt === null || this.#now() < entry.expiresAt) {
      this.#timers.arm(name, entry.expiresAt);
      return entry.value;
    }
    this.#drop(name);
    announce(name);
    return null;
  }

  #emit(name: string): void {
    try {
      this.dispatchEvent(new CustomEvent<StorageChange>('changed', { detail: { key: name } }));
    } catch (error) {
      // Browsers report listener errors themselves; this guards environments that rethrow.
      this.#warnOnce('listener', `cinema-elements: a listener for "${name}" failed.`, error);
    }
  }

  /** Drops (unannounced) each entry `matches` picks by its name and stored text; their names. */
  #removeWhere(matches: (name: string, text: string | null) => boolean): string[] {
    const names = this.#use(
      (backend) => storedNames(backend, STORAGE_PREFIX),
      (memory) => storedNames(memory, STORAGE_PREFIX),
    );
    const removed = names.filter((name) => matches(name, this.#text(name)));
    for (const name of removed) this.#drop(name);
    return removed;
  }

  /**
   * `clearPersonalData()` ran (personalData.ts): drop every personal entry this helper holds (in
   * memory too, when storage failed), announce each, the page's keys the loader removed included,
   * then tell who listens for it ('personal-data-cleared': the page's forms and member data).
   */
  #onPersonalDataCleared(): void {
    const names = new Set(this.#removeWhere((name) => isPersonalEntry(name)));
    for (const name of this.#known) if (isPersonalEntry(name)) names.add(name);
    this.#clears += 1;
    for (const name of names) this.#emit(name);
    this.dispatchEvent(new Event('personal-data-cleared'));
  }

  /** Another tab changed localStorage: mirror it into memory if degraded, then announce it. */
  #onStorageEvent(event: StorageEvent): void {
    if (!this.#isOurArea(event.storageArea)) return;
    if (event.key === null) {
      // clear() in another tab: every key this page knows about may have changed.
      this.#memory?.clear();
      for (const name of this.#known) this.#emit(name);
      return;
    }
    if (!event.key.startsWith(STORAGE_PREFIX)) return;
    const name = this.#name(event.key.slice(STORAGE_PREFIX.length));
    if (this.#memory) {
      const full = STORAGE_PREFIX + name;
      if (event.newValue === null) this.#memory.delete(full);
      else this.#memory.set(full, event.newValue);
    }
    this.#emit(name);
  }

  #isOurArea(area: Storage | null): boolean {
    if (area === null) return true;
    try {
      return area === this.#backend();
    } catch {
      return false;
    }
  }
}

/** The default instance, over `window.localStorage` (reached only when first used). */
export const storage = new StorageHelper();
