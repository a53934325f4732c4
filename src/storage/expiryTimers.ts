/**
 * One timer per stored key with a time to live (product-rules §4.1), so whoever watches a key hears
 * of its expiry when it happens, not on the next read.
 */

type TimerId = ReturnType<typeof setTimeout>;

/** setTimeout's ceiling; a longer delay would fire at once, so long TTLs are re-armed instead. */
const MAX_TIMER_MS = 2_147_483_647;

/** The timers of one storage helper. */
export class ExpiryTimers {
  readonly #timers = new Map<string, { at: number; id: TimerId }>();
  readonly #now: () => number;
  readonly #due: (name: string) => void;

  /**
   * @param now the helper's clock
   * @param due called when `name`'s time may be up: the helper drops and announces it if it has
   *   expired, or arms again for a later expiry
   */
  constructor(now: () => number, due: (name: string) => void) {
    this.#now = now;
    this.#due = due;
  }

  /** Arms (or re-arms) the timer for `name` at `at`; null cancels it. */
  arm(name: string, at: number | null): void {
    const current = this.#timers.get(name);
    if (current?.at === at) return;
    if (current) clearTimeout(current.id);
    this.#timers.delete(name);
    if (at === null) return;
    const delay = Math.min(Math.max(at - this.#now(), 0), MAX_TIMER_MS);
    const id = setTimeout(() => {
      this.#timers.delete(name);
      this.#due(name);
    }, delay);
    this.#timers.set(name, { at, id });
  }
}
