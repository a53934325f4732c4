/**
 * `modulepreload` hints for an element's own chunks. Each element's tree is a lazy chunk that
 * statically imports shared chunks; without hints the browser fetches the tree, parses it, and
 * only then asks for what it imports: one more round trip before the element shows. The CDN
 * build ends its entry with a call to {@link registerElementChunks} (scripts/lib/modulePreloads.mjs)
 * naming, per tag, the tree's chunk and its imports; the first time an element of a tag renders,
 * {@link prefetchElementChunks} asks for all of them at once. Elements a page adds later, as a
 * single-page app does, get the same. The table also names the steps after a details form
 * (src/dom/chunkSteps.ts: the order calls, the payment page), each asked for in one go when the
 * buyer starts on the form rather than one level of imports per round trip after 'Next', and the
 * member area's sign-in form ({@link SIGNED_OUT_STEP}). The element runtime reaches
 * {@link prefetchElementChunks} through a registered symbol, so that no module is shared between
 * the loader and the lazy chunks: the loader stays one file. Without a registration (the npm build, where the
 * host app's bundler decides), nothing happens.
 */

/** The table's key for the member area's sign-in form, asked for when `GET member` says 401. */
export const SIGNED_OUT_STEP = 'signed-out';

const chunksByTag = new Map<string, readonly string[]>();

/** Where the runtime finds the prefetcher (read by src/dom/chunkSteps.ts). */
const PREFETCHER = Symbol.for('cinema-elements.chunks');
const hinted = new Set<string>();

/**
 * Record which chunk files each tag's tree needs: `table` maps a tag to chunk names (without
 * `.js`) in the `chunks/` folder beside `entryUrl`. Called by the CDN entry, once.
 */
export function registerElementChunks(
  table: Readonly<Record<string, string>>,
  entryUrl: string,
): void {
  for (const [tag, files] of Object.entries(table)) {
    chunksByTag.set(
      tag,
      files
        .split(' ')
        .filter(Boolean)
        .map((file) => new URL(`./chunks/${file}.js`, entryUrl).href),
    );
  }
  (globalThis as { [PREFETCHER]?: (key: string, inBackground?: boolean) => unknown })[PREFETCHER] =
    prefetchElementChunks;
}

/** The tags the table names (the CDN loader watches for these); steps are not tags. */
export function knownTags(): string[] {
  return [...chunksByTag.keys()].filter((key) => key.startsWith('cinema-'));
}

/**
 * How many chunks asked for ahead of need are fetched at once. The payment step is fetched while
 * the order calls run; over HTTP/1.1 a browser opens six connections per host, and its nine chunks
 * would take them all, so the order call the buyer is waiting for would queue behind code that is
 * not needed yet. Four leave room for the API's calls. What is needed now (an element's tree, a
 * step being opened) is asked for all at once, queued chunks included.
 */
export const BACKGROUND_CHUNKS_IN_FLIGHT = 4;

const backgroundQueue: string[] = [];
let backgroundInFlight = 0;

/** Add the hint for `url`; `done` runs once it has loaded or failed. */
function hint(url: string, done?: () => void): void {
  try {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    if (done) {
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
    }
    document.head.append(link);
  } catch {
    // A hint is only a hint: the import itself still fetches what it needs.
    done?.();
  }
}

/**
 * Start queued chunks while fewer than {@link BACKGROUND_CHUNKS_IN_FLIGHT} are loading, each hint
 * added in a task of its own: adding one costs the main thread a few milliseconds on a slow
 * phone, and a key pressed meanwhile waits for one of them, not for four (docs/speed.md,
 * "Interactions").
 */
function nextInBackground(): void {
  while (backgroundInFlight < BACKGROUND_CHUNKS_IN_FLIGHT && backgroundQueue.length > 0) {
    const url = backgroundQueue.shift() as string;
    backgroundInFlight += 1;
    setTimeout(() =>
      hint(url, () => {
        backgroundInFlight -= 1;
        nextInBackground();
      }),
    );
  }
}

/**
 * Ask for every chunk `tag`'s tree (or a step) needs, each once per page: all at once, or with
 * `inBackground` (fetched before it is needed) a few at a time ({@link BACKGROUND_CHUNKS_IN_FLIGHT}); a later
 * request without `inBackground` sends what is still queued at once. Returns their URLs (so the runtime
 * can tell when they have arrived: src/dom/stepPrefetched.ts). Never throws.
 */
export function prefetchElementChunks(
  tag: string,
  inBackground = false,
): readonly string[] | undefined {
  const urls = chunksByTag.get(tag);
  if (!urls || typeof document === 'undefined') return urls;
  for (const url of urls) {
    const queued = backgroundQueue.indexOf(url);
    if (hinted.has(url) && queued === -1) continue;
    hinted.add(url);
    if (inBackground) {
      if (queued === -1) backgroundQueue.push(url);
    } else {
      if (queued !== -1) backgroundQueue.splice(queued, 1);
      hint(url);
    }
  }
  nextInBackground();
  return urls;
}
