/** How a storage helper tells the page's developer about a problem (default `console.warn`). */
export type Warn = (message: string, cause?: unknown) => void;

/** Tell `message` (with its `cause`) unless a problem of `kind` was told already. */
export type TellOnce = (kind: string, message: string, cause?: unknown) => void;

/**
 * Each kind of problem told once per helper (storage failing, a mangled entry, a value JSON cannot
 * hold), so a page that hits one on every read gets one line, not thousands. Never throws: a
 * broken `warn` must not break storage.
 */
export function onceWarnings(
  warn: Warn = (message, cause) =>
    cause === undefined ? console.warn(message) : console.warn(message, cause),
): TellOnce {
  const told = new Set<string>();
  return (kind, message, cause) => {
    if (told.has(kind)) return;
    told.add(kind);
    try {
      warn(message, cause);
    } catch {
      // A broken warn hook must not break storage.
    }
  };
}
