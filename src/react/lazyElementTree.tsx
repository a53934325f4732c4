import type { ComponentType } from 'react';
import { chunkLoader, LazyChunk } from './payment/LazyChunk';

/** An element's lazy tree: the component, and the import its element starts when connected. */
export type LazyElementTree<P extends object> = ComponentType<P> & {
  /** Start importing the tree (once here, every render of the tag shows it at once). */
  readonly load: () => Promise<unknown>;
};

/** Shown when an element's own code cannot be fetched (offline, or a deploy removed the chunk). */
export const ELEMENT_LOAD_ERROR_MESSAGE =
  "This part of the page couldn't be loaded. Check your connection and try again.";

/**
 * An element's own React tree, loaded the first time an element of its tag renders: the runtime
 * defines every tag, but a page downloads only the trees of the elements it holds (the CDN loader
 * preloads a tag's tree and its imports as soon as it sees the tag: src/dom/autoload.ts). While
 * the chunk loads the element shows a spinner in its reserved space; a failed load offers a retry.
 * The element starts the import when it is connected (src/elements/cinemaElement.ts), before
 * React's first render, so a tree whose code the loader has fetched renders in that first commit
 * rather than after a spinner's commit and a second render.
 */
export function lazyElementTree<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadingLabel: string,
): LazyElementTree<P> {
  // Once here, a second element of the tag (or one moved in the page) renders at once.
  const loadTree = chunkLoader(() => load().then((Tree) => ({ default: Tree })));
  function LazyElementTree(props: P) {
    return (
      <LazyChunk
        load={loadTree}
        props={props}
        loadingLabel={loadingLabel}
        message={ELEMENT_LOAD_ERROR_MESSAGE}
      />
    );
  }
  return Object.assign(LazyElementTree, { load: loadTree });
}
