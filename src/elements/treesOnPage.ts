/**
 * The lazy trees of the elements already on the page, imported before their tags are defined (the
 * CDN runtime awaits this: src/cdnRuntime.ts). Their code was asked for with the runtime
 * (src/dom/autoload.ts) and is smaller, so it is normally here: a tree imported before its tag is
 * defined renders in React's first commit, not after a spinner's commit and a second render (one
 * frame less before a first view; docs/speed.md). A tree still on its way after
 * {@link TREE_WAIT_MS} shows its spinner as before, and one that cannot be fetched its retry.
 */
import { ELEMENTS } from './registry';

/** How long the definitions wait for the trees of the elements on the page. */
export const TREE_WAIT_MS = 1500;

/** Resolves once the trees of the tags in `root` are imported (or failed), or after the wait. */
export function treesOnPage(root: ParentNode | undefined = globalThis.document): Promise<unknown> {
  // No page (a host's `defineAll()` where there is no document): nothing to wait for.
  if (!root) return Promise.resolve();
  return Promise.race([
    Promise.all(
      Object.entries(ELEMENTS)
        .filter(([tag]) => root.querySelector(tag))
        .map(([, element]) => (element as { loadTree?: () => Promise<unknown> }).loadTree?.()),
    ),
    // A timer left to run out once the trees are here resolves nothing: harmless.
    new Promise((resolve) => setTimeout(resolve, TREE_WAIT_MS)),
  ]);
}
