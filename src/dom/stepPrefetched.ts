/**
 * When the chunks of a step after a details form (src/dom/chunkSteps.ts) have been fetched: the
 * loader asks for them (ahead of need, a few at a time) and says which they are; their arrival is
 * read from the page's resource timing. A module of its own, so that only the elements with a
 * payment step carry it (not the newsletter's or the cart summary's first view).
 */

/** Where the CDN loader leaves its prefetcher (the same key as in src/dom/elementChunks.ts). */
const PREFETCHER = Symbol.for('cinema-elements.chunks');

/**
 * Resolves once every chunk of `step` has been fetched (asking for those not yet asked for, ahead
 * of need), or null when no loader is on the page (an npm build, where the host's bundler
 * decides). A chunk whose fetch fails never resolves it: the import that needs it says so.
 */
export function stepPrefetched(step: string): Promise<void> | null {
  const prefetch = (globalThis as { [PREFETCHER]?: unknown })[PREFETCHER];
  if (typeof prefetch !== 'function') return null;
  const urls = prefetch(step, true) as readonly string[] | undefined;
  const pending = new Set(urls);
  if (pending.size === 0 || typeof PerformanceObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    // `buffered`: the chunks that arrived before now are reported too.
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) pending.delete(entry.name);
      if (pending.size > 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'resource', buffered: true });
  });
}
