/**
 * `modulepreload` hints for an element's own chunks. Each element's tree is a lazy chunk that
 * statically imports shared chunks; without hints the browser fetches the tree, parses it, and
 * only then asks for what it imports: one more round trip before the element shows. The CDN
 * build ends its entry with a call to {@link registerElementChunks} (scripts/lib/modulePreloads.mjs)
 * naming, per tag, the tree's chunk and its imports; the first time an element of a tag renders,
 * {@link preloadElementChunks} asks for all of them at once. Elements a page adds later, as a
 * single-page app does, get the same. Without a registration (the npm build, where the host app's
 * bundler decides), nothing happens.
 */

const chunksByTag = new Map<string, readonly string[]>();
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
}

/** The tags the table names (the CDN loader watches for these). */
export function knownTags(): string[] {
  return [...chunksByTag.keys()];
}

/** Ask for every chunk `tag`'s tree needs, each once per page. Never throws. */
export function preloadElementChunks(tag: string): void {
  const urls = chunksByTag.get(tag);
  if (!urls || typeof document === 'undefined') return;
  for (const url of urls) {
    if (hinted.has(url)) continue;
    hinted.add(url);
    try {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.append(link);
    } catch {
      // A hint is only a hint: the import itself still fetches what it needs.
    }
  }
}
